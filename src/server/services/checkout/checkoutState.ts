/**
 * Everything a checkout answer is computed from, loaded once per request: the cart's rows, the
 * customer's subjects, the delivery options the cart can use, the chosen option and voucher
 * (when still usable) and the totals. Choices that no longer fit the cart are cleared from the
 * checkout here, so every answer and the transaction see the same state.
 */
import { inArray } from 'drizzle-orm';
import type { SiteSettings } from '../../../api/contract/settings';
import type { Db } from '../../db/client';
import { catalogues } from '../../db/schema';
import type { Lang } from '../../messages';
import { cartRows, type CartLineRow } from '../cart/cartRows';
import type { CatalogueRow } from './catalogues';
import { cartContent } from './cartContent';
import { saveCheckoutChoices, type CheckoutRow } from './checkoutStore';
import { offeredOptions, type OfferedOption } from './deliveryMethods';
import { ownedSubjects, type OwnedSubject } from './ownedSubjects';
import { readSiteSettings } from './shopSettings';
import { checkoutTotals, type CheckoutTotals } from './totals';
import { findVoucher, voucherLimits, voucherTerms, voucherUseCount, type VoucherRow } from './vouchers';
import { voucherProblem } from './voucherRules';

export interface CheckoutState {
  checkout: CheckoutRow;
  rows: CartLineRow[];
  /** The product lines (type 0): what the order sells. */
  productRows: CartLineRow[];
  owned: OwnedSubject[];
  offered: OfferedOption[];
  chosen: OfferedOption | null;
  voucher: VoucherRow | null;
  totals: CheckoutTotals;
  settings: SiteSettings;
  /** The catalogues the cart's lines name. */
  catalogueRows: CatalogueRow[];
}

export async function loadCheckoutState(db: Db, checkout: CheckoutRow, lang: Lang, now: Date): Promise<CheckoutState> {
  const [rows, owned, settings] = await Promise.all([cartRows(db, checkout.userUuid), ownedSubjects(db, checkout.userUuid), readSiteSettings(db)]);
  const productRows = rows.filter((r) => r.type === 0);
  const offered = await offeredOptions(db, cartContent(rows), owned, lang, now);
  const productLinePrices = productRows.map((r) => Number(r.linePrice));
  const productTotal = productLinePrices.reduce((s, p) => s + p, 0);

  let current = checkout;
  const chosen = offered.find((o) => o.option.uuid === checkout.deliveryOptionUuid) ?? null;
  if (checkout.deliveryOptionUuid && !chosen) {
    current = await saveCheckoutChoices(db, current, { deliveryOptionUuid: null, paymentOptionUuid: null }, now);
  }
  let voucher = checkout.voucherUuid ? await findVoucher(db, checkout.voucherUuid) : null;
  if (voucher && voucherProblem(voucherLimits(voucher), { now, uses: await voucherUseCount(db, voucher.uuid), productTotal })) {
    voucher = null;
    current = await saveCheckoutChoices(db, current, { voucherUuid: null }, now);
  }

  const catalogueUuids = [...new Set(productRows.flatMap((r) => (r.catalogueUuid ? [r.catalogueUuid] : [])))];
  const catalogueRows = catalogueUuids.length > 0 ? await db.select().from(catalogues).where(inArray(catalogues.uuid, catalogueUuids)) : [];
  const totals = checkoutTotals({
    productLinePrices,
    voucher: voucher ? voucherTerms(voucher) : null,
    shipping: chosen ? { price: chosen.option.price, isExpress: chosen.option.isExpress } : null,
    freeShippingThreshold: settings.webshop.freeShippingThreshold,
  });
  return { checkout: current, rows, productRows, owned, offered, chosen, voucher, totals, settings, catalogueRows };
}
