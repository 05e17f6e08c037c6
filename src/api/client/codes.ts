import * as contract from '../contract/codes';
import { call } from './call';

/** Subject codes: checked anonymously on the front page, or added straight to a signed-in account. */
export const verifySubjectCode = (code: string) => call(contract.verifySubjectCode, { query: { code } });

export const addPictureSetByCode = (code: string) => call(contract.addPictureSetByCode, { query: { code } });
