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

export const rerenderOrderPrints = (orderUuid: string) => call(supportRoutes.rerenderOrderPrints, { params: { orderUuid } });

/** An order's print file, as a download (the audit log records it). */
export const printFileUrl = (orderUuid: string, file: string) => `/api/webshop/support/orders/${orderUuid}/prints/${encodeURIComponent(file)}`;

/** A page of a line's print file (1-based, one per part), redrawn from the frozen line at `width` px. */
export const printPageUrl = (orderUuid: string, lineUuid: string, page: number, width: number) =>
  `/api/webshop/support/orders/${orderUuid}/lines/${lineUuid}/pages/${page}.png?width=${width}`;
