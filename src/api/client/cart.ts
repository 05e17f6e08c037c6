import * as contract from '../contract/cart';
import { call } from './call';

/** Item count and total for the header badge and the free-delivery banner. */
export const getCartSummary = () => call(contract.getCartSummary);
