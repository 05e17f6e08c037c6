import { call } from './call';
import { labRoutes } from './routes.gen';

/** The template lab's pictures from the chosen picture sets, or the first that can serve (support staff only). */
export const getLabFixtures = (sets: { set?: string; greenScreenSet?: string } = {}) => call(labRoutes.getLabFixtures, { query: sets });

export { labPictureUrl } from '../contract/paths';
export type { LabPicture, LabPictureSet } from '../contract/lab';
