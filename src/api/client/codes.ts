import { call } from './call';
import { codesRoutes } from './routes.gen';

/** Subject codes: checked anonymously on the front page, or added straight to a signed-in account. */
export const verifySubjectCode = (code: string) => call(codesRoutes.verifySubjectCode, { query: { code } });

export const addPictureSetByCode = (code: string) => call(codesRoutes.addPictureSetByCode, { query: { code } });
