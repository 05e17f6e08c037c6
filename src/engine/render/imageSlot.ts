/**
 * Image slots: the placed photo cropped, turned and clipped to the slot's mask, inside a group
 * turned by the slot's own angle. The photo node is the one the editor moves during a gesture;
 * everything around it stays still.
 */
import { Konva } from './konva';
import { effectiveCrop, imagePlacement } from '../layout/crop';
import type { Rect, Size } from '../layout/geometry';
import type { ImageSlot } from '../model/layers';
import type { ImageResource } from '../model/resources';
import type { ImageAdaption } from '../model/template';
import { maskedGroup } from './art';
import type { LoadedImage } from './images';
import { rectPx, type PxMapping } from './units';

/**
 * Konva attributes that draw `resource` into a slot of `slot` px. The crop rect is in the
 * original file's pixels; `image` may be a smaller derivative of it, so the crop is scaled.
 * Which crop shows, and where, is the layout's effectiveCrop.
 */
export function photoAttrs(resource: ImageResource, image: Size, slot: Size, adaption: ImageAdaption): Konva.ImageConfig & { crop: Rect } {
  const source = { width: resource.sourceWidth, height: resource.sourceHeight };
  const { rotation } = resource;
  const { crop, frame } = effectiveCrop(resource, slot, adaption);
  const placement = imagePlacement(crop, source, frame, rotation);
  const sx = image.width / source.width;
  const sy = image.height / source.height;
  return {
    image: undefined,
    crop: { x: placement.crop.x * sx, y: placement.crop.y * sy, width: placement.crop.width * sx, height: placement.crop.height * sy },
    x: frame.x + placement.x,
    y: frame.y + placement.y,
    width: placement.width,
    height: placement.height,
    offsetX: placement.offsetX,
    offsetY: placement.offsetY,
    rotation: placement.rotation,
  };
}

export interface ImageSlotNodes {
  /** The slot: positioned, turned by the slot's angle and clipped to its mask. */
  group: Konva.Group;
  /** The photo inside it, when one is placed. */
  photo?: Konva.Image;
}

export function imageSlotNode(
  slot: ImageSlot,
  placed: { resource: ImageResource; image: LoadedImage } | undefined,
  adaption: ImageAdaption,
  mapping: PxMapping,
  showPlaceholder: boolean,
): ImageSlotNodes {
  const box = rectPx(slot.rect, mapping);
  const size = { width: box.width, height: box.height };
  // Turned about the slot's centre, as the template's rotation says.
  const group = maskedGroup({ x: box.x + box.width / 2, y: box.y + box.height / 2, ...size }, slot.mask, mapping.scale, {
    name: `image:${slot.id}`,
    offsetX: box.width / 2,
    offsetY: box.height / 2,
    rotation: slot.rotation,
  });
  if (!placed) {
    if (showPlaceholder && slot.placeholderColor) group.add(new Konva.Rect({ ...size, fill: slot.placeholderColor, listening: false }));
    return { group };
  }
  const photo = new Konva.Image({ ...photoAttrs(placed.resource, placed.image, size, adaption), image: placed.image, listening: false });
  group.add(photo);
  return { group, photo };
}
