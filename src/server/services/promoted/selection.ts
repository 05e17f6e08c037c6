/**
 * Which products the 'Other popular products' strip shows, and at what price. Pure: the caller
 * loads templates, products, popularity and the customer's cart.
 */
import { MAX_PROMOTED_CATEGORIES, MAX_PROMOTED_TEMPLATES } from '../../../api/contract/limits';
import type { CatalogProduct } from '../../../api/contract/templates';
import { campaignApplies, priceFrom } from '../../../domain/pricing';

export interface CandidateTemplate {
  uuid: string;
  /** The template's first category: where its editor's Back and its list lead. */
  category: string;
  /** Its place among the shop's templates (lower first). */
  sortOrder: number;
  productUuids: readonly string[];
}

export interface PromotionInput {
  templates: readonly CandidateTemplate[];
  products: ReadonlyMap<string, CatalogProduct>;
  /** How many customers' cart lines hold each template (absent: none). */
  popularity: ReadonlyMap<string, number>;
  /** Templates already in this customer's cart: not 'other' products for them. */
  inCart: ReadonlySet<string>;
  packageInCart: boolean;
}

export interface ShownPrice {
  price: number;
  rebatedPrice: number | null;
}

export type Promotion =
  | ({ type: 'template'; templateUuid: string; productUuid: string; category: string } & ShownPrice)
  | ({ type: 'category'; category: string; templateUuid: string } & ShownPrice);

/** The product's 'Price from', with the campaign's only when this customer gets it. */
export function shownPrice(product: Pick<CatalogProduct, 'productprices' | 'campaignrequirement'>, packageInCart: boolean): ShownPrice | null {
  const from = priceFrom(product.productprices, campaignApplies(product.campaignrequirement, { packageInCart }));
  if (!from) return null;
  return { price: from.price, rebatedPrice: from.campaignPrice !== null && from.campaignPrice < from.price ? from.campaignPrice : null };
}

/** A category's price: its cheapest product's regular price, and its cheapest price this customer pays when lower. */
function categoryPrice(prices: readonly ShownPrice[]): ShownPrice {
  const price = Math.min(...prices.map((p) => p.price));
  const paid = Math.min(...prices.map((p) => p.rebatedPrice ?? p.price));
  return { price, rebatedPrice: paid < price ? paid : null };
}

interface Offer {
  template: CandidateTemplate;
  product: CatalogProduct;
  price: ShownPrice;
  popularity: number;
}

/**
 * Most popular first; at equal popularity, offers with a campaign the customer gets, then the
 * shop's own order. Every step of the order is fixed, so the strip never reshuffles on reload.
 */
const compareOffers = (a: Offer, b: Offer): number =>
  b.popularity - a.popularity ||
  Number(b.price.rebatedPrice !== null) - Number(a.price.rebatedPrice !== null) ||
  a.template.sortOrder - b.template.sortOrder ||
  a.template.uuid.localeCompare(b.template.uuid) ||
  a.product.sortOrder - b.product.sortOrder ||
  a.product.uuid.localeCompare(b.product.uuid);

export function selectPromotions(input: PromotionInput): Promotion[] {
  const offers: Offer[] = input.templates.flatMap((template) =>
    template.productUuids.flatMap((productUuid) => {
      const product = input.products.get(productUuid);
      const price = product ? shownPrice(product, input.packageInCart) : null;
      return product && price ? [{ template, product, price, popularity: input.popularity.get(template.uuid) ?? 0 }] : [];
    }),
  );
  offers.sort(compareOffers);

  // One design per product and per category, so the strip shows a card, a calendar and a mug
  // rather than three Christmas cards.
  const chosen: Offer[] = [];
  for (const offer of offers) {
    if (chosen.length >= MAX_PROMOTED_TEMPLATES) break;
    const repeats = chosen.some((c) => c.product.uuid === offer.product.uuid || c.template.category === offer.template.category);
    if (!repeats && !input.inCart.has(offer.template.uuid)) chosen.push(offer);
  }

  // Categories by the popularity of all their templates; offers come best first, so a category's first is its best.
  const categoryPopularity = new Map<string, number>();
  for (const template of input.templates) {
    categoryPopularity.set(template.category, (categoryPopularity.get(template.category) ?? 0) + (input.popularity.get(template.uuid) ?? 0));
  }
  const byCategory = new Map<string, { popularity: number; best: Offer; prices: ShownPrice[] }>();
  for (const offer of offers) {
    const entry = byCategory.get(offer.template.category);
    if (entry) entry.prices.push(offer.price);
    else byCategory.set(offer.template.category, { popularity: categoryPopularity.get(offer.template.category) ?? 0, best: offer, prices: [offer.price] });
  }
  const shownCategories = new Set(chosen.map((c) => c.template.category));
  const categories = [...byCategory.entries()]
    .filter(([category]) => !shownCategories.has(category))
    .sort(([aName, a], [bName, b]) => b.popularity - a.popularity || compareOffers(a.best, b.best) || aName.localeCompare(bName))
    .slice(0, MAX_PROMOTED_CATEGORIES);

  return [
    ...chosen.map((c): Promotion => ({ type: 'template', templateUuid: c.template.uuid, productUuid: c.product.uuid, category: c.template.category, ...c.price })),
    ...categories.map(([category, c]): Promotion => ({ type: 'category', category, templateUuid: c.best.template.uuid, ...categoryPrice(c.prices) })),
  ];
}
