/** The customer's choices on an open checkout: delivery option, payment option, voucher code (spec 1 §4 steps). */
import type { PaymentOption } from '../../../api/contract/checkout';
import type { Db } from '../../db/client';
import type { Lang } from '../../messages';
import { paymentOptionsFor, toPaymentOption } from '../payments/paymentOptions';
import { CheckoutError, checkoutNotFound } from './checkoutError';
import { loadCheckoutState, type CheckoutState } from './checkoutState';
import { findCheckout, saveCheckoutChoices, type CheckoutRow } from './checkoutStore';
import { assertVoucherUsable, findVoucherByCode } from './vouchers';

/** The customer's open checkout named in the path: 404 for anything else, 409 once it ended. */
export async function openCheckoutNamed(db: Db, userUuid: string, uuid: string): Promise<CheckoutRow> {
  const checkout = await findCheckout(db, userUuid, uuid);
  if (!checkout) throw checkoutNotFound();
  if (checkout.closedAt) throw new CheckoutError(409, 'checkoutClosed');
  return checkout;
}

function offeredOption(state: CheckoutState, deliveryOptionUuid: string) {
  const chosen = state.offered.find((o) => o.option.uuid === deliveryOptionUuid.toLowerCase());
  if (!chosen) throw new CheckoutError(400, 'unknownDeliveryOption', {}, 'deliveryOptionUuid');
  return chosen;
}

/**
 * Select-delivery-option done: the option is saved (a payment option chosen for another one is
 * cleared, spec 1 §4) and the payment options it allows are listed.
 */
export async function chooseDeliveryOption(
  db: Db,
  checkout: CheckoutRow,
  deliveryOptionUuid: string,
  lang: Lang,
  now: Date,
): Promise<{ state: CheckoutState; paymentOptions: PaymentOption[] }> {
  const chosen = offeredOption(await loadCheckoutState(db, checkout, lang, now), deliveryOptionUuid);
  const changed = checkout.deliveryOptionUuid !== chosen.option.uuid;
  const saved = changed ? await saveCheckoutChoices(db, checkout, { deliveryOptionUuid: chosen.option.uuid, paymentOptionUuid: null }, now) : checkout;
  const options = await paymentOptionsFor(db, chosen.type);
  return { state: await loadCheckoutState(db, saved, lang, now), paymentOptions: options.map((o) => toPaymentOption(o, lang)) };
}

/** Select-payment-option done: the payment option must fit the delivery option; both are saved. */
export async function choosePaymentOption(db: Db, checkout: CheckoutRow, deliveryOptionUuid: string, paymentOptionUuid: string, lang: Lang, now: Date): Promise<CheckoutState> {
  const chosen = offeredOption(await loadCheckoutState(db, checkout, lang, now), deliveryOptionUuid);
  const payment = (await paymentOptionsFor(db, chosen.type)).find((p) => p.uuid === paymentOptionUuid.toLowerCase());
  if (!payment) throw new CheckoutError(400, 'unknownPaymentOption', {}, 'paymentOptionUuid');
  const saved = await saveCheckoutChoices(db, checkout, { deliveryOptionUuid: chosen.option.uuid, paymentOptionUuid: payment.uuid }, now);
  return loadCheckoutState(db, saved, lang, now);
}

/**
 * Uses a voucher code: unknown, not yet valid, expired, used up and below the minimum each get
 * their own reason. The delivery option, when given, must be one the cart can use.
 */
export async function useVoucherCode(db: Db, checkout: CheckoutRow, code: string, deliveryOptionUuid: string | undefined, lang: Lang, now: Date): Promise<CheckoutState> {
  const state = await loadCheckoutState(db, checkout, lang, now);
  if (deliveryOptionUuid) offeredOption(state, deliveryOptionUuid);
  const voucher = await findVoucherByCode(db, code);
  if (!voucher) throw new CheckoutError(400, 'voucherUnknown', {}, 'code');
  await assertVoucherUsable(db, voucher, state.totals.productTotal, now, lang);
  const saved = await saveCheckoutChoices(db, state.checkout, { voucherUuid: voucher.uuid }, now);
  return loadCheckoutState(db, saved, lang, now);
}

/** Stops using the voucher code (nothing to do without one); the state is priced without it. */
export async function dropVoucherCode(db: Db, checkout: CheckoutRow, lang: Lang, now: Date): Promise<CheckoutState> {
  const saved = checkout.voucherUuid ? await saveCheckoutChoices(db, checkout, { voucherUuid: null }, now) : checkout;
  return loadCheckoutState(db, saved, lang, now);
}
