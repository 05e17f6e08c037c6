/**
 * Which editor action a key press anywhere in the editor runs: undo and redo everywhere, the
 * picture's keys (rotate, effects, zoom, nudge) while the image view is open. Typing in a field
 * keeps its keys.
 */
import { actionForKey, isTypingTarget, type EditorAction, type KeyPress } from '../actions';
import type { EditorView } from '../store';

export function keyScopes(view: EditorView): EditorAction['scope'][] {
  return view === 'image' ? ['editor', 'picture'] : ['editor'];
}

export function editorKeyAction(press: KeyPress, view: EditorView, target: EventTarget | null): EditorAction | undefined {
  if (isTypingTarget(target)) return undefined;
  return actionForKey(press, keyScopes(view));
}
