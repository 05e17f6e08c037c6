import type { PictureFacts } from '../../engine/model';
import type { EditorStrings } from '../i18n';
import type { EditorStore } from '../store';

/** What an action reads and changes: the editor's store. */
export interface ActionContext {
  store: EditorStore;
  /** What the picture rules need of a picture (replace-all); the image view knows its pictures. */
  pictureFacts?: (pictureUuid: string) => PictureFacts | undefined;
}

/**
 * One editor command (STYLE.md habit 3): a button, a shortcut and a menu item run the same code.
 * `scope` says where its keys work: everywhere in the editor, or on the picture being edited
 * (the image view's canvas and tools).
 */
export interface EditorAction {
  id: string;
  /** Key of the label in the editor's texts (section 'actions'), nb and en. */
  label: keyof EditorStrings['actions'];
  /** Shortcuts: 'Mod' is Ctrl or Cmd; keys as KeyboardEvent.key, letters in lower case. */
  keys: readonly string[];
  scope: 'editor' | 'picture';
  enabled(context: ActionContext): boolean;
  perform(context: ActionContext): void;
  /** For choices shown as pressed (the effect in use). */
  active?(context: ActionContext): boolean;
}
