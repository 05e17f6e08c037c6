/**
 * The cart's quantity selector (spec 1 §5) for one line: its entries, and what a chosen entry
 * asks for. The rules themselves live in src/domain/quantity; this reads them for an order line.
 */
import { cartQuantityOnCommit, cartQuantityOptions, cartQuantityRange } from '../../domain/quantity';
import type { OrderLine } from '../../api/client/cart';

type QuantityFacts = Pick<OrderLine, 'quantity' | 'minimumQuantity' | 'maximumQuantity'>;

/** The selector's entries: the range, with the 0 entry that removes the line. */
export function lineQuantityOptions(line: QuantityFacts): number[] {
  const range = cartQuantityRange(line.quantity, line.minimumQuantity, line.maximumQuantity ?? undefined);
  return cartQuantityOptions(line.quantity, range, { withZero: true });
}

export type QuantityChoice = { kind: 'unchanged' } | { kind: 'remove' } | { kind: 'set'; quantity: number };

/**
 * A chosen entry: 0 removes the line (after the usual confirmation); anything else is read by
 * the spec's rule (not a number, or below the minimum, becomes the minimum).
 */
export function quantityChoice(text: string, line: QuantityFacts): QuantityChoice {
  if (text.trim() === '0') return { kind: 'remove' };
  const range = cartQuantityRange(line.quantity, line.minimumQuantity, line.maximumQuantity ?? undefined);
  const quantity = cartQuantityOnCommit(text, range);
  return quantity === line.quantity ? { kind: 'unchanged' } : { kind: 'set', quantity };
}
