import { z } from 'zod';
import { endpoint } from './endpoint';

export const pictureType = z.enum(['IP', 'SFP', 'GP']);
export type PictureType = z.infer<typeof pictureType>;

export const picture = z.object({
  uuid: z.string(),
  clientRef: z.string(),
  pictureType,
  webshopId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  greenscreen: z.boolean(),
  groupPicture: z.boolean(),
  /** Media URL templates: replace {size} with 320/640/800 and {effect} with original/bw/sepia. */
  src: z.string(),
});
export type Picture = z.infer<typeof picture>;

export const pictureSet = z.object({
  uuid: z.string(),
  year: z.number().int(),
  isEditable: z.boolean(),
  subject: z.object({ uuid: z.string(), name: z.string(), group: z.boolean() }),
  job: z.object({ uuid: z.string(), name: z.string(), creationTime: z.number().int() }),
  photographer: z.string(),
  pictures: z.array(picture),
  qualifyForSelectOwnFavorites: z.boolean(),
  qualifyForSelectYearbookPose: z.boolean(),
});
export type PictureSet = z.infer<typeof pictureSet>;

export const listPictureSets = endpoint({
  method: 'GET',
  path: '/api/webshop/user/picture-sets',
  response: z.object({ pictureSets: z.array(pictureSet) }),
});

export const getPictureSet = endpoint({
  method: 'GET',
  path: '/api/webshop/user/picture-sets/:uuid',
  response: z.object({ pictureSet }),
});
