/**
 * The low-resolution warning (beyond the spec): a placed photo whose crop leaves fewer than
 * 150 pixels per inch at print size may print blurry.
 */
import { clampCropRect, defaultCropRect } from '../../engine/layout/crop';
import { effectiveDpi } from '../../engine/layout/dpi';
import { fitRect } from '../../engine/layout/fit';
import { rotatedSize } from '../../engine/layout/rotation';
import { imageSlotsOf, type ImageAdaption, type ImageResource, type ImageSlot, type Part, type UserResources } from '../../engine/model';

export const LOW_RESOLUTION_DPI = 150;

/** Pixels per inch the photo gets at print size, as the slot shows it now (stored or default crop). */
export function slotDpi(resource: ImageResource, slot: Pick<ImageSlot, 'rect'>, adaption: ImageAdaption): number {
  const source = { width: resource.sourceWidth, height: resource.sourceHeight };
  const size = { width: slot.rect.width, height: slot.rect.height };
  if (resource.cropRect) return effectiveDpi(clampCropRect(resource.cropRect, source, size, resource.rotation), size);
  if (adaption === 'contain') {
    // The whole photo shows, fitted inside the slot.
    const turned = rotatedSize(source, resource.rotation);
    const frame = fitRect(turned, { x: 0, y: 0, ...size }, 'contain');
    return effectiveDpi({ x: 0, y: 0, ...turned }, frame);
  }
  return effectiveDpi(defaultCropRect(source, size, resource.rotation), size);
}

export interface LowResolutionSlot {
  slotId: string;
  dpi: number;
}

/** The part's placed photos below LOW_RESOLUTION_DPI, in drawing order. */
export function lowResolutionSlots(part: Part, resources: UserResources): LowResolutionSlot[] {
  return imageSlotsOf(part).flatMap((slot) => {
    const resource = resources.images[slot.id];
    if (!resource) return [];
    const dpi = slotDpi(resource, slot, part.imageAdaption);
    return dpi < LOW_RESOLUTION_DPI ? [{ slotId: slot.id, dpi: Math.floor(dpi) }] : [];
  });
}
