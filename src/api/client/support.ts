import { call } from './call';
import { supportRoutes } from './routes.gen';

/** Support staff: act as a customer, and stop again. */
export const simulateUser = (email: string) => call(supportRoutes.simulateUser, { body: { email } });

export const stopSimulating = () => call(supportRoutes.stopSimulating);

/** The support console. */
export const searchSupport = (q: string) => call(supportRoutes.supportSearch, { query: { q } });

export const getSupportCustomer = (uuid: string) => call(supportRoutes.getSupportCustomer, { params: { uuid } });

export const getSupportOrder = (uuid: string) => call(supportRoutes.getSupportOrder, { params: { uuid } });

export const addOrderLineToCart = (orderUuid: string, lineUuid: string) => call(supportRoutes.addOrderLineToCart, { params: { uuid: orderUuid, lineUuid } });

export type SupportCustomer = Awaited<ReturnType<typeof getSupportCustomer>>;
export type SupportOrder = Awaited<ReturnType<typeof getSupportOrder>>;
export type SupportOrderLine = SupportOrder['lines'][number];
export type SupportSearchResult = Awaited<ReturnType<typeof searchSupport>>;
