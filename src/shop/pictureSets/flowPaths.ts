/** Where the picture set screens' steps live (spec 3 §2). */
import { accountSetPath, NEW_PICTURE_SET_PATH } from '../routes';

/**
 * The favourites and yearbook screens come in two variants: right after a code ('new', on the
 * session's current set) and from the account ('account', on the set the route names).
 */
export type FlowVariant = 'new' | 'account';

export const flowBase = (variant: FlowVariant, pictureSetUuid: string) => (variant === 'new' ? NEW_PICTURE_SET_PATH : accountSetPath(pictureSetUuid));
