import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kartverketLookup, registerLookup } from '../../../../../src/server/services/address/addressLookup';
import { kartverketSearchUrl, type FetchLike } from '../../../../../src/server/services/address/kartverket';
import { postalRegister } from '../../../../../src/server/services/address/register';

/**
 * Kartverket's address search cannot be reached from the test machine: a fake fetch answers
 * with a real recorded /sok response (tests/fixtures/kartverket, see its README) and records the URL.
 */
const recorded = JSON.parse(readFileSync(path.join(__dirname, '../../../../fixtures/kartverket/sok-arendalsgata-12.json'), 'utf8')) as { adresser: unknown[] };

function fakeFetch(answer: { ok: boolean; status: number; body: unknown } | Error) {
  const asked: string[] = [];
  const fetch: FetchLike = async (url) => {
    asked.push(url);
    if (answer instanceof Error) throw answer;
    return { ok: answer.ok, status: answer.status, json: async () => answer.body };
  };
  return { fetch, asked };
}

describe('address lookup providers', () => {
  const register = postalRegister();

  it('the register alone suggests nothing for a street without postal code or place', async () => {
    expect(await registerLookup(register).autocomplete('Karl Johans gate 1')).toEqual([]);
  });

  it('Kartverket: asks /sok for the typed text and offers its hits in its order, the place as the register spells it, resolvable by id', async () => {
    const { fetch, asked } = fakeFetch({ ok: true, status: 200, body: recorded });
    const lookup = kartverketLookup(register, { fetch, baseUrl: 'https://kartverket.test/adresser/v1' });
    const found = await lookup.autocomplete('Arendalsgata 12');

    expect(asked).toEqual([kartverketSearchUrl('Arendalsgata 12', 'https://kartverket.test/adresser/v1')]);
    expect(new URL(asked[0]).searchParams.get('sok')).toBe('Arendalsgata 12');
    // The service's fuzzy search also answers the neighbour, number 14.
    expect(found.map((s) => s.suggestion)).toEqual(['Arendalsgata 12B, 0463 Oslo', 'Arendalsgata 14, 0463 Oslo', 'Arendalsgata 12C, 0463 Oslo', 'Arendalsgata 12A, 0463 Oslo']);
    expect(found[0].address).toEqual({ address1: 'Arendalsgata 12B', address2: '', postalCode: '0463', city: 'Oslo', state: '' });
    for (const s of found) expect(lookup.resolve(s.id)).toEqual(s.address);
  });

  it('Kartverket: an address answered twice is offered once', async () => {
    const body = { ...recorded, adresser: [...recorded.adresser, recorded.adresser[0]] };
    const found = await kartverketLookup(register, { fetch: fakeFetch({ ok: true, status: 200, body }).fetch }).autocomplete('Arendalsgata 12');
    expect(found.map((s) => s.suggestion)).toEqual(['Arendalsgata 12B, 0463 Oslo', 'Arendalsgata 14, 0463 Oslo', 'Arendalsgata 12C, 0463 Oslo', 'Arendalsgata 12A, 0463 Oslo']);
  });

  it('Kartverket: hits with a postal code the register cannot deliver to are left out', async () => {
    const body = { adresser: [{ adressetekst: 'Nowhere 1', postnummer: '0000', poststed: 'NOWHERE' }, { adressetekst: 'Storgata 12', postnummer: '0155', poststed: 'OSLO' }] };
    const found = await kartverketLookup(register, { fetch: fakeFetch({ ok: true, status: 200, body }).fetch }).autocomplete('Storgata 12');
    expect(found.map((s) => s.suggestion)).toEqual(['Storgata 12, 0155 Oslo']);
  });

  it.each([
    ['unreachable', new Error('getaddrinfo ENOTFOUND ws.geonorge.no')],
    ['answering 503', { ok: false, status: 503, body: {} }],
    ['answering something else', { ok: true, status: 200, body: { feil: 'ukjent' } }],
  ] as const)('Kartverket %s: the register suggests instead, and the failure is logged', async (_, answer) => {
    const warnings: string[] = [];
    const lookup = kartverketLookup(register, { fetch: fakeFetch(answer).fetch, log: { warn: (msg: string) => warnings.push(msg) } });
    const found = await lookup.autocomplete('Storgata 12, 0155');
    expect(found.map((s) => s.suggestion)).toEqual(await registerLookup(register).autocomplete('Storgata 12, 0155').then((r) => r.map((s) => s.suggestion)));
    expect(found.length).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
  });
});
