/** Spec 1 §9: an order is referred to by the first 8 characters of its uuid. */
export const ORDER_REFERENCE_LENGTH = 8;

export const orderReference = (orderUuid: string): string => orderUuid.slice(0, ORDER_REFERENCE_LENGTH);
