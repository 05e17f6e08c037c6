/**
 * A sign-in with an e-mail the shop does not know spends the same password-hashing work as one
 * with a known e-mail and a wrong password, so the answer's timing does not tell which addresses
 * have accounts. Checked by watching scrypt itself, not by timing.
 */
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../support/testServer';

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, scrypt: vi.fn(original.scrypt) };
});
const scrypt = vi.mocked(crypto.scrypt);

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  scrypt.mockClear();
});

/** The cost parameters of every scrypt run since the last clear. */
const runs = () => scrypt.mock.calls.map((call) => (call[3] as crypto.ScryptOptions).N);

async function signIn(username: string, password: string): Promise<number> {
  return (await server.client().post('/api/webshop/login', { username, password })).status;
}

describe('sign-in work', () => {
  it('runs the same scrypt for an unknown e-mail as for a known one with a wrong password', async () => {
    expect(await signIn('kunde@example.no', 'feil-passord')).toBe(401);
    const known = runs();
    scrypt.mockClear();
    // Twice: the first unknown sign-in of a process also makes the stand-in hash.
    expect(await signIn('finnes.ikke@example.no', 'feil-passord')).toBe(401);
    scrypt.mockClear();
    expect(await signIn('finnes.heller.ikke@example.no', 'feil-passord')).toBe(401);
    const unknown = runs();
    expect(known).toEqual([2 ** 17]);
    expect(unknown).toEqual(known);
  });
});
