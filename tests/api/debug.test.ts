import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debugRecordings, rateLimits } from '../../src/server/db/schema';
import { MAX_EVENTS_PER_RECORDING } from '../../src/server/services/debug/recordings';
import { LIMITS } from '../../src/server/services/ratelimit/rateLimit';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let support: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  support = await server.client().login('support@example.no', 'support1234');
});
afterAll(async () => {
  await server.close();
});

const start = (client: TestClient, url = 'http://localhost/debug') =>
  client.json<{ uuid: string }>('POST', '/api/webshop/debug/recordings', { userAgent: 'Testleser/1.0', url });
const append = (client: TestClient, uuid: string, events: Record<string, unknown>[]) =>
  client.json('POST', `/api/webshop/debug/recordings/${uuid}/events`, { events });
const stop = (client: TestClient, uuid: string) => client.json('POST', `/api/webshop/debug/recordings/${uuid}/stop`);
const events = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ type: 3, timestamp: from + i }));

describe('recording in the browser', () => {
  it('lets a visitor without a session record: the recording gets its own browser session', async () => {
    const visitor = server.client();
    const started = await start(visitor);
    expect(started.status).toBe(200);
    expect(started.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitor.cookie('sid')).toBeTruthy();
    expect((await visitor.json('GET', '/api/webshop/session')).body.user).toBeNull();

    expect(await append(visitor, started.body.uuid, events(0, 3))).toEqual({ status: 200, body: { success: true } });
    expect(await append(visitor, started.body.uuid, events(3, 2))).toEqual({ status: 200, body: { success: true } });
    expect(await stop(visitor, started.body.uuid)).toEqual({ status: 200, body: { success: true } });

    const replay = await support.json<{ recording: Record<string, unknown>; events: unknown[] }>(
      'GET',
      `/api/webshop/support/recordings/${started.body.uuid}`,
    );
    expect(replay.status).toBe(200);
    expect(replay.body.events).toEqual(events(0, 5));
    expect(replay.body.recording).toMatchObject({ uuid: started.body.uuid, userEmail: null, url: 'http://localhost/debug', eventCount: 5 });
    expect(replay.body.recording.stoppedAt).toEqual(expect.any(String));
  });

  it('accepts events only from the browser session that started it', async () => {
    const owner = server.client();
    const { body } = await start(owner);
    const stranger = server.client();
    await stranger.post('/api/webshop/session/referrer', { referrer: '/' });
    const notFound = { status: 404, body: { error: 'Fant ikke opptaket.', code: 'not_found' } };
    expect(await append(stranger, body.uuid, events(0, 1))).toEqual(notFound);
    expect(await append(server.client(), body.uuid, events(0, 1))).toEqual(notFound);
    expect(await stop(stranger, body.uuid)).toEqual(notFound);
    expect(await append(owner, 'ikke-en-uuid', events(0, 1))).toEqual(notFound);
    expect(await append(owner, '00000000-0000-4000-8000-000000000000', events(0, 1))).toEqual(notFound);
  });

  it('refuses events after the stop; stopping again is fine', async () => {
    const client = server.client();
    const { body } = await start(client);
    await stop(client, body.uuid);
    expect(await append(client, body.uuid, events(0, 1))).toEqual({
      status: 409,
      body: { error: 'Opptaket er stoppet.', code: 'recording_stopped' },
    });
    expect((await stop(client, body.uuid)).status).toBe(200);
  });

  it(`stores at most ${MAX_EVENTS_PER_RECORDING} events per recording`, async () => {
    const client = server.client();
    const { body } = await start(client);
    // Filling it for real would take minutes: start just below the cap.
    await server.db.update(debugRecordings).set({ eventCount: MAX_EVENTS_PER_RECORDING - 1 }).where(eq(debugRecordings.uuid, body.uuid));
    expect(await append(client, body.uuid, events(0, 2))).toEqual({
      status: 413,
      body: { error: `Opptaket er fullt (${MAX_EVENTS_PER_RECORDING} hendelser). Stopp det og start et nytt.`, code: 'recording_full' },
    });
    expect((await append(client, body.uuid, events(0, 1))).status).toBe(200);
    expect((await append(client, body.uuid, events(1, 1))).status).toBe(413);
  });

  it('keeps recording through a login, and then names the customer', async () => {
    const client = server.client();
    const { body } = await start(client, 'http://localhost/#login');
    await append(client, body.uuid, events(0, 1));
    expect((await client.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' })).status).toBe(200);
    expect(await append(client, body.uuid, events(1, 1))).toEqual({ status: 200, body: { success: true } });
    const list = await support.json<{ recordings: { uuid: string; userEmail: string | null; eventCount: number }[] }>(
      'GET',
      '/api/webshop/support/recordings',
    );
    expect(list.body.recordings.find((r) => r.uuid === body.uuid)).toMatchObject({ userEmail: 'kunde@example.no', eventCount: 2 });
  });

  it('answers 400 naming the field for an empty batch or a missing url', async () => {
    const client = server.client();
    const { body } = await start(client);
    const empty = await append(client, body.uuid, []);
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual(['events']);
    const noUrl = await client.json('POST', '/api/webshop/debug/recordings', { userAgent: 'x' });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.data).toEqual(['url']);
  });
});

describe('recordings for support', () => {
  it('lists them newest first', async () => {
    const client = server.client();
    const older = (await start(client, 'http://localhost/eldre')).body.uuid;
    const newer = (await start(client, 'http://localhost/nyere')).body.uuid;
    await server.db.update(debugRecordings).set({ startedAt: new Date('2020-01-01T00:00:00Z') }).where(eq(debugRecordings.uuid, older));
    const list = await support.json<{ recordings: { uuid: string; url: string }[] }>('GET', '/api/webshop/support/recordings');
    expect(list.status).toBe(200);
    const uuids = list.body.recordings.map((r) => r.uuid);
    expect(uuids.indexOf(newer)).toBeLessThan(uuids.indexOf(older));
    expect(uuids[uuids.length - 1]).toBe(older);
  });

  it('are closed to visitors (401) and customers (403)', async () => {
    const { body } = await start(server.client());
    const visitor = server.client();
    expect(await visitor.json('GET', '/api/webshop/support/recordings')).toEqual({
      status: 401,
      body: { error: 'Du må logge inn først.', code: 'unauthorized' },
    });
    const customer = server.client();
    await customer.post('/api/webshop/login', { username: 'kunde@example.no', password: 'demo1234' });
    expect(await customer.json('GET', '/api/webshop/support/recordings')).toEqual({
      status: 403,
      body: { error: 'Du har ikke tilgang til dette.', code: 'forbidden' },
    });
    expect((await customer.json('GET', `/api/webshop/support/recordings/${body.uuid}`)).status).toBe(403);
  });

  it('answers 404 for a recording that does not exist', async () => {
    expect((await support.json('GET', '/api/webshop/support/recordings/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('limits on signed-out recordings', () => {
  const MB = 1024 * 1024;
  /** One event carrying about `mb` MB, as a full snapshot with inlined styles does. */
  const heavy = (mb: number) => [{ type: 2, timestamp: 1, data: { css: 'x'.repeat(Math.round(mb * MB)) } }];

  it('refuses a batch over 4 MB unread (413)', async () => {
    const visitor = server.client();
    const { body } = await start(visitor);
    expect((await append(visitor, body.uuid, heavy(4.2))).status).toBe(413);
  });

  it('stores at most 20 MB a day per signed-out browser session, then answers 429; a signed-in customer is not held to it', async () => {
    const visitor = server.client();
    const { body } = await start(visitor);
    for (let i = 0; i < 5; i++) expect((await append(visitor, body.uuid, heavy(3.9))).status).toBe(200);
    const over = await append(visitor, body.uuid, heavy(3.9));
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited' });
    // A small batch still fits under the quota: a refused one was not counted.
    expect((await append(visitor, body.uuid, events(0, 2))).status).toBe(200);

    const customer = await server.client().login('kunde@example.no', 'demo1234');
    const own = await start(customer);
    for (let i = 0; i < 6; i++) expect((await append(customer, own.body.uuid, heavy(3.9))).status).toBe(200);
  }, 120_000);

  it('stores at most 100 MB a day from one address, across its sessions', async () => {
    // The address has nearly used its day (test requests all come from "local").
    const { limit } = LIMITS.anonymousRecordingBytesPerIp;
    const key = 'recording-bytes:ip:local';
    await server.db.insert(rateLimits).values({ key, count: limit - 1000, windowStart: new Date() }).onConflictDoUpdate({ target: rateLimits.key, set: { count: limit - 1000 } });
    const visitor = server.client();
    const { body } = await start(visitor);
    expect((await append(visitor, body.uuid, events(0, 2))).status).toBe(200);
    expect((await append(visitor, body.uuid, heavy(0.01))).status).toBe(429);
    await server.db.delete(rateLimits);
  });
});
