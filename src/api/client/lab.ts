import { call } from './call';
import { labRoutes } from './routes.gen';

/** The template lab's fixture pictures (support staff only). */
export const getLabFixtures = () => call(labRoutes.getLabFixtures);

export { labPictureUrl } from '../contract/paths';
export type { LabPicture } from '../contract/lab';
