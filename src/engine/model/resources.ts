import { z } from 'zod';
import { color } from './color';
import { fontFamily } from './fonts';
import { positiveMm, quarterTurn, rect } from './geometry';
import { horizontalAlign, pictureEffect, slotId } from './layers';

/**
 * What a customer put into the slots, kept apart from the template so the same published
 * template version serves every customer, and an order line is template ref + these.
 */

/** A picture placed in an image slot (spec 2 §3 'Image'). */
export const imageResource = z.object({
  pictureUuid: z.uuid(),
  /** The original file's size in pixels, before any turn. */
  sourceWidth: z.int().positive(),
  sourceHeight: z.int().positive(),
  webshopId: z.string().optional(),
  /**
   * The part of the photo shown in the slot, in pixels of the photo as it looks after its
   * turn (the layout's crop convention, src/engine/layout/crop.ts); null while the slot shows
   * the default crop the layout computes.
   */
  cropRect: rect.nullable(),
  /** How the photo is turned (clockwise), applied before cropping. */
  rotation: quarterTurn.default(0),
  /** Replaces the part's effect for this photo. */
  overrideEffect: pictureEffect.optional(),
  /** A green-screen picture composited over this background. */
  background: z.object({ uuid: z.uuid() }).optional(),
});
export type ImageResource = z.infer<typeof imageResource>;

/** The customer's text for a text slot and the style values they changed (spec 2 §3 'Text font'). */
export const textResource = z.object({
  text: z.string(),
  overrideFamily: fontFamily.optional(),
  /** Millimetres, like the template's font size. */
  overrideSize: positiveMm.optional(),
  overrideColor: color.optional(),
  overrideHorizontalAlign: horizontalAlign.optional(),
});
export type TextResource = z.infer<typeof textResource>;

/** Resources by slot id; a slot without an entry shows its template default (or nothing). */
export const userResources = z.object({
  images: z.record(slotId, imageResource).default({}),
  texts: z.record(slotId, textResource).default({}),
});
export type UserResources = z.infer<typeof userResources>;

/** What an order line stores: rendering it again later gives the same pixels. */
export const templateInstance = z.object({
  templateUuid: z.uuid(),
  templateVersion: z.int().min(1),
  /** The calendar year, or the year the {year} placeholder shows. */
  year: z.int().min(2000).max(2200),
  userResources,
});
export type TemplateInstance = z.infer<typeof templateInstance>;
/** An instance as sent or stored: rotation and empty resource maps may be left out. */
export type TemplateInstanceInput = z.input<typeof templateInstance>;

