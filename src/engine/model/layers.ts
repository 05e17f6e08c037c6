import { z } from 'zod';
import { color } from './color';
import { fontFamily } from './fonts';
import { nonNegativeMm, positiveMm, rect } from './geometry';
import { localizedText } from './localized';

/** Identifies a slot within its template; user resources are keyed by it. */
export const slotId = z.string().regex(/^[A-Za-z0-9_-]+$/, 'Expected a slot id of letters, digits, - or _');

export const PICTURE_TYPES = ['IP', 'SFP', 'GP'] as const;
/** Individual portrait, sibling/friend picture, group picture (as the picture sets name them). */
export const pictureType = z.enum(PICTURE_TYPES);
export type PictureType = z.infer<typeof pictureType>;

export const PICTURE_EFFECTS = ['original', 'bw', 'sepia'] as const;
export const pictureEffect = z.enum(PICTURE_EFFECTS);
export type PictureEffect = z.infer<typeof pictureEffect>;

export const HORIZONTAL_ALIGNS = ['left', 'center', 'right'] as const;
export const horizontalAlign = z.enum(HORIZONTAL_ALIGNS);
export type HorizontalAlign = z.infer<typeof horizontalAlign>;

export const verticalAlign = z.enum(['top', 'middle', 'bottom']);
export type VerticalAlign = z.infer<typeof verticalAlign>;

/** The outline a slot or artwork is clipped to, within its rect. */
export const mask = z.union([
  z.enum(['rect', 'ellipse']),
  z.object({ kind: z.literal('roundRect'), radius: positiveMm }),
]);
export type Mask = z.infer<typeof mask>;

const gradientStop = z.object({ offset: z.number().min(0).max(1), color });

/** What artwork paints inside its rect. */
export const paint = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('solid'), color }),
  /** Angle in degrees, clockwise from left-to-right (0) as CSS draws `linear-gradient(90deg...)`. */
  z.object({ kind: z.literal('linearGradient'), angle: z.number().finite(), stops: z.array(gradientStop).min(2) }),
  /** From the rect's centre to its farthest corner. */
  z.object({ kind: z.literal('radialGradient'), stops: z.array(gradientStop).min(2) }),
  /**
   * A picture: `src` is a URL path (starts with '/' or a scheme) or the name of an asset the
   * host resolves (the renderer takes a resolver), so print jobs can use local files.
   */
  z.object({ kind: z.literal('image'), src: z.string().min(1), fit: z.enum(['cover', 'contain', 'fill']).default('cover') }),
]);
export type Paint = z.infer<typeof paint>;

/** Background or overlay artwork: which of the two it is follows from its place in the list. */
export const artLayer = z.object({
  kind: z.literal('art'),
  rect,
  paint,
  opacity: z.number().min(0).max(1).default(1),
  mask: mask.default('rect'),
});
export type ArtLayer = z.infer<typeof artLayer>;

/** Which pictures a slot accepts; `group` unset means group and other pictures alike. */
export const pictureRules = z.object({
  pictureTypes: z.array(pictureType).min(1),
  group: z.boolean().optional(),
});
export type PictureRules = z.infer<typeof pictureRules>;

export const imageSlot = z.object({
  kind: z.literal('image'),
  id: slotId,
  rect,
  /** Degrees clockwise about the rect's centre; any angle (a tilted polaroid, say). */
  rotation: z.number().finite().default(0),
  mask: mask.default('rect'),
  /** The customer must place a picture here before the product can be bought. */
  userSupplied: z.boolean().default(true),
  disableEdit: z.boolean().default(false),
  disableZoom: z.boolean().default(false),
  disableBackground: z.boolean().default(false),
  /** The slot is meant for a group picture: filling it also fills texts from the picture's names. */
  groupPicture: z.boolean().default(false),
  allow: pictureRules,
  /** Shown in the editor and thumbnails while the slot is empty; never printed. */
  placeholderColor: color.optional(),
});
export type ImageSlot = z.infer<typeof imageSlot>;

export const textStyle = z.object({
  family: fontFamily,
  /** Millimetres, like every other length of a template (see units.ts). */
  size: positiveMm,
  color,
  horizontalAlign: horizontalAlign.default('center'),
  verticalAlign: verticalAlign.default('middle'),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
});
export type TextStyle = z.infer<typeof textStyle>;

export const textSlot = z.object({
  kind: z.literal('text'),
  id: slotId,
  rect,
  /** May hold the placeholders {name}, {firstName} and {year} (see resolveText). */
  defaultText: localizedText,
  font: textStyle,
  maxLines: z.int().min(1),
  disableEdit: z.boolean().default(false),
});
export type TextSlot = z.infer<typeof textSlot>;

/** A run of calendar text: family, size in mm and colour. */
const calendarText = z.object({ family: fontFamily, size: positiveMm, color });

export const calendarMonthStyle = z.object({
  /** Month name and year above the grid; null draws none. */
  title: calendarText.extend({ horizontalAlign: horizontalAlign.default('center') }).nullable(),
  /** Short weekday names (locale of the instance) above the columns; null draws none. */
  weekdayHeader: calendarText.nullable(),
  days: calendarText.extend({ sundayColor: color }),
  /** ISO week numbers in a column before Monday; null draws none. */
  weekNumbers: calendarText.nullable(),
  /** Lines between the day cells; null draws none. */
  lineColor: color.nullable(),
  lineWidth: nonNegativeMm.default(0.2),
});
export type CalendarMonthStyle = z.infer<typeof calendarMonthStyle>;

/** The last month a grid may show: a two-year calendar from January. */
export const MAX_MONTH_OFFSET = 23;

export const calendarMonthLayer = z.object({
  kind: z.literal('calendarMonth'),
  id: slotId,
  rect,
  /**
   * Months after January of the instance's year: 0 is January, 11 December, 12 January of the
   * next year. A school-year calendar starting in August uses 7 to 18.
   */
  monthOffset: z.int().min(0).max(MAX_MONTH_OFFSET),
  style: calendarMonthStyle,
});
export type CalendarMonthLayer = z.infer<typeof calendarMonthLayer>;

/** One thing drawn on a part; a part draws its layers first to last. */
export const layer = z.discriminatedUnion('kind', [artLayer, imageSlot, textSlot, calendarMonthLayer]);
export type Layer = z.infer<typeof layer>;

/** Layers a customer's resources refer to by id. */
export type Slot = ImageSlot | TextSlot;
