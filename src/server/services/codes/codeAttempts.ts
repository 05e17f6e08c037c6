import type { AppContext } from '../../http/context';
import { clientIp } from '../ratelimit/clientIp';
import { hit, LIMITS } from '../ratelimit/rateLimit';

/**
 * Counts one subject code tried from the request's address (spec 1 §7). The calls that try a code
 * (its check, adding a picture set, a sign-in with a code) count on this one counter, so guessing
 * through any of them is limited alike; answers 429 past the limit.
 */
export const countCodeAttempt = (c: AppContext): Promise<void> =>
  hit(c, `subject-code:ip:${clientIp(c)}`, LIMITS.subjectCodePerIp.limit, LIMITS.subjectCodePerIp.windowMs);
