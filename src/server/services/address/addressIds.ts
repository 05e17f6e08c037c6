/**
 * Suggestion ids that carry their address, so resolving one needs no memory of the search and
 * works on any server instance: "{postalCode}.{street and number as hex UTF-8}". The place is
 * not in the id: resolving reads it from the register, so an id can only name a real postal code.
 */
import { ADDRESS_QUERY_LIMITS } from '../../../api/contract/limits';

const ID = /^(\d{4})\.((?:[0-9a-f]{2})*)$/;

export function addressId(postalCode: string, address1: string): string {
  const hex = [...new TextEncoder().encode(address1)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${postalCode}.${hex}`;
}

/** The postal code and street line an id stands for, or null for anything no suggestion could have had as id. */
export function readAddressId(id: string): { postalCode: string; address1: string } | null {
  const match = ID.exec(id);
  if (!match || match[2].length > ADDRESS_QUERY_LIMITS.max * 8) return null;
  const bytes = Uint8Array.from(match[2].match(/../g) ?? [], (pair) => parseInt(pair, 16));
  let address1: string;
  try {
    address1 = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // A typed street never holds control characters or runs past the query's length.
  if (address1.length > ADDRESS_QUERY_LIMITS.max || /\p{Cc}/u.test(address1) || address1 !== address1.trim()) return null;
  return { postalCode: match[1], address1 };
}
