import * as contract from '../contract/pictureSets';
import { call } from './call';

export const listPictureSets = () => call(contract.listPictureSets);

export const getPictureSet = (uuid: string) => call(contract.getPictureSet, { params: { uuid } });

/** Makes the subject's set (one on the account) the session's current set; answers the session. 404 for any other. */
export const setCurrentPictureSet = (subjectUuid: string) => call(contract.setCurrentPictureSet, { body: { subjectUuid } });

export type { Picture, PictureSet } from '../contract/pictureSets';
