/**
 * Address suggestions from the postal register (spec 1 §7 autocomplete): the street and house
 * number as typed, each with a postal code and place that fit what was typed. The register knows
 * codes and places, not streets, so a query without a postal code or place suggests nothing. Pure.
 */
import type { AddressQuery } from './addressQuery';
import type { PostalPlace, RegisterEntry, PostalRegister } from './postalRegister';
import { foldName } from './text';

export const MAX_SUGGESTIONS = 8;

export interface AddressSuggestion {
  /** Street and house number ("Storgata 12"); empty for a query of only a postal code or place. */
  address1: string;
  postalCode: string;
  city: string;
  municipality: string;
}

/** Post-box addresses ("Postboks 123", "Pb. 4") may use box codes; street addresses may not. */
const isBoxAddress = (street: string): boolean => /^(postboks|pb)\b/.test(foldName(street));

/** How well an entry's names answer the typed place: 0 exact place, 1 place prefix, 2 municipality; null no match. */
function placeRank(entry: RegisterEntry, placeKey: string): number | null {
  if (entry.placeKey === placeKey) return 0;
  if (entry.placeKey.startsWith(placeKey)) return 1;
  if (entry.municipalityKey.startsWith(placeKey)) return 2;
  return null;
}

interface PlaceGroup {
  rank: number;
  /** Ascending by postal code. */
  entries: RegisterEntry[];
}

/** Only digits typed: the codes in order, as a postal-code list shows them. */
const inCodeOrder = (groups: readonly PlaceGroup[], limit: number): RegisterEntry[] =>
  groups
    .flatMap((g) => g.entries)
    .sort((a, b) => a.postalCode.localeCompare(b.postalCode))
    .slice(0, limit);

/** Best kind of match first; within one kind, the places (alphabetical) give one code each per turn. */
function byTurns(groups: readonly PlaceGroup[], limit: number): RegisterEntry[] {
  const ordered = [...groups].sort((a, b) => a.rank - b.rank || a.entries[0].place.localeCompare(b.entries[0].place, 'nb') || a.entries[0].postalCode.localeCompare(b.entries[0].postalCode));
  const picked: RegisterEntry[] = [];
  for (const rank of new Set(ordered.map((g) => g.rank))) {
    const tier = ordered.filter((g) => g.rank === rank);
    for (let turn = 0; picked.length < limit; turn += 1) {
      const round = tier.filter((g) => turn < g.entries.length).map((g) => g.entries[turn]);
      if (round.length === 0) break;
      picked.push(...round.slice(0, limit - picked.length));
    }
  }
  return picked;
}

/**
 * Up to `limit` suggestions, in a fixed order. Only digits typed: postal codes ascending. A place
 * typed: the place named exactly, then places starting with the typed name, then places of
 * municipalities starting with it; within a place, postal codes ascending. Places of one kind of match take turns, so "Storgata 1, Os" offers Os i
 * Østerdalen and Oslo side by side rather than eight codes of Oslo first.
 */
export function suggestAddresses(register: PostalRegister, query: AddressQuery, limit = MAX_SUGGESTIONS): AddressSuggestion[] {
  if (query.postalCodePrefix === null && query.place === null) return [];
  const placeKey = query.place === null ? null : foldName(query.place);
  const kinds: ReadonlySet<PostalPlace['kind']> = new Set(isBoxAddress(query.street) ? ['street', 'box'] : ['street']);

  const groups = new Map<string, PlaceGroup>();
  for (const entry of register.entries) {
    if (!kinds.has(entry.kind)) continue;
    if (query.postalCodePrefix !== null && !entry.postalCode.startsWith(query.postalCodePrefix)) continue;
    const rank = placeKey ? placeRank(entry, placeKey) : 0;
    if (rank === null) continue;
    const key = `${entry.place}\u0000${entry.municipality}`;
    const group = groups.get(key);
    if (group) {
      group.rank = Math.min(group.rank, rank);
      group.entries.push(entry);
    } else groups.set(key, { rank, entries: [entry] });
  }

  const picked = placeKey === null ? inCodeOrder([...groups.values()], limit) : byTurns([...groups.values()], limit);

  const address1 = [query.street, query.houseNumber].filter((part) => part).join(' ');
  return picked.map((entry) => ({ address1, postalCode: entry.postalCode, city: entry.place, municipality: entry.municipality }));
}

/** The one-line form the suggestion list shows: "Storgata 12, 0155 Oslo" (or "0155 Oslo"). */
export const suggestionText = (s: Pick<AddressSuggestion, 'address1' | 'postalCode' | 'city'>): string =>
  s.address1 ? `${s.address1}, ${s.postalCode} ${s.city}` : `${s.postalCode} ${s.city}`;
