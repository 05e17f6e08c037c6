import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthChecks } from '../../src/server/db/schema';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer({ seed: false });
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers 200 after committing a write, never from a cache', async () => {
    const before = new Date();
    const res = await server.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'writable' });
    const [row] = await server.db.select().from(healthChecks).where(eq(healthChecks.id, 1));
    expect(row.checkedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row.checkedBy).toMatch(/:\d+$/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 when the database takes no write within 5 s (PostgreSQL: the row locked by another session)', async () => {
    const other = postgres(server.config.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await other.begin(async (tx) => {
        await tx`lock table health_checks in access exclusive mode`;
        const res = await server.client().get('/healthz');
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'not writable' });
      });
    } finally {
      await other.end();
    }
    expect((await server.client().get('/healthz')).status).toBe(200);
  }, 20_000);
});
