import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, rateLimits, sessions, users } from '../../src/server/db/schema';
import { purgeExpired } from '../../src/server/services/housekeeping/purgeExpired';
import { createTestServer } from '../support/testServer';

describe('purgeExpired', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('deletes ended sessions, old rate-limit windows and spent reset codes, and keeps the rest', async () => {
    const { db } = server;
    const now = new Date('2026-11-22T12:00:00Z');
    const hour = 3600_000;
    const [user] = await db.select({ uuid: users.uuid }).from(users).limit(1);
    await db.insert(sessions).values([
      { id: 'ended', userUuid: user.uuid, expiresAt: new Date(now.getTime() - 1) },
      { id: 'live', userUuid: user.uuid, expiresAt: new Date(now.getTime() + hour) },
    ]);
    await db.insert(rateLimits).values([
      // Older than the longest window any limit counts in (a day, the recording quotas).
      { key: 'old', count: 3, windowStart: new Date(now.getTime() - 25 * hour) },
      { key: 'current', count: 3, windowStart: new Date(now.getTime() - 60_000) },
    ]);
    await db.insert(passwordResets).values([
      { codeHash: 'expired', userUuid: user.uuid, expiresAt: new Date(now.getTime() - 1) },
      { codeHash: 'used', userUuid: user.uuid, expiresAt: new Date(now.getTime() + hour), usedAt: now },
      { codeHash: 'pending', userUuid: user.uuid, expiresAt: new Date(now.getTime() + hour) },
    ]);

    expect(await purgeExpired(db, now)).toEqual({ sessions: 1, rateLimits: 1, passwordResets: 2 });

    expect((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).toContain('live');
    expect((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).not.toContain('ended');
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(['current']);
    expect((await db.select({ code: passwordResets.codeHash }).from(passwordResets)).map((r) => r.code)).toEqual(['pending']);
  });
});
