/**
 * The low-resolution warning (beyond the spec): a placed photo whose crop leaves fewer than
 * 150 pixels per inch at print size may print blurry.
 */
import { effectiveCrop } from '../../engine/layout/crop';
import { effectiveDpi } from '../../engine/layout/dpi';
import { imageSlotsOf, type ImageAdaption, type ImageResource, type ImageSlot, type Part, type UserResources } from '../../engine/model';

export const LOW_RESOLUTION_DPI = 150;

/** Pixels per inch the photo gets at print size, as the slot shows it now (stored or default crop). */
export function slotDpi(resource: ImageResource, slot: Pick<ImageSlot, 'rect'>, adaption: ImageAdaption): number {
  const { crop, frame } = effectiveCrop(resource, slot.rect, adaption);
  return effectiveDpi(crop, frame);
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
