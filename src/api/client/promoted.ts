import * as contract from '../contract/promoted';
import { call } from './call';

/** The 'Other popular products' strip; rebated prices are set only when the customer qualifies. */
export const getPromotedProducts = (lang?: 'nb' | 'en') => call(contract.getPromotedProducts, { query: lang ? { lang } : {} });

export type { PromotedCategory, PromotedProduct } from '../contract/promoted';
