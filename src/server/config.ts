import path from 'node:path';

/** Everything the server reads from the environment, in one place (documented in README). */
export interface Config {
  port: number;
  /** postgres://... for a PostgreSQL server, memory:// for a throwaway PGlite, else a PGlite folder. */
  databaseUrl: string;
  dataDir: string;
  mediaDir: string;
  /**
   * Where originals, uploads and site images are kept: `s3://bucket/prefix` for S3-compatible
   * object storage shared by several servers (MEDIA_URL), else the MEDIA_DIR folder.
   */
  mediaUrl: string;
  /** Cached media derivatives (thumbnails, effects); safe to delete. */
  cacheDir: string;
  outboxDir: string;
  /** The hot folder print files land in, one folder per order (PRINT_DIR). */
  printDir: string;
  /** Where print files go: PRINT_URL (s3://bucket/prefix) or the PRINT_DIR folder. */
  printUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Base URL used in e-mails (links back to the shop). */
  publicUrl: string;
  /** Set when the shop runs behind https: cookies get the Secure flag. */
  secureCookies: boolean;
  /**
   * TRUST_PROXY=1 when a load balancer sits in front: the client's address is then read from
   * X-Forwarded-For (which anyone could fake without a proxy that sets it).
   */
  trustProxy: boolean;
  /**
   * Sign-ins one address may make per 15 minutes (LOGIN_LIMIT_PER_IP); null keeps the rate
   * limits' own 30. The browser tests sign in from one address far more often than a school's
   * shared network would.
   */
  loginLimitPerIp: number | null;
  /**
   * Sign-ups, and e-mail look-ups (whether an account exists), one address may make per 10 minutes
   * (ACCOUNT_LIMIT_PER_IP, each counted on its own); null keeps the rate limits' own 30. The browser
   * tests sign up a new family for most journeys, all from 127.0.0.1.
   */
  accountLimitPerIp: number | null;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * WATCHDOG_SECONDS: the process is killed (for its supervisor to restart) when its event loop
   * has been stuck this long; null (WATCHDOG_SECONDS=0) turns the watchdog off.
   */
  watchdogMs: number | null;
  /**
   * Runs of each kind of job this process makes at once (JOB_WORKERS, default 1). 0: the web
   * server only enqueues, and `npm run worker` processes do the work.
   */
  jobWorkers: number;
  /** How often an idle worker looks for jobs (JOB_POLL_SECONDS, at least 0.5). */
  jobPollSeconds: number;
  /**
   * JOB_TIMEOUT_SECONDS replaces every job's own time limit, after which a run (or a run whose
   * worker died) is retried. Tests set a few seconds; null keeps each job's own.
   */
  jobTimeoutSeconds: number | null;
  /** Tests only (JOB_TEST_KILL_AT=`<job>:<checkpoint>`): the process kills itself there (SIGKILL). */
  jobTestKillAt: string | null;
  /**
   * ADDRESS_PROVIDER: where address suggestions come from, 'register' (the bundled postal-code
   * list, the default) or 'kartverket' (Kartverket's public address API, needs the internet;
   * falls back to the register when it cannot be reached).
   */
  addressProvider: 'register' | 'kartverket';
  /** Where the built front end is (served by the same server). */
  distDir: string;
  /** Where the shop's server render is built (`vite build --ssr`); without it every page is the client-rendered shell. */
  ssrDir: string;
  /** A page whose server render takes longer is served as the client-rendered shell. */
  pageRenderTimeoutMs: number;
  /** Tests only: the page at this path fails its server render (a screen throws). */
  pageRenderTestFailAt: string | null;
}

/** A whole number above 0 from the environment, else undefined. */
function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'var');
  const mediaDir = path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media'));
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'db'),
    dataDir,
    mediaDir,
    mediaUrl: env.MEDIA_URL || mediaDir,
    cacheDir: path.resolve(env.CACHE_DIR ?? path.join(dataDir, 'cache')),
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    printDir: path.resolve(env.PRINT_DIR ?? path.join(dataDir, 'print')),
    printUrl: env.PRINT_URL || path.resolve(env.PRINT_DIR ?? path.join(dataDir, 'print')),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Skolefoto <post@skolefoto.example.no>',
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    loginLimitPerIp: positiveInt(env.LOGIN_LIMIT_PER_IP) ?? null,
    accountLimitPerIp: positiveInt(env.ACCOUNT_LIMIT_PER_IP) ?? null,
    logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? 'info',
    watchdogMs: env.WATCHDOG_SECONDS === '0' ? null : (positiveInt(env.WATCHDOG_SECONDS) ?? 30) * 1000,
    jobWorkers: env.JOB_WORKERS === '0' ? 0 : (positiveInt(env.JOB_WORKERS) ?? 1),
    jobPollSeconds: Math.max(0.5, Number(env.JOB_POLL_SECONDS) || 1),
    jobTimeoutSeconds: positiveInt(env.JOB_TIMEOUT_SECONDS) ?? null,
    jobTestKillAt: env.JOB_TEST_KILL_AT || null,
    addressProvider: env.ADDRESS_PROVIDER === 'kartverket' ? 'kartverket' : 'register',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    ssrDir: path.resolve(env.SSR_DIR ?? 'dist-ssr'),
    pageRenderTimeoutMs: positiveInt(env.PAGE_RENDER_TIMEOUT_MS) ?? 5000,
    pageRenderTestFailAt: env.PAGE_RENDER_TEST_FAIL_AT || null,
  };
}
