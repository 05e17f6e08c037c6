/** Where the picture set screens live (spec 3 §2). */

export const PICTURE_SETS_PATH = '/my-account/picture-sets';
export const NEW_PICTURE_SET_PATH = '/new-picture-set';
export const ADD_PICTURE_SET_PATH = '/my-account/add-picture-set';

export const accountSetPath = (pictureSetUuid: string) => `${PICTURE_SETS_PATH}/${pictureSetUuid}`;
export const digitalPortraitsPath = (subjectUuid: string) => `/products/digital-portraits/${subjectUuid}`;

/**
 * The favourites and yearbook screens come in two variants: right after a code ('new', on the
 * session's current set) and from the account ('account', on the set the route names).
 */
export type FlowVariant = 'new' | 'account';

export const flowBase = (variant: FlowVariant, pictureSetUuid: string) => (variant === 'new' ? NEW_PICTURE_SET_PATH : accountSetPath(pictureSetUuid));
