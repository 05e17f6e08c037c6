import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * The template lab (support staff): the pictures it renders every template with, from any
 * customer's picture set staff choose (a pupil's set, and a set with a green-screen portrait).
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

/** A picture set staff can draw with. */
export const labPictureSet = z.object({
  uuid: z.string(),
  subjectName: z.string(),
  /** A person's set with a portrait (not green-screen): it can be the pupil's set. */
  hasPortrait: z.boolean(),
  /** It holds a green-screen portrait with its cut-out. */
  hasGreenScreen: z.boolean(),
});
export type LabPictureSet = z.infer<typeof labPictureSet>;

export const getLabFixtures = endpoint({
  method: 'GET',
  path: '/api/webshop/support/template-lab/fixtures',
  /** The sets to draw with; left out, the first set by name that can serve. */
  query: z.object({ set: z.optional(z.uuid()), greenScreenSet: z.optional(z.uuid()) }),
  response: z.object({
    /** Every set staff can choose, by the subject's name (at most LAB_PICTURE_SET_LIMIT). */
    pictureSets: z.array(labPictureSet),
    /** The sets drawn with; null when the database has none that can serve. */
    set: z.nullable(z.string()),
    greenScreenSet: z.nullable(z.string()),
    /** The subject the pictures show, for {name} and {firstName}. */
    subjectName: z.string(),
    /** Empty when the database has no picture set. */
    pictures: z.array(labPicture),
    backgrounds: z.array(z.object({ uuid: z.string(), name: z.string() })),
  }),
});

/** The most picture sets the lab offers to choose from. */
export const LAB_PICTURE_SET_LIMIT = 500;
