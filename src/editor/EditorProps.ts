/**
 * What a page gives the editor (src/editor/Editor.tsx): its store and what happens when the
 * customer leaves or buys (a read-only editor, context mode 'read-only', only leaves). The page loads the template, product and picture set, makes the store
 * with createEditorStore, and owns the network calls and navigation that follow.
 */
import type { ReactNode, Ref } from 'react';
import type { NewCartItem } from '../api/client/cart';
import type { EditorDocument, EditorStore } from './store';

/** What a page may ask of a mounted editor. */
export interface EditorHandle {
  /**
   * Asks 'Unsaved changes' when there are any; true when the customer chose to leave (or there was
   * nothing to lose). The page asks this for ways out the editor does not see, such as the browser's
   * Back button.
   */
  askToLeave(): Promise<boolean>;
}

export interface EditorProps {
  store: EditorStore;
  ref?: Ref<EditorHandle>;
  /** A strip the page shows above the editor's top bar, inside the editor's screen (support: whose line is open, read-only). */
  banner?: ReactNode;
  /**
   * A picture of the product (the template's preview drawn by the server) the canvas shows where
   * the part will be until its first drawing is done: the customer sees the product at once.
   */
  preview?: string;
  /** Back, or Cancel on the main view, once any 'Unsaved changes' question is answered. */
  onLeave(): void;
  /**
   * Create mode, the buy view's Add to cart: one item per row that reaches the minimum. The page
   * adds them and moves on (retouch page or cart); a rejection's message is shown in the view.
   * Needed in create mode only.
   */
  onAddToCart?(items: NewCartItem[]): Promise<void>;
  /** Update mode, Update cart: the page replaces the cart line and moves on; a rejection is shown. Needed in update mode only. */
  onUpdateCart?(doc: EditorDocument): Promise<void>;
}
