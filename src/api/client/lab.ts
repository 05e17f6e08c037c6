import * as contract from '../contract/lab';
import { call } from './call';

/** The template lab's fixture pictures (support staff only). */
export const getLabFixtures = () => call(contract.getLabFixtures);

export { labPictureUrl } from '../contract/lab';
export type { LabPicture } from '../contract/lab';
