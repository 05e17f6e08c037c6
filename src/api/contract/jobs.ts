import { z } from 'zod/mini';
import { endpoint, ok } from './endpoint';

/** A background job that failed at least once: waiting for its next attempt, or given up. */
export const troubledJob = z.object({
  id: z.string(),
  /** The job's name, e.g. 'send-mail'. */
  name: z.string(),
  /** What the job is about, for a person (a mail's recipient and subject). */
  summary: z.string(),
  state: z.enum(['retry', 'failed']),
  attempts: z.int(),
  maxAttempts: z.int(),
  lastError: z.string(),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  /** retry: when the next attempt may start. */
  nextAttemptAt: z.nullable(z.string()),
  /** failed: when it was given up. */
  failedAt: z.nullable(z.string()),
});

/** Support only: jobs that are retrying or have failed, newest first. */
export const listTroubledJobs = endpoint({
  method: 'GET',
  path: '/api/webshop/support/jobs',
  response: z.object({ jobs: z.array(troubledJob) }),
});

/** Support only: runs a retrying job now, or gives a failed one another attempt now (409 for any other job). */
export const retryJob = endpoint({
  method: 'POST',
  path: '/api/webshop/support/jobs/:name/:id/retry',
  response: ok,
});
