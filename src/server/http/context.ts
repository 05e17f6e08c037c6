import type { Context } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/jobQueue';
import type { Logger } from '../log';
import type { Lang } from '../messages';
import type { Mailer } from '../services/mail/mailer';
import type { SessionState } from '../services/auth/sessions';

/** What the app is built from; tests pass their own (in-memory database, outbox folder, clock). */
export interface AppDeps {
  db: Db;
  config: Config;
  log: Logger;
  /** Sends e-mail; only the mail job calls it (everything else enqueues that job). */
  mailer: Mailer;
  jobs: JobQueue<AppDeps>;
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: SessionState | null;
    lang: Lang;
    requestId: string;
  };
}

export type AppContext = Context<AppEnv>;
