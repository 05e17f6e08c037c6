/** Suggestions, resolving and postal-code lookups on the shipped register. */
import type { AddressSuggestion, PostalAddress } from '../../../api/contract/address';
import { isAddressable, lookupPostalCode, parseAddressQuery, postalCodeProblem, suggestAddresses, suggestionText, type PostalCodeProblem, type PostalPlace, type PostalRegister } from '../../../domain/address';
import { addressId, readAddressId } from './addressIds';
import { postalRegister } from './register';

const toAddress = (address1: string, postalCode: string, city: string): PostalAddress => ({ address1, address2: '', postalCode, city, state: '' });

export function autocomplete(register: PostalRegister, q: string): AddressSuggestion[] {
  return suggestAddresses(register, parseAddressQuery(q)).map((s) => ({
    id: addressId(s.postalCode, s.address1),
    suggestion: suggestionText(s),
    address: toAddress(s.address1, s.postalCode, s.city),
  }));
}

/** The address behind a suggestion id; null when the id is malformed or names no addressable postal code. */
export function resolveAddress(register: PostalRegister, id: string): PostalAddress | null {
  const read = readAddressId(id);
  if (!read) return null;
  const place = lookupPostalCode(register, read.postalCode);
  if (!place || !isAddressable(place)) return null;
  return toAddress(read.address1, place.postalCode, place.place);
}

export const postalCodeInfo = (register: PostalRegister, postalCode: string): PostalPlace | null => lookupPostalCode(register, postalCode);

/**
 * For checkout's server-side check of a shipping address: null when the postal code can be
 * addressed, else 'format', 'unknown' or 'notAddressable' (see postalCodeProblem).
 */
export const shippingPostalCodeProblem = (postalCode: string): PostalCodeProblem | null => postalCodeProblem(postalRegister(), postalCode);
