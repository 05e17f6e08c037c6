import type { z } from 'zod';
import type * as contract from '../contract/digital';
import { call } from './call';
import { digitalRoutes, pictureSetsRoutes } from './routes.gen';

export type DigitalType = 'IP' | 'SFP' | 'GP';
export type DigitalPortraits = z.infer<typeof contract.getDigitalPortraits.response>;
export type DigitalTypeOffer = contract.DigitalTypeOffer;
export type DigitalProductOffer = contract.DigitalProductOffer;

/** The customer's digital offer: products per type with prices counted from what they bought. */
export const getDigitalPortraits = () => call(digitalRoutes.getDigitalPortraits);

/** Spec 3 §7: a single file in or out of the cart; answers whether it is in now, and the cart. */
export const toggleDigitalFile = (file: string, type: DigitalType) => call(digitalRoutes.toggleDigitalFileInCart, { body: { file, type } });

/** Spec 3 §7: a subject's set of one type in or out of the cart (`pictureSet` is the subject uuid). */
export const toggleDigitalSet = (pictureSet: string, type: DigitalType) => call(digitalRoutes.toggleDigitalSetInCart, { body: { pictureSet, type } });

/** The download link of a bought file: the original, or a green-screen picture on a background uuid or 'transparent'. */
export function digitalDownloadHref(file: string, background?: string | null): string {
  const query = new URLSearchParams({ file });
  if (background) query.set('background', background);
  return `${digitalRoutes.downloadDigitalFile.path}?${query.toString()}`;
}

/** Backgrounds a green-screen picture can be downloaded on (spec 3 §7 get_image_backgrounds.php); none for other pictures. */
export const getPictureBackgrounds = (uuid: string) => call(pictureSetsRoutes.getImageBackgrounds, { query: { uuid } });

export type { Background } from '../contract/pictureSets';
