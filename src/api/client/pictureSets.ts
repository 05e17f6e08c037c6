import { call } from './call';
import { pictureSetsRoutes } from './routes.gen';

export const listPictureSets = () => call(pictureSetsRoutes.listPictureSets);

export const getPictureSet = (uuid: string) => call(pictureSetsRoutes.getPictureSet, { params: { uuid } });

/** Makes the subject's set (one on the account) the session's current set; answers the session. 404 for any other. */
export const setCurrentPictureSet = (subjectUuid: string) => call(pictureSetsRoutes.setCurrentPictureSet, { body: { subjectUuid } });

export type { Picture, PictureSet } from '../contract/pictureSets';
