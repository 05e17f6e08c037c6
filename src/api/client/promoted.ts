import { call } from './call';
import { promotedRoutes } from './routes.gen';

/** The 'Other popular products' strip; rebated prices are set only when the customer qualifies. */
export const getPromotedProducts = (lang?: 'nb' | 'en') => call(promotedRoutes.getPromotedProducts, { query: lang ? { lang } : {} });

export type { PromotedCategory, PromotedProduct } from '../contract/promoted';
