/**
 * The resources the lab draws a template with: every image slot gets the allowed fixture picture
 * shaped most like it (a green-screen portrait over a background where the template supports it),
 * turned, zoomed and with the effect the options say; every text slot keeps its default text
 * unless the long-text option fills it with a text that must shrink.
 */
import { cropRectFromView } from '../../engine/layout/crop';
import { rotatedSize } from '../../engine/layout/rotation';
import {
  backgroundAllowed,
  imageSlots,
  pictureAllowed,
  textSlots,
  type ImageResource,
  type ImageSlot,
  type Language,
  type Template,
  type UserResources,
} from '../../engine/model';
import type { LabOptions } from './labOptions';

export interface LabPictureFacts {
  uuid: string;
  role: 'portrait' | 'friends' | 'group' | 'greenScreen';
  pictureType: 'IP' | 'SFP' | 'GP';
  width: number;
  height: number;
  hasForeground: boolean;
}

export interface LabFixtureSet {
  pictures: LabPictureFacts[];
  backgrounds: { uuid: string }[];
}

/** Long enough to shrink any demo text slot down to the smallest size and overflow there. */
export const LONG_TEXTS: Record<Language, string> = {
  nb: 'Tusen takk for et fantastisk skoleår med turer, leirskole, juleverksted og mange gode minner sammen med hele klassen og lærerne våre!',
  en: 'Thank you for a wonderful school year with trips, camp school, Christmas workshops and many good memories together with the whole class and our teachers!',
};

const PREFERENCE: LabPictureFacts['role'][] = ['portrait', 'friends', 'group'];

function pictureFor(slot: ImageSlot, template: Template, fixtures: LabFixtureSet): { picture: LabPictureFacts; background?: string } | undefined {
  const allows = (p: LabPictureFacts) => pictureAllowed(slot, { pictureType: p.pictureType, groupPicture: p.role === 'group' });
  const greenScreen = fixtures.pictures.find((p) => p.role === 'greenScreen' && p.hasForeground);
  const background = fixtures.backgrounds[0]?.uuid;
  if (backgroundAllowed(template, slot) && !slot.groupPicture && greenScreen && background && allows(greenScreen)) {
    return { picture: greenScreen, background };
  }
  const order = slot.groupPicture ? (['group', ...PREFERENCE] as const) : PREFERENCE;
  const candidates = order.flatMap((role) => fixtures.pictures.filter((p) => p.role === role && allows(p)));
  // The picture shaped most like the slot, so a default crop keeps heads whole; ties keep the order above.
  const mismatch = (p: LabPictureFacts) => Math.abs(Math.log(p.width / p.height / (slot.rect.width / slot.rect.height)));
  const picture = candidates.reduce<LabPictureFacts | undefined>((best, p) => (!best || mismatch(p) < mismatch(best) - 1e-9 ? p : best), undefined);
  return picture && { picture };
}

type LabPictureOptions = Pick<LabOptions, 'effect' | 'rotation' | 'zoom'>;
/** The options that change the resources (and so the drawing) of a template. */
export type LabResourceOptions = LabPictureOptions & Pick<LabOptions, 'longText' | 'lang' | 'pictures'>;

function imageResource(slot: ImageSlot, picture: LabPictureFacts, background: string | undefined, options: LabPictureOptions): ImageResource {
  const source = { width: picture.width, height: picture.height };
  const rotation = options.rotation;
  const turned = rotatedSize(source, rotation);
  const cropRect =
    options.zoom === 1
      ? null
      : cropRectFromView({ source, slot: slot.rect, rotation, zoom: options.zoom, center: { x: turned.width / 2, y: turned.height / 2 } });
  return {
    pictureUuid: picture.uuid,
    sourceWidth: picture.width,
    sourceHeight: picture.height,
    cropRect,
    rotation,
    ...(options.effect === 'template' ? {} : { overrideEffect: options.effect }),
    ...(background ? { background: { uuid: background } } : {}),
  };
}

export function labResources(
  template: Template,
  fixtures: LabFixtureSet,
  options: LabResourceOptions,
): UserResources {
  const images: UserResources['images'] = {};
  if (options.pictures) {
    for (const slot of imageSlots(template)) {
      const chosen = pictureFor(slot, template, fixtures);
      if (chosen) images[slot.id] = imageResource(slot, chosen.picture, chosen.background, options);
    }
  }
  const texts: UserResources['texts'] = {};
  if (options.longText) for (const slot of textSlots(template)) texts[slot.id] = { text: LONG_TEXTS[options.lang] };
  return { images, texts };
}
