import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { session } from './user';

export const pictureType = z.enum(['IP', 'SFP', 'GP']);
export type PictureType = z.infer<typeof pictureType>;

/** Long sides (px) and effects the media server makes; the only values the templates below take. */
export const pictureSizes = [320, 640, 800] as const;
export const pictureEffects = ['original', 'bw', 'sepia'] as const;

export const picture = z.object({
  uuid: z.string(),
  clientRef: z.string(),
  pictureType,
  webshopId: z.string(),
  /** Size of the original in pixels (derivatives keep its aspect ratio). */
  width: z.int(),
  height: z.int(),
  greenscreen: z.boolean(),
  groupPicture: z.boolean(),
  /**
   * Media URL template of the photo: `/media/pictures/{uuid}/{size}/{effect}.jpg`. The literal
   * placeholders {size} (320, 640 or 800: the long side) and {effect} (original, bw or sepia) are
   * left in for the client to fill. Only the set's owner may load it (401/403 otherwise).
   */
  src: z.string(),
  /**
   * Green-screen pictures only (else null): the same template ending in .png, giving the person
   * cut out on a transparent background, to place over one of the backgrounds.
   */
  foregroundSrc: z.nullable(z.string()),
  // The signed-in account's own marks on the picture.
  /** This account marked the picture as a favourite (spec 3 'Favorites'). */
  isUserFavorite: z.boolean(),
  /** Retouching chosen for the picture in this account's cart: the retouch product's sub-products. */
  userRetouchTasks: z.array(z.object({ uuid: z.string(), name: z.string() })),
  /** A paid or invoiced order of the user's bought retouching of this picture. */
  userBoughtRetouch: z.boolean(),
  // Spec 3 §4 'Picture bought status' (src/domain/digital/status.ts)
  /** Its file was bought, or the digital set covering it (paid or invoiced orders). */
  bought: z.boolean(),
  /** Not bought, and its file or the set covering it is in the cart. */
  inCart: z.boolean(),
});
export type Picture = z.infer<typeof picture>;

/** The picture chosen for one of the job's yearbook poses. */
export const yearbookPoseChoice = z.object({ pictureClientRef: z.string(), jobYearbookPoseUuid: z.string() });

export const yearbookPose = z.object({ uuid: z.string(), name: z.string(), instructions: z.string() });

export const pictureSet = z.object({
  uuid: z.string(),
  year: z.int(),
  isEditable: z.boolean(),
  subject: z.object({ uuid: z.string(), name: z.string(), group: z.boolean() }),
  /** First individual picture (else the first picture) at 320 px, for cards and headers. */
  avatar: z.nullable(z.object({ url: z.string() })),
  job: z.object({
    uuid: z.string(),
    name: z.string(),
    /** Seconds since 1970. */
    creationTime: z.int(),
    /** The photographer has put pictures of this job in the web shop (else they are on their way, an e-mail follows). */
    hasBeenInWebShop: z.boolean(),
    greenScreen: z.boolean(),
    /** Null when the job has no yearbook pose selection. Texts are in the session's language. */
    yearbookPoseSelection: z.nullable(z.object({
      poses: z.array(yearbookPose),
      expired: z.boolean(),
      /** ISO time the selection closes. */
      deadline: z.string(),
      expiryDateInfoString: z.string(),
    })),
  }),
  /** Photographer uuid. */
  photographer: z.string(),
  photographerName: z.string(),
  /** When the set was added to this account (ISO time); lists are newest first. */
  addedAt: z.string(),
  pictures: z.array(picture),
  /** Per picture type, whether the subject's digital set of that type is bought or in the cart. */
  digitalSet: z.object({
    IP: z.object({ bought: z.boolean(), inCart: z.boolean() }),
    SFP: z.object({ bought: z.boolean(), inCart: z.boolean() }),
    GP: z.object({ bought: z.boolean(), inCart: z.boolean() }),
  }),
  /** More than 6 pictures in an editable set. */
  qualifyForSelectOwnFavorites: z.boolean(),
  /** The job has yearbook poses and a selection deadline still ahead. */
  qualifyForSelectYearbookPose: z.boolean(),
  /** The yearbook pose chosen per job pose, one picture each (spec 3 §3). */
  yearbookPoses: z.array(yearbookPoseChoice),
});
export type PictureSet = z.infer<typeof pictureSet>;

/** The signed-in customer's picture sets (the simulated customer's while support simulates). */
export const listPictureSets = endpoint({
  method: 'GET',
  path: '/api/webshop/user/picture-sets',
  response: z.object({ pictureSets: z.array(pictureSet) }),
});

/** One of the customer's sets; 404 when it does not exist or is not on this account. */
export const getPictureSet = endpoint({
  method: 'GET',
  path: '/api/webshop/user/picture-sets/:uuid',
  response: z.object({ pictureSet }),
});

/**
 * Makes one of the customer's picture sets the session's current set (spec 2 §2.1 'Change
 * picture set' Ok; spec 3 switches sets with it too). The set is named by its subject (one set
 * per subject). It stays current across reloads until another is chosen or a code is entered.
 * 404, as for an unknown one, when the subject's set is not on this account; answers the
 * session as GET /api/webshop/session does.
 */
export const setCurrentPictureSet = endpoint({
  method: 'PUT',
  path: '/api/webshop/user/current-picture-set',
  body: z.object({ subjectUuid: z.uuid() }),
  response: session,
});

/** A background a green-screen foreground can be placed on; `src` takes {size} like a picture's. */
export const background = z.object({ uuid: z.string(), name: z.string(), src: z.string(), default: z.boolean() });
export type Background = z.infer<typeof background>;

/**
 * Backgrounds for one picture (spec 3 §7): all of them for a green-screen picture of the
 * customer's, none for other pictures. 401/403/404 as for the picture itself.
 */
export const getImageBackgrounds = endpoint({
  method: 'GET',
  path: '/ajax/template/get_image_backgrounds.php',
  query: z.object({ uuid: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) }),
  response: z.object({ backgrounds: z.array(background) }),
});
