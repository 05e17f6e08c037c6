/**
 * Answers made for one signed-in customer (the cart, the picture sets), kept in the read cache
 * under `user:<uuid>:`. Ten queries per call were most of those calls' time in a load profile.
 *
 * - Triggers on every table these answers read (migration 0013) send the prefix to drop on the
 *   read cache's NOTIFY channel when a change commits: `user:<uuid>:` for one customer's rows,
 *   `user:` for rows many customers see (pictures, jobs, catalogues). That catches every writer:
 *   the app, the job queue, another server, SQL by hand. PGlite delivers its own notices before
 *   the changing query returns, so there the drop is at once.
 * - PostgreSQL delivers them on the listening connection a moment after the commit, so a
 *   customer's own change request also drops their answers on this server before it answers
 *   (forgetOwnAnswersAfterChanges): the page that reads the cart next sees the change.
 * - What the answers take from other caches (products, settings) is at most their TTL old.
 */
import type { Db } from '../db/client';
import { deepFreeze, readCache } from './readCache';

const PREFIX = 'user:';

/** The prefix of one customer's answers (the triggers' payload for their rows). */
export const userAnswersPrefix = (userUuid: string): string => `${PREFIX}${userUuid}:`;

/** The customer's cached answer `name`, made with `load` when missing; frozen, as it is shared. */
export function userAnswer<T>(db: Db, userUuid: string, name: string, load: () => Promise<T>): Promise<T> {
  return readCache(db).get(`${userAnswersPrefix(userUuid)}${name}`, async () => deepFreeze(await load()));
}

/** Drops the customer's answers (those whose name starts with `name`) on this server; other servers hear changes from the triggers. */
export function forgetUserAnswersHere(db: Db, userUuid: string, name = ''): void {
  readCache(db).forgetHere(`${userAnswersPrefix(userUuid)}${name}`);
}
