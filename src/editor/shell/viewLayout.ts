/**
 * How the editor lays out each view (spec 2 §2.5, §9): the main view's toolbox is 208 px under
 * the canvas on a phone; views with more to show take the height of their content, leaving the
 * canvas a strip at least; preview and buy take the whole area below the top bar.
 */
import type { EditorState, EditorView } from '../store';

/** Spec 2 §9: the toolbar's height. */
export const TOOLBOX_HEIGHT = 208;

/** What a tall view leaves of the canvas on a phone: enough to see the change being made. */
export const MIN_CANVAS_HEIGHT = 240;

export type ViewRegion =
  | { kind: 'toolbox'; height: number }
  | { kind: 'content'; canvasAtLeast: number }
  | { kind: 'full' };

export function viewRegion(view: EditorView): ViewRegion {
  switch (view) {
    case 'main':
    case 'select-image':
    case 'select-text':
    case 'year':
      return { kind: 'toolbox', height: TOOLBOX_HEIGHT };
    case 'image':
    case 'text':
    case 'templates':
      // The canvas stays visible above them: the customer sees each change as it is made.
      return { kind: 'content', canvasAtLeast: MIN_CANVAS_HEIGHT };
    case 'preview':
    case 'buy':
      return { kind: 'full' };
  }
}

/**
 * The view on screen: the image and text views need their resource; without one the editor is
 * back on the main view (spec 2 §2.5).
 */
export function shownView(state: Pick<EditorState, 'view' | 'currentResourceId'>): EditorView {
  if ((state.view === 'image' || state.view === 'text') && !state.currentResourceId) return 'main';
  return state.view;
}

/** The part selector bar: only for templates with several parts, on the main view (other views work on one resource). */
export const showsPartBar = (view: EditorView, partCount: number): boolean => view === 'main' && partCount > 1;
