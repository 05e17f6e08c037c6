import { call } from './call';
import { addressRoutes } from './routes.gen';

/** Address suggestions for the shipping form's text (2-100 characters); debounce by ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS. */
export const autocompleteAddress = (q: string) => call(addressRoutes.autocompleteAddress, { query: { q } });

/** The address of a suggestion; rejects with status 404 when the id names no address ('Error resolving address'). */
export const resolveAddressById = (id: string) => call(addressRoutes.resolveAddressById, { params: { id } });

/** The place of a postal code; rejects with 404 for a code that does not exist, 400 for one that is not four digits. */
export const lookupPostalCode = (postalCode: string) => call(addressRoutes.lookupPostalCode, { params: { postalCode } });

export { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, ADDRESS_QUERY_LIMITS } from '../contract/limits';
export type { AddressSuggestion, PostalAddress, PostalCodeInfo } from '../contract/address';
