/**
 * Shorthands for writing the demo templates: full-bleed artwork, photo slots by the kind of
 * picture they take, texts in both languages. They only fill in the model's fields; the zod
 * schema in src/engine/model still checks every template (tests/unit/server/db/seed/templates.test.ts).
 */
import type { TemplateInput } from '../../../../engine/model';
import { placeFrame, type FrameSpec } from './art/frames';
import type { DemoProductKey, DemoTemplate } from './types';

type PartInput = TemplateInput['parts'][number];
export type LayerInput = PartInput['layers'][number];
type Rect = { x: number; y: number; width: number; height: number };
type FontInput = Extract<LayerInput, { kind: 'text' }>['font'];
type MaskInput = Extract<LayerInput, { kind: 'art' }>['mask'];
type PaintInput = Extract<LayerInput, { kind: 'art' }>['paint'];

/** Bleed of every printed demo product, in mm. */
export const BLEED = 3;

export const rect = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

/** The part's trim box grown by the bleed: where artwork meant to run off the edge goes. */
export const bleedBox = (width: number, height: number, bleed = BLEED): Rect => rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed);

export function art(box: Rect, paint: PaintInput, options: { opacity?: number; mask?: MaskInput } = {}): LayerInput {
  return { kind: 'art', rect: box, paint, ...options };
}

export const solid = (color: string): PaintInput => ({ kind: 'solid', color });

export const linear = (angle: number, ...colors: string[]): PaintInput => ({
  kind: 'linearGradient',
  angle,
  stops: colors.map((color, i) => ({ offset: i / (colors.length - 1), color })),
});

export const radial = (...stops: [number, string][]): PaintInput => ({ kind: 'radialGradient', stops: stops.map(([offset, color]) => ({ offset, color })) });

/** A template artwork by name (rasterised from art/*.ts); `fit` fill when the rect's shape differs on purpose. */
export const picture = (src: string, fit: 'cover' | 'contain' | 'fill' = 'cover'): PaintInput => ({ kind: 'image', src, fit });

interface PhotoOptions {
  mask?: MaskInput;
  rotation?: number;
  placeholderColor?: string;
  userSupplied?: boolean;
  disableZoom?: boolean;
  disableBackground?: boolean;
}

/** A slot for the subject's own portraits and sibling/friend pictures. */
export function portrait(id: string, box: Rect, options: PhotoOptions = {}): LayerInput {
  return { kind: 'image', id, rect: box, allow: { pictureTypes: ['IP', 'SFP'] }, ...options };
}

/** A slot for any picture of the subject, group pictures included. */
export function anyPhoto(id: string, box: Rect, options: PhotoOptions = {}): LayerInput {
  return { kind: 'image', id, rect: box, allow: { pictureTypes: ['IP', 'SFP', 'GP'] }, ...options };
}

/** A slot that takes only group pictures (choosing one fills texts from it). */
export function groupPhoto(id: string, box: Rect, options: PhotoOptions = {}): LayerInput {
  return { kind: 'image', id, rect: box, allow: { pictureTypes: ['GP'], group: true }, groupPicture: true, disableBackground: true, ...options };
}

export function text(id: string, box: Rect, words: { nb: string; en: string }, font: FontInput, maxLines: number, disableEdit = false): LayerInput {
  return { kind: 'text', id, rect: box, defaultText: words, font, maxLines, disableEdit };
}

export function part(id: string, descriptions: { nb: string; en: string }, width: number, height: number, layers: LayerInput[], extra: Partial<PartInput> = {}): PartInput {
  return { id, descriptions, size: { width, height }, layers, ...extra };
}

export const FRONT = { nb: 'Forside', en: 'Front' };

type Names = { nb: string; en: string };

/** A card template: printed with bleed, listed under one card category. */
export function card(
  product: DemoProductKey,
  uuid: string,
  name: Names,
  category: 'christmas' | 'birthday' | 'invitation' | 'thankyou',
  size: { width: number; height: number },
  parts: PartInput[],
  extra: Partial<TemplateInput> = {},
): DemoTemplate {
  return { product, template: { uuid, version: 1, name, type: 'CARD', size, bleed: BLEED, categories: [category], parts, ...extra } };
}

/** The same template as a new version with some fields changed (a published version never changes). */
export function nextVersion(of: DemoTemplate, changes: (template: TemplateInput) => TemplateInput): DemoTemplate {
  const changed = changes(structuredClone(of.template));
  return { product: of.product, template: { ...changed, version: of.template.version + 1 } };
}

/** A tilted snapshot: its pre-turned frame art and the photo slot turned to match. */
export function framedPhoto(spec: FrameSpec, id: string, cx: number, cy: number, slot: (id: string, box: Rect, options: PhotoOptions) => LayerInput, options: PhotoOptions = {}): LayerInput[] {
  const placed = placeFrame(spec, cx, cy);
  return [art(placed.frame, picture(spec.name, 'fill')), slot(id, placed.photo, { rotation: placed.rotation, ...options })];
}
