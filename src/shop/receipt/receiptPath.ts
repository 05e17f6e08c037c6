/** Spec 1 §2 Receipt route. */
export const RECEIPT_ROUTE = 'shopping-cart/checkout/payment/receipt/:orderUuid';

export const receiptPath = (orderUuid: string): string => `/shopping-cart/checkout/payment/receipt/${encodeURIComponent(orderUuid)}`;
