/** The whole checkout as POST /api/webshop/checkout answers it (spec 1 §3 checkout state). */
import type { Checkout } from '../../../api/contract/checkout';
import type { Db } from '../../db/client';
import type { Lang } from '../../messages';
import { toApiUser } from '../auth/apiUser';
import type { UserRow } from '../auth/sessions';
import { availableCatalogues, catalogueMaxDeliveryTime } from './catalogues';
import { checkoutCartOf } from './checkoutCart';
import type { CheckoutState } from './checkoutState';
import { toDeliveryMethods } from './deliveryMethods';
import { digitalSetsOf } from './digitalSets';
import { termsOfPurchase } from './shopSettings';
import { upsaleList } from './upsale';
// A portrait set already bought is not offered again.
import { subjectsWithBoughtPortraitSet } from '../digital/ownedDigital';
import { hasActiveVouchers } from './vouchers';

export async function checkoutAnswer(db: Db, state: CheckoutState, user: UserRow, simulatedBy: UserRow | null, lang: Lang, now: Date): Promise<Checkout> {
  const [cart, catalogues, digitalSets, terms, activeVouchers, portraitSetsBought] = await Promise.all([
    checkoutCartOf(db, state, lang),
    availableCatalogues(db, state.owned),
    digitalSetsOf(db, state.owned.map((s) => s.jobUuid)),
    termsOfPurchase(db, lang),
    hasActiveVouchers(db, now),
    subjectsWithBoughtPortraitSet(db, user.uuid),
  ]);
  return {
    checkoutUuid: state.checkout.uuid,
    cart,
    deliveryOptions: toDeliveryMethods(state.offered, lang),
    user: toApiUser(user, simulatedBy),
    hasActiveRebateCampaigns: activeVouchers,
    termsOfPurchase: terms,
    options: state.settings.options,
    upsaleList: upsaleList({ rows: state.rows, owned: state.owned.filter((s) => !portraitSetsBought.has(s.uuid)), catalogues: catalogues.map((c) => c.row), digitalSets }),
    catalogueMaxDeliveryTime: catalogueMaxDeliveryTime(state.rows, state.catalogueRows),
    deliveryOption: state.chosen ? { uuid: state.chosen.option.uuid, type: state.chosen.type } : null,
    paymentOption: state.checkout.paymentOptionUuid ? { uuid: state.checkout.paymentOptionUuid } : null,
  };
}
