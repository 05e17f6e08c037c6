/** The upsell pop-ups' list (spec 1 §2, §3): walked in order, catalogue first. Pure. */
import type { UpsaleItem } from '../../../api/contract/checkout';
import type { CartLineRow } from '../cart/cartRows';
import type { CatalogueRow } from './catalogues';
import type { DigitalSetRow } from './digitalSets';
import type { OwnedSubject } from './ownedSubjects';

export function upsaleList(input: {
  rows: readonly CartLineRow[];
  owned: readonly OwnedSubject[];
  catalogues: readonly CatalogueRow[];
  digitalSets: readonly DigitalSetRow[];
}): UpsaleItem[] {
  const products = input.rows.filter((r) => r.type === 0);
  const list: UpsaleItem[] = [];
  // 'Don't forget the catalogue': only while none is in the cart.
  const catalogue = input.catalogues[0];
  if (catalogue && !products.some((r) => r.catalogueUuid !== null)) {
    list.push({ type: 'CATALOGUE', price: Number(catalogue.price), rebatedPrice: Number(catalogue.price) });
  }
  // 'Special offer': a discounted set of a subject whose set is not in the cart yet.
  const bought = new Set(products.filter((r) => r.catalogueUuid === null && r.subjectUuid !== null).map((r) => r.subjectUuid));
  for (const subject of input.owned) {
    const set = input.digitalSets.find((s) => s.jobUuid === subject.jobUuid);
    if (!set || set.rebatedPrice === null || bought.has(subject.uuid)) continue;
    list.push({ type: 'DIGITAL_FILES', price: Number(set.price), rebatedPrice: Number(set.rebatedPrice) });
    break;
  }
  return list;
}
