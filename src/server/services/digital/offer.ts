/** The digital portraits offer of one customer (GET /api/webshop/digital-portraits): products per type with this customer's prices. */
import type { z } from 'zod/mini';
import type { DigitalProductOffer, DigitalTypeOffer, getDigitalPortraits } from '../../../api/contract/digital';
import type { CatalogProduct } from '../../../api/contract/templates';
import { DIGITAL_TYPES, nextPiecePrice, priceList, type DigitalKind, type DigitalSetKind } from '../../../domain/digital';
import type { Language } from '../../../engine/model';
import type { Db } from '../../db/client';
import { cartRows } from '../cart/cartRows';
import { cartHoldsPackage } from '../cart/linePricing';
import { loadProducts } from '../templates/products';
import { loadDigitalCatalog, rebateFor, type DigitalCatalog } from './catalog';
import { heldDigital } from './lines';
import { boughtLines } from './ownedDigital';
import { pricingOf } from './pricing';

type Answer = z.infer<typeof getDigitalPortraits.response>;

export async function digitalPortraitsOffer(db: Db, userUuid: string, lang: Language): Promise<Answer> {
  const catalog = await loadDigitalCatalog(db, lang);
  if (!catalog.settings.allowDigitalBuying) return { enabled: false, combined: false, offers: [] };
  const [bought, rows] = await Promise.all([boughtLines(db, userUuid), cartRows(db, userUuid)]);
  const pieces = heldDigital(bought, catalog).pieces;
  const cartProducts = await loadProducts(db, rows.flatMap((r) => (r.productUuid ? [r.productUuid] : [])), lang);
  const packageInCart = cartHoldsPackage(rows, cartProducts);
  const offerOf = (product: CatalogProduct | undefined, kind: DigitalKind, type: DigitalSetKind): DigitalProductOffer | null => {
    if (!product) return null;
    const pricing = pricingOf(catalog, product, kind, type, packageInCart);
    const alreadyBought = pieces.get(product.uuid) ?? 0;
    return {
      uuid: product.uuid,
      name: product.name,
      next: nextPiecePrice(pricing, alreadyBought),
      priceList: priceList(product.productprices, pricing.campaign, alreadyBought),
      alreadyBought,
      rebatePrice: rebateFor(catalog, kind, type),
    };
  };
  const offers: DigitalTypeOffer[] = DIGITAL_TYPES.map((type) => ({
    type,
    file: offerOf(catalog.files[type], 'file', type),
    set: setOffer(catalog, type, offerOf),
  }));
  return { enabled: true, combined: catalog.combined, offers };
}

/** With the combined product, the IP offer sells it and SFP has no set of its own. */
function setOffer(
  catalog: DigitalCatalog,
  type: (typeof DIGITAL_TYPES)[number],
  offerOf: (product: CatalogProduct | undefined, kind: DigitalKind, type: DigitalSetKind) => DigitalProductOffer | null,
): DigitalProductOffer | null {
  if (!catalog.combined || type === 'GP') return offerOf(catalog.sets[type], 'set', type);
  return type === 'IP' ? offerOf(catalog.sets.IPSFP, 'set', 'IPSFP') : null;
}
