import type { UserResources } from './resources';
import { imageSlotsOf } from './slots';
import type { Part, Template } from './template';

/** Every image slot of the part that the customer must fill has a picture. */
export const isPartComplete = (part: Part, resources: UserResources): boolean =>
  imageSlotsOf(part).every((slot) => !slot.userSupplied || resources.images[slot.id] !== undefined);

/** Every part is complete: Add to cart / Update cart is enabled (spec 2 §2.5, §5). */
export const isComplete = (template: Template, resources: UserResources): boolean =>
  template.parts.every((part) => isPartComplete(part, resources));
