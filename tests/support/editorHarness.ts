/**
 * A harness that drives the real editor store without a browser (STYLE.md habit 6): fixture
 * templates, a picture set and a product, and helpers that read what the customer would see.
 */
import { readFileSync } from 'node:fs';
import type { PictureSet } from '../../src/api/client/pictureSets';
import type { CatalogProduct } from '../../src/api/client/templates';
import { template as templateSchema, type ImageResource, type Template } from '../../src/engine/model';
import { DEMO_TEMPLATES } from '../../src/server/db/seed/templates';
import type { Point, Rect } from '../../src/engine/layout/geometry';
import type { PartFit } from '../../src/engine/react/partFit';
import { createCropGesture, type CropGesture } from '../../src/editor/canvas/cropGesture';
import { createEditorStore, renderedDoc, type EditorContext, type EditorOptions, type EditorStore, type EditorView } from '../../src/editor/store';

export const fixtureTemplate = (name: 'card-15x15' | 'calendar-20x30'): Template =>
  templateSchema.parse(JSON.parse(readFileSync(`tests/fixtures/templates/${name}.json`, 'utf8')));

/** The current version of a demo template by its Norwegian name (the seed's, as the shop serves it). */
export function demoTemplate(nameNb: string): Template {
  const versions = DEMO_TEMPLATES.map((d) => templateSchema.parse(d.template)).filter((t) => t.name.nb === nameNb);
  if (versions.length === 0) throw new Error(`No demo template named ${nameNb}`);
  return versions.sort((a, b) => b.version - a.version)[0];
}

export const PICTURE = {
  portrait: '00000000-0000-4000-8000-000000000001',
  friends: '00000000-0000-4000-8000-000000000002',
  group: '00000000-0000-4000-8000-000000000003',
  other: '00000000-0000-4000-8000-000000000004',
} as const;

export const image = (pictureUuid: string, extra: Partial<ImageResource> = {}): ImageResource => ({
  pictureUuid,
  sourceWidth: 2400,
  sourceHeight: 3000,
  cropRect: null,
  rotation: 0,
  ...extra,
});

export const DEFAULT_OPTIONS: EditorOptions = {
  allowOwnPhotos: true,
  allowTemplateChange: true,
  disableImageToolbox: false,
  disableBackgrounds: false,
  allowSubjectChange: false,
  subjectChangeMode: 0,
  samePhotographerOnly: false,
};

export const fixtureProduct: CatalogProduct = {
  uuid: '10000000-0000-4000-8000-000000000001',
  name: 'Kort 15x15',
  type: 1,
  sortOrder: 1,
  minorderpartquantity: 1,
  subproducts: [],
  productprices: [{ quantity: 1, price: 49, campaignprice: null, type: 0 }],
  categories: ['cards'],
  campaignrequirement: null,
};

const pic = (uuid: string, pictureType: 'IP' | 'SFP' | 'GP', groupPicture = false) => ({
  uuid,
  clientRef: uuid.slice(-4),
  pictureType,
  webshopId: `W${uuid.slice(-4)}`,
  width: pictureType === 'IP' ? 2400 : 3600,
  height: pictureType === 'IP' ? 3000 : 2400,
  greenscreen: false,
  groupPicture,
  src: `/media/pictures/${uuid}/{size}/{effect}.jpg`,
  foregroundSrc: null,
  isUserFavorite: false,
  userRetouchTasks: [],
  userBoughtRetouch: false,
  bought: false,
  inCart: false,
});

export const fixturePictureSet: PictureSet = {
  uuid: '20000000-0000-4000-8000-000000000001',
  year: 2026,
  isEditable: true,
  subject: { uuid: '30000000-0000-4000-8000-000000000001', name: 'Emma Hansen', group: false },
  avatar: null,
  job: { uuid: '40000000-0000-4000-8000-000000000001', name: 'Skole 2026', creationTime: 1767225600, hasBeenInWebShop: true, greenScreen: false, yearbookPoseSelection: null },
  photographer: '50000000-0000-4000-8000-000000000001',
  photographerName: 'Fotograf',
  addedAt: '2026-01-01T00:00:00.000Z',
  pictures: [pic(PICTURE.portrait, 'IP'), pic(PICTURE.friends, 'SFP'), pic(PICTURE.group, 'GP', true)],
  digitalSet: { IP: { bought: false, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } },
  qualifyForSelectOwnFavorites: false,
  qualifyForSelectYearbookPose: false,
  yearbookPoses: [],
};

export function fixtureContext(overrides: Partial<EditorContext> = {}): EditorContext {
  return { mode: 'create', product: fixtureProduct, pictureSet: fixturePictureSet, lang: 'nb', options: DEFAULT_OPTIONS, partOfPackage: false, ...overrides };
}

export interface HarnessInit {
  template?: Template;
  images?: Record<string, ImageResource>;
  year?: number;
  context?: Partial<EditorContext>;
  view?: EditorView;
}

/** An editor store opened on a template, as the Editor component opens one. */
export function openEditor(init: HarnessInit = {}): EditorHarness {
  const template = init.template ?? fixtureTemplate('card-15x15');
  const store = createEditorStore({
    doc: { template, resources: { images: init.images ?? {}, texts: {} }, year: init.year ?? 2026 },
    context: fixtureContext(init.context),
    view: init.view,
  });
  return new EditorHarness(store);
}

export class EditorHarness {
  constructor(readonly store: EditorStore) {}

  get state() {
    return this.store.getState();
  }

  get actions() {
    return this.store.getState().actions;
  }

  /** What the canvas draws now (document plus the open view's draft). */
  get shown() {
    return renderedDoc(this.state);
  }

  get historySteps(): number {
    return this.store.temporal.getState().pastStates.length;
  }

  get redoSteps(): number {
    return this.store.temporal.getState().futureStates.length;
  }
}

/**
 * What a crop gesture asked of the canvas: the crops it showed, whether it drew as moving, the
 * crops it kept at the lift; `drawFrame()` draws the next frame and runs what waited for it.
 */
export interface RecordingCanvas {
  shown: Rect[];
  moving: boolean;
  kept: { slotId: string; crop: Rect }[];
  afterFrame: (() => void)[];
  drawFrame(): void;
}

/** The editor's real crop gesture on the harness's store, over a canvas drawn at `fit` with its top-left at `origin` (CSS px). */
export function cropGestureOn(editor: EditorHarness, fit: PartFit, origin: Point = { x: 0, y: 0 }): { gesture: CropGesture; canvas: RecordingCanvas } {
  const canvas: RecordingCanvas = {
    shown: [],
    moving: false,
    kept: [],
    afterFrame: [],
    drawFrame: () => canvas.afterFrame.splice(0).forEach((run) => run()),
  };
  const gesture = createCropGesture(editor.store, {
    placement: () => ({ fit, origin }),
    show: (_picture, crop) => canvas.shown.push(crop),
    setMoving: (moving) => (canvas.moving = moving),
    keep: (slotId, crop) => canvas.kept.push({ slotId, crop }),
    afterFrame: (run) => canvas.afterFrame.push(run),
  });
  return { gesture, canvas };
}
