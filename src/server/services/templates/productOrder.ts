/**
 * The order products are listed in (spec 2 §9): calendars with 20x30 in the name first, then
 * those with "(12"; cards with 15x15 first, then the larger format (width x height read from
 * the name) first; after that, and for every other kind, by sortOrder and then by name with
 * numbers compared as numbers ("Pakke 2" before "Pakke 10").
 */

export type ProductListKind = 'CARD' | 'CALENDAR' | 'PHOTOGIFT';

export interface OrderedProduct {
  name: string;
  sortOrder: number;
}

/** The first "W x H" in a name ("Kort 10,5x14.8 cm" gives 10.5 by 14.8), or null. */
export function sizeInName(name: string): { width: number; height: number } | null {
  const match = /(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)/i.exec(name);
  if (!match) return null;
  const number = (text: string) => Number(text.replace(',', '.'));
  return { width: number(match[1]), height: number(match[2]) };
}

/** How far up a product's kind moves it before sortOrder counts; lower comes first. */
function kindRank(kind: ProductListKind, name: string): number[] {
  if (kind === 'CALENDAR') return [name.includes('20x30') ? 0 : name.includes('(12') ? 1 : 2];
  if (kind === 'CARD') {
    const size = sizeInName(name);
    // Larger area first: the negated area sorts ascending like every other rank.
    return [name.includes('15x15') ? 0 : 1, size ? -(size.width * size.height) : 0];
  }
  return [];
}

const collator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });

export function compareProducts(kind: ProductListKind, a: OrderedProduct, b: OrderedProduct): number {
  const ra = kindRank(kind, a.name);
  const rb = kindRank(kind, b.name);
  for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] - rb[i];
  return a.sortOrder - b.sortOrder || collator.compare(a.name, b.name);
}

/** A sorted copy. */
export function sortProducts<T extends OrderedProduct>(kind: ProductListKind, products: readonly T[]): T[] {
  return [...products].sort((a, b) => compareProducts(kind, a, b));
}
