/**
 * The catalogue offer's quantity pickers (spec 1 'Catalogue offer dialog', §4, §5, §9): each
 * catalogue from 0 to its maxQuantity (10 when it names none), all at 0 except a lone catalogue,
 * which starts at 1, and catalogues already in the cart, which start at what the cart holds;
 * adding needs at least one quantity over 0. The add call sets the cart's quantities, so a
 * catalogue in the cart that is picked down to 0 is sent as 0 (taken out).
 */
import type { Catalogue } from '../../api/client/checkout';

/** Spec 1 §9: the default most of one catalogue a customer can order. */
export const DEFAULT_CATALOGUE_MAX = 10;

export type CatalogueQuantities = Readonly<Record<string, number>>;

/** 0 .. maxQuantity (or 10 when the catalogue gives no positive maximum). */
export function catalogueQuantityChoices(catalogue: Pick<Catalogue, 'maxQuantity'>): number[] {
  const max = catalogue.maxQuantity > 0 ? catalogue.maxQuantity : DEFAULT_CATALOGUE_MAX;
  return Array.from({ length: max + 1 }, (_, n) => n);
}

type PickerFacts = Pick<Catalogue, 'uuid' | 'quantity'>;

/** What the pickers start at: what the cart holds, else 1 for a lone catalogue, else 0. */
export function initialCatalogueQuantities(catalogues: readonly PickerFacts[]): CatalogueQuantities {
  return Object.fromEntries(catalogues.map((c) => [c.uuid, c.quantity > 0 ? c.quantity : catalogues.length === 1 ? 1 : 0]));
}

export interface CatalogueItem {
  uuid: string;
  quantity: number;
}

/** The quantities to send, in the list's order: every catalogue picked above 0 or changed from what the cart holds. */
export function chosenCatalogues(catalogues: readonly PickerFacts[], quantities: CatalogueQuantities): CatalogueItem[] {
  return catalogues.flatMap((c) => {
    const quantity = quantities[c.uuid] ?? 0;
    return quantity > 0 || c.quantity > 0 ? [{ uuid: c.uuid, quantity }] : [];
  });
}

/** Spec 1 §5: with no quantity over 0 the alert is shown instead; otherwise the list to send. */
export function catalogueOrder(catalogues: readonly PickerFacts[], quantities: CatalogueQuantities): { ok: true; items: CatalogueItem[] } | { ok: false; reason: 'nothingChosen' } {
  const items = chosenCatalogues(catalogues, quantities);
  return items.some((i) => i.quantity > 0) ? { ok: true, items } : { ok: false, reason: 'nothingChosen' };
}
