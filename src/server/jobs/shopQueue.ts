import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AppDeps } from '../http/context';
import type { Logger } from '../log';
import { createJobQueue, type JobQueue } from './jobQueue';
import { SHOP_JOBS } from './registry';

/** The shop's queue with every registered job, set up from the configuration. */
export function createShopQueue(database: Database, config: Config, log: Logger, workers = config.jobWorkers): JobQueue<AppDeps> {
  return createJobQueue<AppDeps>(database, {
    jobs: SHOP_JOBS,
    log,
    workers,
    pollSeconds: config.jobPollSeconds,
    timeoutSeconds: config.jobTimeoutSeconds,
    killAt: config.jobTestKillAt,
  });
}
