/**
 * The personal number as typed, made ready for the check and the server. Apart from the check
 * (personNumber.ts) because the checkout's first screen needs only this.
 */

/** Spaces and the dot or dash some people type are dropped before the check. */
export const normalizePersonNumber = (value: string): string => value.replace(/[\s.-]/g, '');
