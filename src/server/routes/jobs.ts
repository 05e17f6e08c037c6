import type { Hono } from 'hono';
import { listTroubledJobs, retryJob } from '../../api/contract';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireSupport } from '../http/session';
import { defineMessages } from '../messages';
import { isUuid } from '../../domain/validation';

const t = defineMessages({
  notFailed: {
    nb: 'Jobben har ikke feilet (lenger): den er fullført, kjører nå eller finnes ikke.',
    en: 'The job has not failed (any more): it is done, running now, or does not exist.',
  },
});

/** Background jobs that keep failing, for support staff to see and retry. */
export function registerJobRoutes(app: Hono<AppEnv>): void {
  mount(app, listTroubledJobs, async (c) => {
    requireSupport(c);
    const jobs = await c.get('deps').jobs.troubled();
    return {
      jobs: jobs.map((job) => ({
        ...job,
        createdAt: job.createdAt.toISOString(),
        lastAttemptAt: job.lastAttemptAt?.toISOString() ?? null,
        nextAttemptAt: job.nextAttemptAt?.toISOString() ?? null,
        failedAt: job.failedAt?.toISOString() ?? null,
      })),
    };
  });

  mount(app, retryJob, async (c, { params }) => {
    const actor = requireSupport(c);
    const { jobs, log } = c.get('deps');
    if (!isUuid(params.id) || !(await jobs.retry(params.name, params.id))) throw new HttpError(409, t(c.get('lang'), 'notFailed'), { code: 'not_failed' });
    log.info('support retries job', { requestId: c.get('requestId'), support: actor.uuid, job: params.name, id: params.id });
    return { success: true as const };
  });
}
