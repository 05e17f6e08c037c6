import type { Hono } from 'hono';
import { addPictureSetByCode, verifySubjectCode } from '../../api/contract';
import type { AppEnv } from '../http/context';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { updateSession } from '../services/auth/sessions';
import { codeMessage } from '../services/codes/codeMessages';
import { grantPictureSet } from '../services/codes/pictureSetAccess';
import { lookUpSubjectCode } from '../services/codes/subjectCodes';
import { countCodeAttempt } from '../services/codes/codeAttempts';

/** Subject codes on the front page (spec 1 §2 "Subject-code flow", §7). */
export function registerCodeRoutes(app: Hono<AppEnv>): void {
  mount(app, verifySubjectCode, async (c, { query }) => {
    await countCodeAttempt(c);
    const found = await lookUpSubjectCode(c.get('deps').db, query.code);
    switch (found.kind) {
      case 'unknown':
        return { valid: false, errorMessage: codeMessage(c.get('lang'), 'codeNotValid') };
      case 'redirect':
        return { valid: true, data: { redirect: found.url } };
      case 'found':
        return { valid: true, data: { code: found.code, subject: found.subject, job: found.job } };
    }
  });

  mount(app, addPictureSetByCode, async (c, { query }) => {
    const user = requireUser(c);
    await countCodeAttempt(c);
    const { db } = c.get('deps');
    const found = await lookUpSubjectCode(db, query.code);
    if (found.kind === 'unknown') return { valid: false, error: codeMessage(c.get('lang'), 'codeNotValid') };
    if (found.kind === 'redirect') return { valid: true, redirect: found.url };

    const added = await grantPictureSet(db, user.uuid, found.pictureSetUuid);
    // requireUser passed, so the browser has a session.
    await updateSession(db, c.get('session')!.id, { currentPictureSetUuid: found.pictureSetUuid });
    if (added) return { valid: true, pictureSetUuid: found.pictureSetUuid };
    return {
      valid: true,
      pictureSetUuid: found.pictureSetUuid,
      warning: { message: codeMessage(c.get('lang'), 'alreadyOwned', { name: found.subject.name }), payload: { subject: found.subject } },
    };
  });
}
