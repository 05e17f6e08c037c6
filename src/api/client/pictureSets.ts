import * as contract from '../contract/pictureSets';
import { call } from './call';

export const listPictureSets = () => call(contract.listPictureSets);

export const getPictureSet = (uuid: string) => call(contract.getPictureSet, { params: { uuid } });

export type { Picture, PictureSet } from '../contract/pictureSets';
