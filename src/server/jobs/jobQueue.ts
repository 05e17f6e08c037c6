/**
 * The durable job queue: pg-boss 10 on the shop's own database (PGlite or PostgreSQL). Jobs are
 * enqueued inside the caller's Drizzle transaction, so a job exists exactly when the state change
 * that caused it was committed. Workers poll; a job is taken by one worker only (pg-boss fetches
 * with FOR UPDATE SKIP LOCKED). See docs in README "Jobs".
 */
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { Logger } from '../log';
import type { JobDefinition, JobRun } from './defineJob';
import { resumeActive, retryNow } from './jobTable';
import { pgliteExecutor, transactionExecutor, type SqlExecutor } from './sqlExecutor';
import { troubledJobs, type TroubledJob } from './troubledJobs';

export interface JobQueueOptions<D> {
  jobs: readonly JobDefinition<never, D>[];
  log: Logger;
  /** Runs of each job this process makes at once; 0: it only enqueues (another process works). */
  workers: number;
  /** How often an idle worker looks for new jobs. */
  pollSeconds: number;
  /** Replaces every job's own timeout (tests, so a killed worker's job comes back in seconds). */
  timeoutSeconds?: number | null;
  /** `<job name>:<checkpoint>` where a test wants this process killed (see JobRun.checkpoint). */
  killAt?: string | null;
  /** How often schedules are looked at (pg-boss: 1 to 45 s). */
  scheduleCheckSeconds?: number;
}

export interface EnqueueOptions {
  /** At most one job with this key waits or runs at a time (a second enqueue is dropped). */
  singletonKey?: string;
}

export interface JobQueue<D = unknown> {
  /** Adds a job in `tx` (a transaction, or the database itself): it commits or rolls back with it. */
  enqueue<T extends object>(tx: Db, job: JobDefinition<T, never>, data: T, options?: EnqueueOptions): Promise<string>;
  /** Installs or migrates pg-boss's tables, creates the queues, and starts workers and schedules. */
  start(deps: D): Promise<void>;
  /** Stops taking jobs and waits (up to 10 s) for running ones. */
  stop(): Promise<void>;
  /**
   * Runs every job that is due, in this process, until none is left (jobs a run enqueues
   * included); answers how many runs were made. With ignoreBackoff, jobs waiting for a retry
   * run now too. For tests and scripts; servers use workers.
   */
  drain(options?: { ignoreBackoff?: boolean }): Promise<number>;
  /** Jobs that are waiting for a retry or have failed for good, newest first. */
  troubled(limit?: number): Promise<TroubledJob[]>;
  /** Runs a job waiting for a retry now, or gives a failed one another attempt now; false for any other job. */
  retry(name: string, id: string): Promise<boolean>;
}

/** Failed jobs stay in the job table (listed and retryable) this long; pg-boss's default is 7 days. */
const KEEP_FAILED_SECONDS = 30 * 24 * 3600;

interface FetchedJob {
  id: string;
  name: string;
  data: object;
  retryCount: number;
  createdOn: Date;
}

export function createJobQueue<D>(database: Database, options: JobQueueOptions<D>): JobQueue<D> {
  const { log } = options;
  const working = options.workers > 0;
  const definitions = new Map(options.jobs.map((job) => [job.name, job]));
  const boss = new PgBoss({
    ...(database.kind === 'pglite' ? { db: pgliteExecutor(database.client) } : { connectionString: database.url, max: 4 }),
    migrate: true,
    // Expiring and archiving jobs, and firing schedules, belong to processes that work; pg-boss
    // takes a lock so one process does each per interval across the installation.
    supervise: working,
    schedule: working,
    maintenanceIntervalSeconds: Math.min(60, options.timeoutSeconds ?? 60),
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    cronMonitorIntervalSeconds: options.scheduleCheckSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(5, options.scheduleCheckSeconds ?? 5),
  });
  boss.on('error', (err) => log.error('job queue error', { error: String(err) }));
  let deps: D | null = null;

  const definitionOf = (name: string) => {
    const job = definitions.get(name);
    if (!job) throw new Error(`no job is registered as '${name}'`);
    return job;
  };

  /** Runs a fetched job's handler; throws what the handler threw (pg-boss records it and retries). */
  async function run(job: FetchedJob): Promise<void> {
    const definition = definitionOf(job.name);
    const jobRun: JobRun = {
      id: job.id,
      createdOn: job.createdOn,
      retryCount: job.retryCount,
      checkpoint(label) {
        if (options.killAt === `${job.name}:${label}`) process.kill(process.pid, 'SIGKILL');
      },
    };
    jobRun.checkpoint('start');
    try {
      await definition.handler(job.data as never, deps!, jobRun);
    } catch (err) {
      log.warn('job failed', { job: job.name, id: job.id, attempt: job.retryCount + 1, error: String(err) });
      throw err;
    }
  }

  return {
    async enqueue(tx, job, data, enqueueOptions = {}) {
      definitionOf(job.name);
      const id = await boss.send(job.name, data, { db: transactionExecutor(tx), singletonKey: enqueueOptions.singletonKey });
      // A singleton that already waits answers null; anything else means the queue is missing.
      if (id === null && !enqueueOptions.singletonKey) throw new Error(`the '${job.name}' queue does not exist: start the job queue first`);
      return id ?? '';
    },

    async start(appDeps) {
      deps = appDeps;
      await boss.start();
      for (const job of definitions.values()) {
        const queue = {
          name: job.name,
          retryLimit: job.retry.limit,
          retryDelay: job.retry.delaySeconds,
          retryBackoff: true,
          expireInSeconds: options.timeoutSeconds ?? job.timeoutSeconds,
        };
        // Servers starting together on one PostgreSQL create the same queues at once: pg-boss's
        // creation can then deadlock or collide, and the loser simply tries again.
        await retryWhenRacing(() => boss.createQueue(job.name, queue));
        // An existing queue takes the definition's current retry and timeout.
        await retryWhenRacing(() => boss.updateQueue(job.name, queue));
      }
      // The embedded database has one process: a job still marked active was cut off by a crash.
      if (database.kind === 'pglite') {
        const resumed = await resumeActive(boss.getDb(), [...definitions.keys()], 'interrupted: the server stopped while the job ran');
        if (resumed.length > 0) log.warn('jobs interrupted by a restart run again', { jobs: resumed });
      }
      if (!working) return;
      for (const job of definitions.values()) {
        if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
        for (let i = 0; i < options.workers; i++) {
          await boss.work<object>(job.name, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1, includeMetadata: true }, async ([fetched]) => {
            await run(fetched);
          });
        }
      }
      const scheduled = new Set([...definitions.values()].filter((j) => j.schedule).map((j) => j.name));
      for (const { name } of await boss.getSchedules()) if (!scheduled.has(name)) await boss.unschedule(name);
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },

    async drain({ ignoreBackoff = false } = {}) {
      let runs = 0;
      for (let found = true; found; ) {
        found = false;
        for (const name of definitions.keys()) {
          const jobs = await boss.fetch<object>(name, { batchSize: 20, includeMetadata: true, ignoreStartAfter: ignoreBackoff });
          for (const job of jobs) {
            found = true;
            runs++;
            try {
              await run(job);
              await boss.complete(name, job.id);
            } catch (err) {
              await boss.fail(name, job.id, err as object);
            }
          }
        }
      }
      return runs;
    },

    troubled(limit = 200) {
      const describe = (name: string, data: unknown) => definitionOf(name).describe?.(data as never) ?? '';
      return troubledJobs(boss.getDb() as SqlExecutor, [...definitions.keys()], describe, limit);
    },

    async retry(name, id) {
      return definitions.has(name) && retryNow(boss.getDb(), name, id);
    },
  };
}

/** PostgreSQL's deadlock, serialization and unique-violation codes: another process did the same thing at the same moment. */
const RACE_CODES = new Set(['40P01', '40001', '23505']);

async function retryWhenRacing<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (attempt >= attempts || !RACE_CODES.has((err as { code?: string }).code ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
