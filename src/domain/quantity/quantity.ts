/**
 * Quantity rules of spec 2 §5. The buy menu and the cart treat a typed value differently, so
 * each has its own functions; both count whole pieces only.
 */

/** A text that is a whole number of pieces (digits only, no sign, no decimals), else null. */
export function parseWholeQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** The buy menu's plus button: one more, but never less than the product's minimum. */
export const increaseQuantity = (current: number, minimum: number): number => Math.max(current + 1, minimum);

/**
 * The buy menu's minus button: one less, stopping at 0. A step below the minimum goes straight
 * to 0, since a quantity under the minimum is never ordered and would only mislead the total.
 */
export function decreaseQuantity(current: number, minimum: number): number {
  const next = current - 1;
  return next < minimum ? 0 : next;
}

/** What a value counts as while the customer is still typing it: anything but a whole number is 0. */
export const quantityWhileTyping = (text: string): number => parseWholeQuantity(text) ?? 0;

/** The buy menu's box on blur: a whole number at or above the minimum stays, anything else is 0. */
export function quantityOnBlur(text: string, minimum: number): number {
  const value = parseWholeQuantity(text);
  return value !== null && value >= minimum ? value : 0;
}

/** Only quantities at or above the minimum become order lines. */
export const reachesMinimum = (quantity: number, minimum: number): boolean => quantity > 0 && quantity >= minimum;

export interface CartQuantityRange {
  min: number;
  max: number;
}

/** How far the cart's quantity box may go: from the minimum (default 1) to the maximum, or the current quantity plus 100. */
export function cartQuantityRange(current: number, minimum?: number, maximum?: number): CartQuantityRange {
  const min = Math.max(1, minimum ?? 1);
  return { min, max: Math.max(min, maximum ?? current + 100) };
}

/** The cart's box when committed: not a whole number or below the minimum gives the minimum; above the range gives its top. */
export function cartQuantityOnCommit(text: string, range: CartQuantityRange): number {
  const value = parseWholeQuantity(text);
  if (value === null || value < range.min) return range.min;
  return Math.min(value, range.max);
}

/**
 * The entries of the cart's quantity selector (spec 1 §5): every whole number of the range,
 * the line's current quantity even when it lies outside (a line bought before a limit changed
 * must still show what it holds), and 0 first when asked for (the cart reads 0 as "remove").
 */
export function cartQuantityOptions(current: number, range: CartQuantityRange, { withZero = false }: { withZero?: boolean } = {}): number[] {
  const options: number[] = withZero ? [0] : [];
  for (let n = range.min; n <= range.max; n++) options.push(n);
  if (current > 0 && (current < range.min || current > range.max)) options.push(current);
  return [...new Set(options)].sort((a, b) => a - b);
}
