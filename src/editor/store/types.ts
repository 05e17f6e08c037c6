import type { CatalogProduct, UploadedImage } from '../../api/client/templates';
import type { PictureSet } from '../../api/client/pictureSets';
import type { ImageResource, TextResource, UserResources } from '../../engine/model';
import type { Template } from '../../engine/model';

/** What the history records: the template instance the customer is making. */
export interface EditorDocument {
  template: Template;
  resources: UserResources;
  year: number;
}

/**
 * What an open view has changed so far. The canvas draws doc + draft live; nothing of it enters
 * the history until Done. `null` for a slot removes its resource.
 */
export interface DocumentPatch {
  images?: Record<string, ImageResource | null>;
  texts?: Record<string, TextResource | null>;
  year?: number;
  /** A template change replaces the template and everything placed in it. */
  template?: { template: Template; resources: UserResources };
}

/** The menu views of spec 2 §2.5. */
export const EDITOR_VIEWS = ['main', 'select-image', 'image', 'select-text', 'text', 'templates', 'year', 'preview', 'buy'] as const;
export type EditorView = (typeof EDITOR_VIEWS)[number];

/** The shop's editor settings (webshop options, spec 2 §6). */
export interface EditorOptions {
  allowOwnPhotos: boolean;
  allowTemplateChange: boolean;
  disableImageToolbox: boolean;
  disableBackgrounds: boolean;
  allowSubjectChange: boolean;
  /** 1 same subject, 2 same job, 3 same job type, 4 any set with a confirmation; 0 no restriction. */
  subjectChangeMode: 0 | 1 | 2 | 3 | 4;
  /** Whitelabel shops offer only picture sets of the same photographer. */
  samePhotographerOnly: boolean;
}

/**
 * Create and update make a cart line; read-only shows a line (support staff looking at an order
 * or a recorded state): every view works, but nothing is saved, uploaded or put in a cart.
 */
export type EditorMode = 'create' | 'update' | 'read-only';

/** Fixed for the session: what the editor was opened for. */
export interface EditorContext {
  mode: EditorMode;
  /** The cart line being edited (update mode). */
  lineUuid?: string;
  product: CatalogProduct;
  pictureSet: PictureSet;
  lang: 'nb' | 'en';
  options: EditorOptions;
  partOfPackage: boolean;
  /**
   * Own uploads already placed when the editor opens (a cart line made with them): the canvas
   * draws them before the image view has listed the customer's uploads.
   */
  placedUploads?: readonly UploadedImage[];
  /** Replaces 'Add to cart' / 'Update cart' on the main view's button. */
  addToCartLabel?: string;
}

export interface EditorActions {
  /** Shows a view; `resourceId` is the slot it works on (image or text views). Clears any draft. */
  openView(view: EditorView, resourceId?: string | null): void;
  /** Shows the main view and forgets the current resource and any draft (spec 2 §2.5). */
  backToMain(): void;
  selectPart(partId: string): void;
  /** Merges into the open view's draft (slot by slot); not a history step. */
  updateDraft(patch: DocumentPatch): void;
  /** Done: the draft becomes one history step (none when it changed nothing) and is cleared. */
  commitDraft(): void;
  /** Cancel: the view's opening state comes back. */
  discardDraft(): void;
  /** One history step directly: the end of a gesture on the main canvas, a template change. */
  commit(patch: DocumentPatch): void;
  /** Undoes the open view's draft first when it changed something, else the last step. */
  undo(): void;
  redo(): void;
}

export interface EditorState {
  doc: EditorDocument;
  /** The document the editor was opened with: dirty means different from it. */
  openingDoc: EditorDocument;
  view: EditorView;
  currentPartId: string;
  currentResourceId: string | null;
  draft: DocumentPatch | null;
  context: EditorContext;
  actions: EditorActions;
}

export interface EditorInit {
  doc: EditorDocument;
  context: EditorContext;
  view?: EditorView;
  currentPartId?: string;
}
