import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/http/context';
import { createShopQueue } from '../../src/server/jobs/shopQueue';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { createLogger } from '../../src/server/log';
import { createMailer } from '../../src/server/services/mail/createMailer';
import { openStorage } from '../../src/server/storage';
import { readOutbox } from './outbox';

export type { Mail } from './outbox';

/** Demo photos are generated once for the whole test run (see tests/support/globalSetup.ts). */
export const TEST_MEDIA_DIR = path.resolve('var/test-media');

/**
 * A fresh app on its own database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suites both ways).
 *
 * The job queue has no polling workers here: after each call of a client() the jobs that call
 * queued run to completion (drainJobs), so a test reads the outbox right after the call that
 * sends a mail. `drainAfterCalls: false` leaves them queued until the test drains.
 */
export async function createTestServer(options: { seed?: boolean; now?: () => Date; cacheDir?: string; drainAfterCalls?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webshop-test-'));
  const databaseUrl = await testDatabaseUrl();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, MEDIA_DIR: TEST_MEDIA_DIR, CACHE_DIR: options.cacheDir ?? path.join(TEST_MEDIA_DIR, '..', 'test-cache'), LOG_LEVEL: 'silent', ...options.env }),
    databaseUrl,
  };
  const log = createLogger('silent');
  const database: Database = await openDatabase(databaseUrl);
  const media = openStorage(config.mediaUrl, { ...process.env, ...options.env });
  if (options.seed !== false) await seedDemoData(database.db, config, media, log);
  const queue = createShopQueue(database, config, log, 0);
  // Calls that queued nothing skip the drain (most calls: it keeps the suites fast).
  let queued = false;
  const jobs: typeof queue = { ...queue, enqueue: (...args) => ((queued = true), queue.enqueue(...args)) };
  const deps: AppDeps = { db: database.db, config, log, mailer: createMailer(config, log), media, jobs, now: options.now ?? (() => new Date()) };
  await jobs.start(deps);
  const app = createApp(deps);
  const drainAfterCalls = options.drainAfterCalls ?? true;
  const request = async (input: string, init?: RequestInit) => {
    const res = await app.request(input, init);
    if (drainAfterCalls && queued) {
      queued = false;
      await jobs.drain();
    }
    return res;
  };

  return {
    app,
    deps,
    config,
    db: database.db,
    /** A browser-like client: keeps cookies between calls. */
    client: () => new TestClient(request),
    /** Runs the queued jobs that are due (with ignoreBackoff, also those waiting for a retry). */
    drainJobs: (drainOptions?: { ignoreBackoff?: boolean }) => jobs.drain(drainOptions),
    /** The e-mails written to the outbox so far, oldest first. */
    outbox: () => readOutbox(config.outboxDir),
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
}

/** memory:// without an admin URL (TEST_DATABASE_URL by default), else a new database on that PostgreSQL server. */
export async function testDatabaseUrl(admin = process.env.TEST_DATABASE_URL, prefix = 'test'): Promise<string> {
  if (!admin) return 'memory://';
  const { default: postgres } = await import('postgres');
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE ${name}`);
  await sql.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

type RequestFn = (input: string, init?: RequestInit) => Response | Promise<Response>;

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly request: RequestFn) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.request(url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  /** Signs this client in; throws when the server refuses (a test's setup must not fail quietly). */
  async login(username: string, password: string): Promise<this> {
    const res = await this.post('/api/webshop/login', { username, password });
    if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}: ${await res.text()}`);
    return this;
  }

  get = (url: string, headers?: Record<string, string>) => this.call('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.call('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.call('PUT', url, body ?? {}, headers);

  async json<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.call(method, url, body);
    return { status: res.status, body: (await res.json()) as T };
  }
}
