/**
 * Where the shipping form's address suggestions come from. The bundled postal-code register is
 * the default (no outside service, works offline); Kartverket's public address API is an
 * optional online provider that knows real streets (ADDRESS_PROVIDER=kartverket). Either way a
 * suggestion's id carries its address (addressIds.ts), so resolving one reads only the register
 * and works on any server instance, whichever provider made the suggestion.
 */
import type { AddressSuggestion, PostalAddress } from '../../../api/contract/address';
import type { PostalRegister } from '../../../domain/address';
import type { Config } from '../../config';
import type { Logger } from '../../log';
import { autocomplete, resolveAddress } from './addressService';
import { kartverketSuggestions, type FetchLike } from './kartverket';
import { postalRegister } from './register';

export interface AddressLookup {
  autocomplete(q: string): Promise<AddressSuggestion[]>;
  /** The address behind a suggestion's id; null when the id names no addressable postal code. */
  resolve(id: string): PostalAddress | null;
}

export function registerLookup(register: PostalRegister): AddressLookup {
  return {
    autocomplete: (q) => Promise.resolve(autocomplete(register, q)),
    resolve: (id) => resolveAddress(register, id),
  };
}

/**
 * Kartverket's suggestions, and the register's when the service cannot be reached or answers
 * something unreadable: the customer still gets help with the postal code and place.
 */
export function kartverketLookup(register: PostalRegister, options: { fetch?: FetchLike; baseUrl?: string; timeoutMs?: number; log?: Pick<Logger, 'warn'> } = {}): AddressLookup {
  const offline = registerLookup(register);
  return {
    autocomplete: async (q) => {
      try {
        return await kartverketSuggestions(register, q, options);
      } catch (err) {
        options.log?.warn('Kartverket address search failed; suggesting from the postal-code register', { error: String(err) });
        return offline.autocomplete(q);
      }
    },
    resolve: offline.resolve,
  };
}

let chosen: { name: Config['addressProvider']; lookup: AddressLookup } | null = null;

/** The configured provider over the shipped register, made once per process. */
export function configuredAddressLookup(config: Pick<Config, 'addressProvider'>, log: Pick<Logger, 'warn'>): AddressLookup {
  if (chosen?.name !== config.addressProvider) {
    const register = postalRegister();
    chosen = { name: config.addressProvider, lookup: config.addressProvider === 'kartverket' ? kartverketLookup(register, { log }) : registerLookup(register) };
  }
  return chosen.lookup;
}
