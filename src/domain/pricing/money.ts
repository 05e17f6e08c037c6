/**
 * Prices in the shop's Norwegian format ("kr 499" or "kr 12,50"; newer ICU data writes "499 kr"), whatever the UI language:
 * the shop sells in kroner to Norwegian customers. The shop, the editor and the cart format
 * every amount with it, so a price reads the same on every screen.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency = 'NOK'): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('nb-NO', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}
