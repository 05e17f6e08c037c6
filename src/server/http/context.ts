import type { Context } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/jobQueue';
import type { Logger } from '../log';
import type { Lang } from '../messages';
import type { Mailer } from '../services/mail/mailer';
import type { SessionState } from '../services/auth/sessions';
import type { ObjectStorage } from '../storage';

/** What the app is built from; tests pass their own (in-memory database, outbox folder, clock). */
export interface AppDeps {
  db: Db;
  config: Config;
  log: Logger;
  /** Sends e-mail; only the mail job calls it (everything else enqueues that job). */
  mailer: Mailer;
  /** Originals, uploads and site images (config.mediaUrl). */
  media: ObjectStorage;
  jobs: JobQueue<AppDeps>;
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: SessionState | null;
    lang: Lang;
    requestId: string;
    /** Set for a GET the contract marks as changing state (code entry): it counts as a change request. */
    changesState?: boolean;
    /** Set for a POST the contract marks as changing nothing: it is no change request. */
    readsOnly?: boolean;
  };
}

export type AppContext = Context<AppEnv>;
