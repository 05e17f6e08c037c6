import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * The template lab (support staff): the demo subjects' pictures it renders every template with.
 * A support user owns no picture set, so these pictures come through a support-only media path
 * of the same shape as /media/pictures (see labPictureUrl in ./paths).
 */
export const labPicture = z.object({
  uuid: z.string(),
  /** What the lab uses it for: a portrait, a sibling/friend picture, a class picture, a green-screen portrait. */
  role: z.enum(['portrait', 'friends', 'group', 'greenScreen']),
  pictureType: z.enum(['IP', 'SFP', 'GP']),
  /** The original's pixel size (crop rects are in these pixels). */
  width: z.int(),
  height: z.int(),
  /** A green-screen picture: its cut-out foreground is served as .png. */
  hasForeground: z.boolean(),
});
export type LabPicture = z.infer<typeof labPicture>;

export const getLabFixtures = endpoint({
  method: 'GET',
  path: '/api/webshop/support/template-lab/fixtures',
  response: z.object({
    /** The subject the pictures show, for {name} and {firstName}. */
    subjectName: z.string(),
    /** Empty when the demo pictures are not in this database. */
    pictures: z.array(labPicture),
    backgrounds: z.array(z.object({ uuid: z.string(), name: z.string() })),
  }),
});
