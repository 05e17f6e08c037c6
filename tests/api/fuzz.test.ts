/**
 * Every contract endpoint tried the way an attacker tries it: bodies and queries shaped after the
 * contract's own schemas but with wrong types, NUL bytes, huge numbers and over-long text,
 * malformed JSON and multipart, odd path parameters and headers (malformed Origin and Referer,
 * Sec-Fetch-Site). Nothing may answer 5xx. The requests are generated from a fixed seed, so a
 * failure repeats; each one names the request that failed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as checkoutContract from '../../src/api/contract/checkout';
import * as contract from '../../src/api/contract';
import * as labContract from '../../src/api/contract/lab';
import { LAB_PICTURE_PATH } from '../../src/api/contract/paths';
import { CUSTOMER, subjectOf } from '../support/templateFixtures';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;
let cookie = '';

const REQUESTS_PER_ENDPOINT = 20;
const IN_PARALLEL = 8;

interface Route {
  method: string;
  path: string;
  query?: unknown;
  body?: unknown;
}

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && typeof (value as Route).path === 'string';

/** Every endpoint of the contract, once, plus the media and image paths the server answers outside it. */
const routes: Route[] = [
  ...new Map(
    ([...Object.values(contract), ...Object.values(checkoutContract), ...Object.values(labContract)] as unknown[]).filter(isRoute).map((r) => [`${r.method} ${r.path}`, r] as const),
  ).values(),
  { method: 'GET', path: '/media/pictures/:uuid/:size/:file' },
  { method: 'GET', path: '/media/uploads/:uuid/:size/:file' },
  { method: 'GET', path: '/media/backgrounds/:uuid/:file' },
  { method: 'GET', path: '/media/site/:file' },
  { method: 'GET', path: '/media/site/:file/:variant' },
  { method: 'GET', path: '/templates/all/:file' },
  { method: 'GET', path: '/templates/art/:file' },
  { method: 'GET', path: LAB_PICTURE_PATH },
];

/** mulberry32: a small seeded generator, so the same requests are sent on every run. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof seeded>;

let realIds: string[] = [];
const NASTY_TEXT = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(5000),
  '\ud800',
  'tab\there',
  '\u001b[31m',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '😀',
  '',
  ' ',
  '-1',
  '1e400',
  'NaN',
  '99999999999999999999999',
];
const NICE_TEXT = ['EMMA2026', 'kunde@example.no', 'EN-GANG', 'nb', 'en', 'cards', 'photogift', 'Kari Nordmann', '5018', 'hemmelig1'];
const NUMBERS = [0, 1, -1, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER];
const ODD_VALUES: unknown[] = [null, true, [], {}, 'streng', 42, [[[[[[[[]]]]]]]], { $ne: null }];

const text = (rng: Rng): string => (rng.chance(0.45) ? rng.pick(NASTY_TEXT) : rng.chance(0.5) ? rng.pick(realIds) : rng.pick(NICE_TEXT));

/** zod's internal description of a schema (zod/mini and classic share it). */
type Def = { type: string; shape?: Record<string, { _zod: { def: Def } }>; element?: { _zod: { def: Def } }; innerType?: { _zod: { def: Def } }; in?: { _zod: { def: Def } }; options?: { _zod: { def: Def } }[]; values?: unknown[]; entries?: Record<string, unknown>; valueType?: { _zod: { def: Def } }; items?: { _zod: { def: Def } }[] };
const defOf = (schema: unknown): Def | null => (schema as { _zod?: { def: Def } })?._zod?.def ?? null;

/** A value shaped like the schema most of the time, with a wrong or hostile value anywhere. */
function sample(def: Def | null, rng: Rng, depth = 0): unknown {
  if (!def || depth > 6) return text(rng);
  if (rng.chance(0.12)) return rng.chance(0.5) ? rng.pick(ODD_VALUES) : text(rng);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .filter(() => !rng.chance(0.08))
          .map(([key, value]) => [key, sample(value._zod.def, rng, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: rng.pick([0, 1, 2, 3]) }, () => sample(defOf(def.element), rng, depth + 1));
    case 'tuple':
      return (def.items ?? []).map((item) => sample(item._zod.def, rng, depth + 1));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sample(defOf(def.innerType), rng, depth);
    case 'pipe':
      return sample(defOf(def.in), rng, depth);
    case 'union':
      return sample(defOf(rng.pick(def.options ?? [])), rng, depth);
    case 'literal':
      return rng.pick(def.values ?? [null]);
    case 'enum':
      return rng.pick(Object.values(def.entries ?? { x: 'x' }));
    case 'record':
      return { [text(rng)]: sample(defOf(def.valueType), rng, depth + 1) };
    case 'number':
    case 'int':
      return rng.chance(0.7) ? rng.pick(NUMBERS) : text(rng);
    case 'boolean':
      return rng.chance(0.8) ? rng.chance(0.5) : text(rng);
    case 'string':
      return text(rng);
    default:
      return rng.chance(0.5) ? rng.pick(ODD_VALUES) : text(rng);
  }
}

const PATH_VALUES = ['%00', 'x', '-1', '99999999999999999999', '%E0%A4%A', '..%2F..%2Fetc', '%F0%9F%98%80', 'a'.repeat(3000), '320', 'original.jpg', 'nb'];
const ORIGINS = ['not a url', 'http://[::1', 'http://127.0.0.1:3996.evil.example', 'null', 'http://localhost', 'https://localhost', 'https://evil.example', '%00'];
const FETCH_SITES = ['cross-site', 'same-site', 'same-origin', 'none', 'bogus'];
const BROKEN_BODIES = ['{"a":', '[]', 'null', '"text"', '{"a":"\\u0000"}', '{"\\u0000":1}', '{"a":"\\ud800"}', '['.repeat(5000) + ']'.repeat(5000), '\u0000', '{"a":1e999999}'];

function pathOf(route: Route, rng: Rng): string {
  return route.path.replace(/:(\w+)/g, () => (rng.chance(0.5) ? encodeURIComponent(rng.pick(realIds)) : rng.pick(PATH_VALUES)));
}

function queryOf(route: Route, rng: Rng): string {
  const shape = defOf(route.query)?.shape ?? { q: { _zod: { def: { type: 'string' } } } };
  const params = new URLSearchParams();
  for (const [name, schema] of Object.entries(shape)) {
    if (rng.chance(0.1)) continue;
    const value = sample(schema._zod.def, rng);
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, typeof one === 'string' ? one : JSON.stringify(one));
  }
  return params.toString();
}

function multipart(rng: Rng): { contentType: string; body: string } {
  const boundary = 'fuzzboundary';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="${rng.pick(['files', 'images[]', 'x'])}"; filename="${rng.pick(['a.jpg', 'a\u0000.jpg', ''])}"\r\nContent-Type: image/jpeg\r\n\r\n${rng.pick(['not a picture', '\u00ff\u00d8\u00ff', ''])}\r\n`;
  return rng.pick([
    { contentType: 'multipart/form-data', body: part },
    { contentType: `multipart/form-data; boundary=${boundary}`, body: part },
    { contentType: `multipart/form-data; boundary=${boundary}`, body: `${part}--${boundary}--\r\n` },
    { contentType: `multipart/form-data; boundary=${boundary}`, body: part.slice(0, 40) },
    { contentType: 'multipart/form-data; boundary=', body: 'x' },
    { contentType: 'multipart/mixed; boundary=zz', body: '--zz--' },
  ]);
}

function requestFor(route: Route, rng: Rng): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {};
  // The customer's session stays signed in for the whole run: logout is tried signed out.
  if (route.path !== contract.logout.path && rng.chance(0.7)) headers.cookie = cookie;
  if (rng.chance(0.25)) headers.origin = rng.pick(ORIGINS);
  if (rng.chance(0.15)) headers.referer = rng.pick(ORIGINS);
  if (rng.chance(0.15)) headers['sec-fetch-site'] = rng.pick(FETCH_SITES);
  if (rng.chance(0.05)) headers.cookie = rng.pick(['sid=%00', 'sid=', 'lang=%ff', '=;=;']);
  const query = route.query || rng.chance(0.2) ? `?${queryOf(route, rng)}` : '';
  const url = pathOf(route, rng) + query;
  if (route.method === 'GET' || route.method === 'HEAD') return { url, init: { method: route.method, headers } };
  let body: string;
  if (route.path.includes('images') || route.path.includes('upload') || rng.chance(0.05)) {
    const form = multipart(rng);
    headers['content-type'] = form.contentType;
    body = form.body;
  } else {
    headers['content-type'] = rng.pick(['application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded']);
    body = rng.chance(0.15) ? rng.pick(BROKEN_BODIES) : JSON.stringify(sample(defOf(route.body), rng) ?? {});
  }
  return { url, init: { method: route.method, headers, body } };
}

beforeAll(async () => {
  server = await createTestServer();
  const login = await server.app.request('/api/webshop/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) });
  cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const emma = await subjectOf(server, 'EMMA2026');
  realIds = [emma.subjectUuid, emma.pictureSetUuid, emma.jobUuid, '00000000-0000-4000-8000-000000000000'];
});
afterAll(() => server.close());

describe('every contract endpoint under fuzzed input', () => {
  it(`answers ${routes.length} endpoints × ${REQUESTS_PER_ENDPOINT} malformed requests without a single 5xx`, async () => {
    const rng = seeded(15);
    const requests = routes.flatMap((route) => Array.from({ length: REQUESTS_PER_ENDPOINT }, () => ({ route, ...requestFor(route, rng) })));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < requests.length; i += IN_PARALLEL) {
      await Promise.all(
        requests.slice(i, i + IN_PARALLEL).map(async ({ route, url, init }) => {
          const res = await server.app.request(url, init);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const text = await res.text();
          if (res.status >= 500) failures.push(`${res.status} ${route.method} ${url.slice(0, 200)} ${JSON.stringify(init.headers)} ${String(init.body ?? '').slice(0, 200)} -> ${text.slice(0, 200)}`);
        }),
      );
    }
    console.log(`fuzz: ${requests.length} requests over ${routes.length} endpoints; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; 5xx: ${failures.length}`);
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    expect(failures).toEqual([]);
  }, 240_000);
});
