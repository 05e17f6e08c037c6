import type { MiddlewareHandler } from 'hono';
import { forgetUserAnswersHere } from '../cache/userAnswers';
import type { AppEnv } from './context';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a signed-in customer's request that may change something, this server drops their
 * cached answers before the answer goes out, so the next read shows the change here at once
 * whatever the database (on PostgreSQL the triggers' notice arrives a moment after the commit).
 */
export const forgetOwnAnswersAfterChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    await next();
  } finally {
    const user = c.get('session')?.user;
    const changes = c.get('changesState') || (!READS.has(c.req.method) && !c.get('readsOnly'));
    if (user && changes) forgetUserAnswersHere(c.get('deps').db, user.uuid);
  }
};
