import { formatDecimal } from '../numbers';

/**
 * Prices in the shop's Norwegian format ("499 kr" or "12,50 kr"), whatever the UI language: the
 * shop sells in kroner to Norwegian customers. The shop, the editor and the cart format every
 * amount with it, so a price reads the same on every screen. A whole amount has no øre; any other
 * has two digits of them.
 *
 * Kroner are written without Intl (see formatDecimal for why); an amount in another currency, which
 * only a site configured for one has, is written by Intl.NumberFormat with its own symbol.
 */
const otherCurrencies = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency = 'NOK'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (currency !== 'NOK') {
    const key = `${currency}:${digits}`;
    let format = otherCurrencies.get(key);
    if (!format) {
      format = new Intl.NumberFormat('nb-NO', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: 2 });
      otherCurrencies.set(key, format);
    }
    return format.format(amount);
  }
  return `${formatDecimal(amount, 'nb', { min: digits, max: 2 })}\u00a0kr`;
}
