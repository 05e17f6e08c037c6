/** The editor's commands as objects: label, keys, when they apply and what they do. */
import { redoAction, replaceAllAction, undoAction } from './editorActions';
import {
  blackWhiteAction,
  nudgeDownAction,
  nudgeLeftAction,
  nudgeRightAction,
  nudgeUpAction,
  originalAction,
  rotateAction,
  sepiaAction,
  zoomInAction,
  zoomOutAction,
} from './pictureActions';
import { matchesAny, type KeyPress } from './keys';
import type { ActionContext, EditorAction } from './types';

export * from './editorActions';
export * from './pictureActions';
export { ariaKeyShortcuts, isTypingTarget, matchesAny, matchesShortcut, type KeyPress } from './keys';
export type { ActionContext, EditorAction } from './types';

export const EFFECT_ACTIONS = [originalAction, blackWhiteAction, sepiaAction] as const;
export const NUDGE_ACTIONS = [nudgeUpAction, nudgeLeftAction, nudgeRightAction, nudgeDownAction] as const;

/** Every action with keys, in the order their shortcuts are tried. */
export const EDITOR_ACTIONS: readonly EditorAction[] = [
  undoAction,
  redoAction,
  rotateAction,
  ...EFFECT_ACTIONS,
  zoomInAction,
  zoomOutAction,
  ...NUDGE_ACTIONS,
  replaceAllAction,
];

/**
 * The action a key press runs in this scope, if any, enabled or not (a disabled one still
 * swallows its key, so Ctrl+Z never reaches the browser's own undo).
 */
export function actionForKey(press: KeyPress, scopes: readonly EditorAction['scope'][]): EditorAction | undefined {
  return EDITOR_ACTIONS.find((action) => scopes.includes(action.scope) && matchesAny(press, action.keys));
}

/** Runs the action when it applies; returns whether it ran. */
export function runAction(action: EditorAction, context: ActionContext): boolean {
  if (!action.enabled(context)) return false;
  action.perform(context);
  return true;
}

