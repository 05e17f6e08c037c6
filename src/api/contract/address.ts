import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { ADDRESS_QUERY_LIMITS } from './limits';

/**
 * The postal address service (spec 1 §7): address suggestions for the shipping form, the
 * address a chosen suggestion stands for, and a postal-code lookup. Backed by the Norwegian
 * postal-code register that ships with the server, or (ADDRESS_PROVIDER=kartverket) by
 * Kartverket's public address search for the suggestions. Signed-in customers only, like the
 * rest of checkout (401 otherwise).
 */

/** An address as the shipping form takes it (spec 1 §3 'Delivery option data'). */
export const postalAddress = z.object({
  /** Street and house number; empty when the customer typed only a postal code or place. */
  address1: z.string(),
  address2: z.string(),
  postalCode: z.string(),
  /** The postal code's place (poststed). */
  city: z.string(),
  /** Norway has no states: always empty. */
  state: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddress>;

export const addressSuggestion = z.object({
  /** Stands for the address itself, so resolve needs no memory of the search. */
  id: z.string(),
  /** One line for the list: "Storgata 12, 0155 Oslo". */
  suggestion: z.string(),
  address: postalAddress,
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;

/** The search: `q` trimmed, 2-100 characters. */
export const addressSearch = z.object({ q: z.string().check(z.trim(), z.minLength(ADDRESS_QUERY_LIMITS.min), z.maxLength(ADDRESS_QUERY_LIMITS.max)) });

/**
 * Up to 8 suggestions for what was typed: "Storgata 12, 0155", "Storgata 12 Oslo", "0155".
 * The register knows postal codes and places, not streets: the street and number come back as
 * typed, with every postal code and place that fit; nothing is suggested until a postal code or
 * place is typed. 400 for a missing, too short or too long `q`.
 */
export const autocompleteAddress = endpoint({
  method: 'GET',
  path: '/api/webshop/postal-address-service/autocomplete',
  query: addressSearch,
  response: z.array(addressSuggestion),
});

/** The address a suggestion's id stands for; 404 for an id that names no real postal code (the form says 'Error resolving address'). */
export const resolveAddressById = endpoint({
  method: 'GET',
  path: '/api/webshop/postal-address-service/resolve-address-by-id/:id',
  response: postalAddress,
});

export const postalCodeInfo = z.object({
  postalCode: z.string(),
  /** The place (poststed), as written on letters: "Kristiansand S". */
  city: z.string(),
  municipality: z.string(),
  /** street: street addresses; box: post boxes only; service: never in an address. */
  kind: z.enum(['street', 'box', 'service']),
});
export type PostalCodeInfo = z.infer<typeof postalCodeInfo>;

/**
 * Whether a postal code is a real Norwegian one, and its place (the shipping form fills the city
 * from it). 400 when the code is not four digits, 404 when no such code exists.
 */
export const lookupPostalCode = endpoint({
  method: 'GET',
  path: '/api/webshop/postal-address-service/postal-codes/:postalCode',
  response: postalCodeInfo,
});
