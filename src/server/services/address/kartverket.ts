/**
 * Kartverket's public address search (https://ws.geonorge.no/adresser/v1/sok, open data, no key):
 * one request per search, its hits turned into the shop's suggestions. Only addresses whose postal
 * code the register can deliver to are offered, so every suggestion resolves.
 */
import { z } from 'zod/mini';
import type { AddressSuggestion } from '../../../api/contract/address';
import { isAddressable, lookupPostalCode, MAX_SUGGESTIONS, suggestionText, type PostalRegister } from '../../../domain/address';
import { addressId } from './addressIds';

export type FetchLike = (url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export const KARTVERKET_ADDRESS_API = 'https://ws.geonorge.no/adresser/v1';
const DEFAULT_TIMEOUT_MS = 2500;

/** The part of the /sok answer the shop reads; the service sends much more (matrikkel numbers, coordinates). */
const sokAnswer = z.object({
  adresser: z.array(
    z.object({
      adressetekst: z.string(),
      postnummer: z.string(),
      poststed: z.string(),
    }),
  ),
});

export function kartverketSearchUrl(q: string, baseUrl = KARTVERKET_ADDRESS_API): string {
  const params = new URLSearchParams({ sok: q, fuzzy: 'true', treffPerSide: String(MAX_SUGGESTIONS), utkoordsys: '4258' });
  return `${baseUrl}/sok?${params}`;
}

export async function kartverketSuggestions(
  register: PostalRegister,
  q: string,
  { fetch = globalThis.fetch, baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS }: { fetch?: FetchLike; baseUrl?: string; timeoutMs?: number } = {},
): Promise<AddressSuggestion[]> {
  const answer = await fetch(kartverketSearchUrl(q, baseUrl), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`Kartverket answered ${answer.status}`);
  const { adresser } = sokAnswer.parse(await answer.json());
  const seen = new Set<string>();
  return adresser.flatMap((hit) => {
    const place = lookupPostalCode(register, hit.postnummer);
    if (!place || !isAddressable(place)) return [];
    const id = addressId(place.postalCode, hit.adressetekst);
    if (seen.has(id)) return [];
    seen.add(id);
    const address = { address1: hit.adressetekst, address2: '', postalCode: place.postalCode, city: place.place, state: '' };
    return [{ id, suggestion: suggestionText(address), address }];
  });
}
