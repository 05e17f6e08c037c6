import { z } from 'zod';
import { nonNegativeMm, quarterTurn, rect, size } from './geometry';
import { layer, pictureEffect, slotId } from './layers';
import { localizedText } from './localized';

export const TEMPLATE_TYPES = ['CARD', 'CALENDAR', 'PHOTOGIFT'] as const;
export const templateType = z.enum(TEMPLATE_TYPES);
export type TemplateType = z.infer<typeof templateType>;

/** cover: the photo fills the slot and is cut; contain: the whole photo shows inside the slot. */
export const imageAdaption = z.enum(['cover', 'contain']);
export type ImageAdaption = z.infer<typeof imageAdaption>;

/** One printed surface (a card's front, a calendar's month page), in mm of the finished product. */
export const part = z.object({
  id: slotId,
  descriptions: localizedText,
  /** The trim box: slot rects are relative to its top-left; bleed lies outside it. */
  size,
  /** How the part is turned on the print sheet; the template itself is designed upright. */
  rotation: quarterTurn.default(0),
  /** How a photo first fills a slot before the customer crops it. */
  imageAdaption: imageAdaption.default('cover'),
  /** Applied to every photo of the part unless its resource overrides it. */
  effect: pictureEffect.default('original'),
  layers: z.array(layer).min(1),
});
export type Part = z.infer<typeof part>;

const templateFields = z.object({
  uuid: z.uuid(),
  version: z.int().min(1),
  name: localizedText,
  type: templateType,
  /** The finished product's size in mm. */
  size,
  /** Extra artwork around every part, in mm, cut off after printing. */
  bleed: nonNegativeMm,
  /** The visible area when it is smaller than the printed size (a mug's wrap, say), in mm. */
  trimBox: rect.optional(),
  /** Years a calendar may be ordered for; empty for other types. */
  supportedYears: z.array(z.int().min(2000).max(2200)).default([]),
  categories: z.array(z.string().min(1)).default([]),
  /** Show the check-before-ordering dialog before the buy menu (once per session). */
  addToCartWarning: z.boolean().default(false),
  /** Photos may be cut out of their green screen and placed on a chosen background. */
  separateFromBackground: z.boolean().default(false),
  parts: z.array(part).min(1, 'A template needs at least one part'),
});

type TemplateFields = z.infer<typeof templateFields>;

/** Rules across fields that the shape alone cannot say; each issue carries the path it is about. */
function checkTemplate(template: TemplateFields, ctx: z.RefinementCtx): void {
  const seenParts = new Set<string>();
  template.parts.forEach((p, partIndex) => {
    if (seenParts.has(p.id)) ctx.addIssue({ code: 'custom', path: ['parts', partIndex, 'id'], message: `Duplicate part id "${p.id}"` });
    seenParts.add(p.id);
  });

  // Slot ids key the customer's resources, so they are unique across all parts of the template.
  const seenSlots = new Set<string>();
  template.parts.forEach((p, partIndex) =>
    p.layers.forEach((l, layerIndex) => {
      const path = ['parts', partIndex, 'layers', layerIndex];
      // A layer that misses the printed area (part plus bleed) is a typo in its rect, never a design.
      const { x, y, width, height } = l.rect;
      const b = template.bleed;
      if (x >= p.size.width + b || y >= p.size.height + b || x + width <= -b || y + height <= -b) {
        ctx.addIssue({ code: 'custom', path: [...path, 'rect'], message: `The layer lies outside its part (${p.size.width}x${p.size.height} mm plus bleed)` });
      }
      if (l.kind === 'art') return;
      if (seenSlots.has(l.id)) ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: `Duplicate slot id "${l.id}"` });
      seenSlots.add(l.id);
      if (l.kind === 'image' && l.groupPicture && (l.allow.group === false || !l.allow.pictureTypes.includes('GP'))) {
        ctx.addIssue({ code: 'custom', path: [...path, 'allow'], message: 'A group-picture slot must allow group pictures (GP)' });
      }
    }),
  );

  if (template.type === 'CALENDAR' && template.supportedYears.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['supportedYears'], message: 'A calendar needs at least one supported year' });
  }
  if (new Set(template.supportedYears).size !== template.supportedYears.length) {
    ctx.addIssue({ code: 'custom', path: ['supportedYears'], message: 'Supported years must not repeat' });
  }
  if (template.trimBox) {
    const { x, y, width, height } = template.trimBox;
    if (x < 0 || y < 0 || x + width > template.size.width || y + height > template.size.height) {
      ctx.addIssue({ code: 'custom', path: ['trimBox'], message: 'The trim box must lie within the template size' });
    }
  }
}

/**
 * A published template version. Versions never change once published: an order line stores
 * uuid + version and must render the same pixels later, so edits make a new version.
 */
export const template = templateFields.superRefine(checkTemplate);
export type Template = z.infer<typeof template>;

/** What a template author writes: fields with defaults (flags, rotation, mask...) may be left out. */
export type TemplateInput = z.input<typeof template>;
