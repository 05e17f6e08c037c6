/**
 * How the server fills a template for a subject (spec 2 §7 fill-template): each image slot gets
 * the subject's best picture its rules allow, with the engine's default cover crop, and texts with
 * placeholders get the subject's name and the year. Pure: the route loads the rows.
 */
import { defaultYear as productYear } from '../../../domain/year';
import { defaultCropRect } from '../../../engine/layout/crop';
import type { Size } from '../../../engine/layout/geometry';
import {
  backgroundAllowed,
  imageSlotsOf,
  pictureAllowed,
  PLACEHOLDERS,
  resolveText,
  textIn,
  textSlots,
  type ImageResource,
  type ImageSlot,
  type Language,
  type LocalizedText,
  type PictureType,
  type Template,
  type TextResource,
  type TextSlot,
  type UserResources,
} from '../../../engine/model';

/** A picture of the subject's set, as the rules and the crop need it. */
export interface SubjectPicture {
  uuid: string;
  pictureType: PictureType;
  webshopId: string;
  width: number;
  height: number;
  /** Taken against a green screen: the original shows the screen until a background is chosen. */
  greenscreen: boolean;
}

/** Group pictures are the GP ones, as the picture set API says. */
const factsOf = (picture: Pick<SubjectPicture, 'pictureType'>) => ({ pictureType: picture.pictureType, groupPicture: picture.pictureType === 'GP' });

export const allowedPictures = <P extends SubjectPicture>(slot: Pick<ImageSlot, 'allow'>, pictures: readonly P[]): P[] =>
  pictures.filter((p) => pictureAllowed(slot, factsOf(p)));

/** Every image slot the customer must fill can take at least one of the pictures. */
export function picturesFillTemplate(template: Template, pictures: readonly SubjectPicture[]): boolean {
  return template.parts.every((part) => imageSlotsOf(part).every((slot) => !slot.userSupplied || allowedPictures(slot, pictures).length > 0));
}

const isPortraitShape = (size: Size) => size.height > size.width;
const isLandscapeShape = (size: Size) => size.width > size.height;

/**
 * The best picture for a slot, or undefined when it allows none. In order: a green-screen
 * picture only where it can get a background (elsewhere its screen would show), a picture not
 * used yet (so a collage shows several), the slot's own order of picture types (IP before SFP
 * when it lists them so), a picture of the slot's orientation, the set's order.
 */
export function choosePicture(
  slot: Pick<ImageSlot, 'allow' | 'rect'>,
  pictures: readonly SubjectPicture[],
  uses: ReadonlyMap<string, number>,
  canUseBackground: boolean,
): SubjectPicture | undefined {
  const rank = (p: SubjectPicture, index: number) => [
    p.greenscreen && !canUseBackground ? 1 : 0,
    uses.get(p.uuid) ?? 0,
    slot.allow.pictureTypes.indexOf(p.pictureType),
    (isPortraitShape(slot.rect) && isLandscapeShape(p)) || (isLandscapeShape(slot.rect) && isPortraitShape(p)) ? 1 : 0,
    index,
  ];
  const ranked = allowedPictures(slot, pictures)
    .map((picture) => ({ picture, key: rank(picture, pictures.indexOf(picture)) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
      return 0;
    });
  return ranked[0]?.picture;
}

const PLACEHOLDER = new RegExp(`\\{(${PLACEHOLDERS.join('|')})\\}`);

/** The slot's default text uses {name}, {firstName} or {year} in this language. */
export const hasPlaceholders = (slot: Pick<TextSlot, 'defaultText'>, lang: Language): boolean => PLACEHOLDER.test(textIn(slot.defaultText, lang));

/** Who a text names: a person, or a group (a class, a kindergarten unit) whose name has no first name. */
export interface NameForTexts {
  name: string;
  isGroup: boolean;
}

/** A default text with the name and year put in; a group's whole name stands in for {firstName}. */
export function fillText(defaultText: LocalizedText, who: NameForTexts, year: number, lang: Language): string {
  const text = who.isGroup ? mapLocalized(defaultText, (t) => t.replaceAll('{firstName}', '{name}')) : defaultText;
  return resolveText(text, { name: who.name, year, lang });
}

function mapLocalized(text: LocalizedText, map: (value: string) => string): LocalizedText {
  return { nb: map(text.nb), ...(text.en !== undefined ? { en: map(text.en) } : {}) };
}

/** Text resources for the slots whose default text holds a placeholder. */
export function fillTexts(slots: readonly TextSlot[], who: NameForTexts, year: number, lang: Language): Record<string, TextResource> {
  return Object.fromEntries(slots.filter((s) => hasPlaceholders(s, lang)).map((s) => [s.id, { text: fillText(s.defaultText, who, year, lang) }]));
}

export interface FillContext {
  who: NameForTexts;
  year: number;
  lang: Language;
  /** The background a green-screen picture is placed on; null when the shop has none. */
  defaultBackgroundUuid: string | null;
}

/** The subject's pictures and texts in every slot that can take them. */
export function fillTemplateResources(template: Template, pictures: readonly SubjectPicture[], context: FillContext): UserResources {
  const images: Record<string, ImageResource> = {};
  const uses = new Map<string, number>();
  for (const part of template.parts) {
    for (const slot of imageSlotsOf(part)) {
      const canUseBackground = backgroundAllowed(template, slot) && context.defaultBackgroundUuid !== null;
      const picture = choosePicture(slot, pictures, uses, canUseBackground);
      if (!picture) continue;
      uses.set(picture.uuid, (uses.get(picture.uuid) ?? 0) + 1);
      images[slot.id] = {
        pictureUuid: picture.uuid,
        sourceWidth: picture.width,
        sourceHeight: picture.height,
        webshopId: picture.webshopId,
        // The engine's default framing, stored so the line draws the same if that rule changes;
        // a 'contain' part shows the whole photo until the customer crops (the model's null crop).
        cropRect: part.imageAdaption === 'cover' ? defaultCropRect({ width: picture.width, height: picture.height }, slot.rect, 0) : null,
        rotation: 0,
        ...(picture.greenscreen && canUseBackground ? { background: { uuid: context.defaultBackgroundUuid! } } : {}),
      };
    }
  }
  return { images, texts: fillTexts(textSlots(template), context.who, context.year, context.lang) };
}

// Made once: building a formatter costs more than the rest of a cached preview request.
const osloYearFormat = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Oslo', year: 'numeric' });

/** The calendar year in Norway at `now`. */
export function osloYear(now: Date): number {
  return Number(osloYearFormat.format(now));
}

/** The year a new product of this template is made for (supported years only bind calendars). */
export function defaultYear(template: Pick<Template, 'type' | 'supportedYears'>, now: Date): number {
  return productYear({ currentYear: osloYear(now), supportedYears: template.type === 'CALENDAR' ? template.supportedYears : [] });
}

/** A template as a list shows it to a subject's customer: filled with the subject's set and name, for the product's year. */
export function subjectFill(
  template: Template,
  subject: { name: string; isGroup: boolean; pictures: readonly SubjectPicture[] },
  context: { now: Date; lang: Language; defaultBackgroundUuid: string | null },
): UserResources {
  return fillTemplateResources(template, subject.pictures, {
    who: { name: subject.name, isGroup: subject.isGroup },
    year: defaultYear(template, context.now),
    lang: context.lang,
    defaultBackgroundUuid: context.defaultBackgroundUuid,
  });
}
