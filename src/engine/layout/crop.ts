import type { ImageResource } from '../model/resources';
import { fitRect } from './fit';
import type { Point, QuarterTurn, Rect, Size } from './geometry';
import { isSideways, rotatedSize, rotatedToSourcePoint, sourceToRotatedPoint } from './rotation';

/**
 * The crop of an image slot (spec 2 §2.6, §4).
 *
 * Convention: a crop rect is stored in ROTATED-source pixels, i.e. in the photo as it looks
 * after its quarter turn (see rotation.ts). So the crop always has the slot's aspect ratio,
 * its width maps onto the slot's width, and zoom, pan and DPI need no case per turn. Only the
 * renderer needs the other space: `imagePlacement` gives Konva the crop in the file's own
 * pixels plus the node's size, centre and turn.
 *
 * Zoom 1 is the cover crop: the largest crop of the slot's aspect that fits the turned photo.
 * Zoom MAX_ZOOM shows 1/MAX_ZOOM of the cover crop's width. A slot with disableZoom simply
 * never calls zoomCropRect; panning and turning still go through the functions below.
 */

/** The deepest zoom, relative to the cover crop: at least 1/8 of its width stays visible. */
export const MAX_ZOOM = 8;

export interface CropView {
  /** 1 = cover crop, up to MAX_ZOOM. */
  zoom: number;
  /** Centre of the crop in rotated-source pixels. */
  center: Point;
}

/** The largest crop of the slot's aspect ratio inside the turned photo (zoom 1). */
export function coverCropSize(source: Size, slot: Size, rotation: QuarterTurn): Size {
  const turned = rotatedSize(source, rotation);
  const aspect = slot.width / slot.height;
  return {
    width: Math.min(turned.width, turned.height * aspect),
    height: Math.min(turned.height, turned.width / aspect),
  };
}

/**
 * The centred cover crop a slot starts with when a photo is placed in it. This is the one
 * default framing: the editor's null crop, the server's filled products and the lab all show it.
 */
export function defaultCropRect(source: Size, slot: Size, rotation: QuarterTurn): Rect {
  const turned = rotatedSize(source, rotation);
  const center = { x: turned.width / 2, y: turned.height / 2 };
  return cropRectFromView({ source, slot, rotation, zoom: 1, center });
}

/** What the crop of a placed photo depends on. */
export type CroppedPhoto = Pick<ImageResource, 'sourceWidth' | 'sourceHeight' | 'cropRect' | 'rotation'>;

/** Which part of the photo a slot shows, and where in the slot it is drawn. */
export interface EffectiveCrop {
  /** Rotated-source pixels (the crop convention above). */
  crop: Rect;
  /** Where the crop is drawn, in the slot's units from its top-left: the whole slot unless a 'contain' slot letterboxes. */
  frame: Rect;
}

/**
 * The crop a slot shows: the stored crop (clamped), or without one the default framing, which
 * for a 'cover' slot is the centred cover crop and for a 'contain' slot the whole turned photo
 * fitted inside the slot. `slot` may be in any unit (mm or px); the crop only takes its aspect.
 */
export function effectiveCrop(photo: CroppedPhoto, slot: Size, adaption: 'cover' | 'contain'): EffectiveCrop {
  const source = { width: photo.sourceWidth, height: photo.sourceHeight };
  const whole = { x: 0, y: 0, width: slot.width, height: slot.height };
  if (photo.cropRect) return { crop: clampCropRect(photo.cropRect, source, slot, photo.rotation), frame: whole };
  if (adaption === 'contain') {
    const turned = rotatedSize(source, photo.rotation);
    return { crop: { x: 0, y: 0, ...turned }, frame: fitRect(turned, whole, 'contain') };
  }
  return { crop: defaultCropRect(source, slot, photo.rotation), frame: whole };
}

/** The crop for a zoom and centre; out-of-range values are clamped like any crop. */
export function cropRectFromView(view: CropView & { source: Size; slot: Size; rotation: QuarterTurn }): Rect {
  const { source, slot, rotation, zoom, center } = view;
  const cover = coverCropSize(source, slot, rotation);
  const width = cover.width / zoom;
  const height = cover.height / zoom;
  return clampCropRect({ x: center.x - width / 2, y: center.y - height / 2, width, height }, source, slot, rotation);
}

/** The zoom and centre a crop shows (the inverse of cropRectFromView for a clamped crop). */
export function viewFromCropRect(crop: Rect, source: Size, slot: Size, rotation: QuarterTurn): CropView {
  const cover = coverCropSize(source, slot, rotation);
  return {
    zoom: cover.width / crop.width,
    center: { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function isUsableRect(rect: Rect): boolean {
  return [rect.x, rect.y, rect.width, rect.height].every(Number.isFinite) && rect.width > 0 && rect.height > 0;
}

/**
 * A crop that never shows empty area: the slot's aspect ratio, no larger than the cover crop,
 * no smaller than 1/MAX_ZOOM of it, shifted inside the turned photo's edges. A crop of another
 * aspect (a slot resized in a new template version) keeps its centre and its area. A broken
 * crop (missing, zero or NaN) becomes the default crop.
 */
export function clampCropRect(crop: Rect, source: Size, slot: Size, rotation: QuarterTurn): Rect {
  const turned = rotatedSize(source, rotation);
  const cover = coverCropSize(source, slot, rotation);
  if (!isUsableRect(crop)) {
    const center = { x: turned.width / 2, y: turned.height / 2 };
    return clampCropRect(
      { x: center.x - cover.width / 2, y: center.y - cover.height / 2, ...cover },
      source,
      slot,
      rotation,
    );
  }
  const sameAspect = Math.abs(crop.width / crop.height - slot.width / slot.height) < 1e-9 * (slot.width / slot.height);
  const relative = sameAspect
    ? crop.width / cover.width
    : Math.sqrt((crop.width * crop.height) / (cover.width * cover.height));
  const scale = clamp(relative, 1 / MAX_ZOOM, 1);
  const width = cover.width * scale;
  const height = cover.height * scale;
  const centerX = crop.x + crop.width / 2;
  const centerY = crop.y + crop.height / 2;
  return {
    x: clamp(centerX - width / 2, 0, Math.max(0, turned.width - width)),
    y: clamp(centerY - height / 2, 0, Math.max(0, turned.height - height)),
    width,
    height,
  };
}

/**
 * Zooms by `factor` (> 1 zooms in) keeping `focus` (rotated-source pixels, e.g. the point
 * between two fingers or under the wheel) where it is on screen, then clamps. Without a focus
 * it zooms around the crop's centre, as the zoom buttons do.
 */
export function zoomCropRect(
  crop: Rect,
  factor: number,
  focus: Point | undefined,
  source: Size,
  slot: Size,
  rotation: QuarterTurn,
): Rect {
  const current = clampCropRect(crop, source, slot, rotation);
  const cover = coverCropSize(source, slot, rotation);
  const width = clamp(current.width / factor, cover.width / MAX_ZOOM, cover.width);
  const shrink = width / current.width;
  const anchor = focus ?? { x: current.x + current.width / 2, y: current.y + current.height / 2 };
  const zoomed = {
    x: anchor.x - (anchor.x - current.x) * shrink,
    y: anchor.y - (anchor.y - current.y) * shrink,
    width,
    height: current.height * shrink,
  };
  return clampCropRect(zoomed, source, slot, rotation);
}

/**
 * Moves the picture with the finger: `delta` is the finger's move in slot units (the same
 * units as `slot`), so the crop moves the opposite way by that distance in source pixels.
 */
export function panCropRect(crop: Rect, delta: Point, source: Size, slot: Size, rotation: QuarterTurn): Rect {
  const current = clampCropRect(crop, source, slot, rotation);
  const pixelsPerSlotUnit = current.width / slot.width;
  const moved = {
    ...current,
    x: current.x - delta.x * pixelsPerSlotUnit,
    y: current.y - delta.y * pixelsPerSlotUnit,
  };
  return clampCropRect(moved, source, slot, rotation);
}

/** A point of the slot (slot units from its top-left) as rotated-source pixels, e.g. a pinch focus. */
export function slotPointToCropPoint(point: Point, crop: Rect, slot: Size): Point {
  return {
    x: crop.x + (point.x / slot.width) * crop.width,
    y: crop.y + (point.y / slot.height) * crop.height,
  };
}

/**
 * After a turn from `from` to `to`, a cover crop around the same spot of the photo: the old
 * crop's centre is found in the file and looked up again in the newly turned picture.
 */
export function rotateCropRect(crop: Rect, source: Size, slot: Size, from: QuarterTurn, to: QuarterTurn): Rect {
  const oldCenter = { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 };
  const spot = rotatedToSourcePoint(oldCenter, source, from);
  const center = sourceToRotatedPoint(spot, source, to);
  return cropRectFromView({ source, slot, rotation: to, zoom: 1, center });
}

/** The crop rect in the file's own (unturned) pixels, as Konva's `crop` attribute wants it. */
export function cropRectToSourceRect(crop: Rect, source: Size, rotation: QuarterTurn): Rect {
  return turnRect(crop, (corner) => rotatedToSourcePoint(corner, source, rotation));
}

/** A rect of the file's own pixels as a crop rect in the turned picture. */
export function sourceRectToCropRect(rect: Rect, source: Size, rotation: QuarterTurn): Rect {
  return turnRect(rect, (corner) => sourceToRotatedPoint(corner, source, rotation));
}

/** Maps two opposite corners; a quarter turn keeps a rect axis-aligned. */
function turnRect(rect: Rect, map: (corner: Point) => Point): Rect {
  const a = map({ x: rect.x, y: rect.y });
  const b = map({ x: rect.x + rect.width, y: rect.y + rect.height });
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** The attributes of a Konva.Image that fills a slot with its crop, in slot units from its top-left. */
export interface ImagePlacement {
  /** Konva `crop`: the part of the file to draw, in the file's own pixels. */
  crop: Rect;
  /** Centre of the slot; the node turns around it. */
  x: number;
  y: number;
  /** The node's size before its turn: sideways turns swap the slot's width and height. */
  width: number;
  height: number;
  offsetX: number;
  offsetY: number;
  rotation: QuarterTurn;
}

/**
 * How to draw a slot's photo with Konva: the unturned part of the file, sized so that after
 * turning around the slot's centre it covers the slot exactly. No clip is needed for a plain
 * rectangle; a mask shape still clips.
 */
export function imagePlacement(crop: Rect, source: Size, slot: Size, rotation: QuarterTurn): ImagePlacement {
  const turned = isSideways(rotation);
  const width = turned ? slot.height : slot.width;
  const height = turned ? slot.width : slot.height;
  return {
    crop: cropRectToSourceRect(crop, source, rotation),
    x: slot.width / 2,
    y: slot.height / 2,
    width,
    height,
    offsetX: width / 2,
    offsetY: height / 2,
    rotation,
  };
}
