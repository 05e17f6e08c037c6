/**
 * Spec 1 §7 create transaction: the cart frozen into an order, the voucher use recorded, the
 * checkout closed and the payment started with the option's provider, all in one database
 * transaction. A voucher's uses are counted under its row lock, so its usage limit holds however
 * many customers redeem it at once; the customer's older orders still awaiting payment for the
 * same cart lines are cancelled (takeOver.ts). Idempotent per checkout: the customer's cart lock serialises concurrent requests,
 * and the unique keys (orders.checkout_uuid, payment_transactions.idempotency_key) hold even if
 * something slipped past it; every repeat answers the first request's order and transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CheckoutOrderLine } from '../../../api/contract/checkout';
import { checkouts, orderLines, orderRetouchSelections, orders, paymentTransactions, users, voucherUses } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/context';
import type { Lang } from '../../messages';
import type { UserRow } from '../auth/sessions';
import { shippingPostalCodeProblem } from '../address/addressService';
import { cartRows, lockCart } from '../cart/cartRows';
import { retouchSelectionOf } from '../cart/retouch';
import { storedMoney } from '../cart/linePricing';
import { catalogueMaxDeliveryTime } from '../checkout/catalogues';
import { isDigitalSetRow } from '../checkout/cartContent';
import { addedLines, productOrderLines } from '../checkout/checkoutCart';
import { CheckoutError, checkoutNotFound } from '../checkout/checkoutError';
import { loadCheckoutState } from '../checkout/checkoutState';
import { findCheckout } from '../checkout/checkoutStore';
import { assertVoucherUsable, findVoucher, lockVoucher } from '../checkout/vouchers';
import { checkPaymentData } from '../payments/paymentDetails';
import { paymentOptionsFor } from '../payments/paymentOptions';
import { providerNamed } from '../payments/providers';
import { findRetouchProduct } from '../templates/products';
import { queuePrints } from '../prints/printJob';
import { queueConfirmation, removeBoughtLines } from './completeOrder';
import { checkDeliveryData, type DeliveryDataInput } from './deliveryDetails';
import { recordLinePictures } from './linePictures';
import { recordCreated, recordTransition } from './orderStates';
import { orderOfCheckout, transactionOfOrder, type OrderRow, type PaymentTransactionRow } from './orderStore';
import { cancelPendingOrdersHolding } from './takeOver';

export interface TransactionInput {
  deliveryOptionUuid: string;
  paymentOptionUuid: string;
  deliveryOptionData: DeliveryDataInput & { saveAddress?: boolean };
  paymentOptionData: { mobilePhone?: string; pid?: string };
  client: 'desktop' | 'mobile';
  comment: string;
}

export interface TransactionAnswer {
  transaction: { uuid: string; state: string; redirectUrl: string };
  order: { uuid: string };
}

const answerOf = (order: OrderRow, transaction: PaymentTransactionRow): TransactionAnswer => ({
  transaction: { uuid: transaction.uuid, state: transaction.state, redirectUrl: transaction.redirectUrl },
  order: { uuid: order.uuid },
});

/** A repeat of a transaction already made: the same answer while it stands, 409 once its payment failed. */
async function existingAnswer(deps: Pick<AppDeps, 'db'>, checkoutUuid: string): Promise<TransactionAnswer | null> {
  const order = await orderOfCheckout(deps.db, checkoutUuid);
  if (!order) return null;
  if (order.state === 'declined' || order.state === 'cancelled') throw new CheckoutError(409, 'checkoutClosed');
  const transaction = await transactionOfOrder(deps.db, order.uuid);
  if (!transaction) throw new Error(`Order ${order.uuid} has no payment transaction`);
  return answerOf(order, transaction);
}

/** `placedBy`: the support user simulating the customer, recorded on the order. */
export async function createTransaction(
  deps: AppDeps,
  user: UserRow,
  checkoutUuid: string,
  input: TransactionInput,
  lang: Lang,
  placedBy: UserRow | null = null,
): Promise<TransactionAnswer> {
  const { db } = deps;
  const checkout = await findCheckout(db, user.uuid, checkoutUuid);
  if (!checkout) throw checkoutNotFound();
  const repeat = await existingAnswer(deps, checkout.uuid);
  if (repeat) return repeat;
  if (checkout.closedAt) throw new CheckoutError(409, 'checkoutClosed');

  // A voucher that stopped being usable is cleared by loading the state (committed); the customer hears why.
  const now = deps.now();
  const before = await loadCheckoutState(db, checkout, lang, now);
  if (checkout.voucherUuid && !before.voucher) {
    const voucher = await findVoucher(db, checkout.voucherUuid);
    if (voucher) await assertVoucherUsable(db, voucher, before.totals.productTotal, now, lang);
  }

  return db.transaction(async (tx) => {
    await lockCart(tx, user.uuid);
    const again = await existingAnswer({ db: tx }, checkout.uuid);
    if (again) return again;
    const [current] = await tx.select().from(checkouts).where(eq(checkouts.uuid, checkout.uuid));
    if (current.closedAt) throw new CheckoutError(409, 'checkoutClosed');
    await cancelPendingOrdersHolding(tx, user.uuid, (await cartRows(tx, user.uuid)).map((r) => r.uuid), now);
    // Other customers redeem the same voucher at the same time: its uses are counted under its row lock.
    if (current.voucherUuid) await lockVoucher(tx, current.voucherUuid);

    const state = await loadCheckoutState(tx, current, lang, now);
    if (state.productRows.length === 0) throw new CheckoutError(400, 'emptyCart');
    if (current.voucherUuid && !state.voucher) throw new CheckoutError(400, 'voucherUsedUp', {}, 'code');
    const chosen = state.offered.find((o) => o.option.uuid === input.deliveryOptionUuid.toLowerCase());
    if (!chosen) throw new CheckoutError(400, 'unknownDeliveryOption', {}, 'deliveryOptionUuid');
    const payment = (await paymentOptionsFor(tx, chosen.type)).find((p) => p.uuid === input.paymentOptionUuid.toLowerCase());
    if (!payment) throw new CheckoutError(400, 'unknownPaymentOption', {}, 'paymentOptionUuid');
    // Norwegian shops check the postal code against the register the address service ships.
    const postalCheck = state.settings.locale.country === 'NO' ? shippingPostalCodeProblem : null;
    const deliveryData = checkDeliveryData(chosen, input.deliveryOptionData, state.settings.options, postalCheck);
    const paymentData = checkPaymentData(payment, input.paymentOptionData, now);

    // The chosen option prices the shipping line, whatever was saved on the checkout before.
    const priced = await loadCheckoutState(tx, { ...current, deliveryOptionUuid: chosen.option.uuid, paymentOptionUuid: payment.uuid }, lang, now);
    const products = await productOrderLines(tx, priced, lang);
    const shown: CheckoutOrderLine[] = [...products, ...addedLines(priced, lang)];
    const orderUuid = randomUUID();
    const inserted = await tx
      .insert(orders)
      .values({
        uuid: orderUuid,
        userUuid: user.uuid,
        checkoutUuid: current.uuid,
        state: 'created',
        totalPrice: storedMoney(priced.totals.total),
        vatAmount: storedMoney(priced.totals.vat),
        itemCount: priced.productRows.reduce((n, r) => n + r.quantity, 0),
        currency: priced.settings.currency,
        deliveryOptionUuid: chosen.option.uuid,
        deliveryType: chosen.type,
        deliveryName: chosen.option.name,
        deliveryDays: chosen.option.deliverytime,
        deliveryData,
        paymentOptionUuid: payment.uuid,
        paymentTitle: shownTitle(payment.title, lang),
        isInvoice: payment.kind === 'invoice',
        paymentData,
        voucherUuid: priced.voucher?.uuid ?? null,
        rebateCode: priced.voucher?.code ?? null,
        comment: priced.settings.options.disableOrderComment ? '' : input.comment.trim(),
        client: input.client,
        lang,
        containDigitalProducts: priced.productRows.some(isDigitalSetRow),
        catalogueMaxDeliveryTime: catalogueMaxDeliveryTime(priced.rows, priced.catalogueRows),
        placedByStaffUuid: placedBy?.uuid ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.checkoutUuid })
      .returning();
    if (inserted.length === 0) {
      const other = await existingAnswer({ db: tx }, current.uuid);
      return other!;
    }
    const order = inserted[0];
    const insertedLines = await tx.insert(orderLines).values(
      shown.map((line, position) => {
        const row = line.type === 0 ? priced.productRows.find((r) => r.uuid === line.uuid) : undefined;
        return {
          orderUuid,
          position,
          type: line.type,
          description: line.description,
          quantity: line.quantity,
          linePrice: storedMoney(line.actualLinePrice),
          regularLinePrice: line.linePrice === line.actualLinePrice ? null : storedMoney(line.linePrice),
          productUuid: row?.productUuid ?? null,
          subProductUuids: row?.subProductUuids ?? [],
          templateUuid: row?.templateUuid ?? null,
          templateVersion: row?.templateVersion ?? null,
          templateData: row?.templateData ?? null,
          catalogueUuid: row?.catalogueUuid ?? null,
          subjectUuid: row?.subjectUuid ?? null,
          pictureUuids: row?.pictureUuids ?? [],
          packageData: row?.packageData ?? null,
          cartLineUuid: row?.uuid ?? null,
          shown: line,
        };
      }),
    ).returning();
    await recordLinePictures(tx, insertedLines);
    await copyRetouchSelection(tx, user.uuid, orderUuid, priced.productRows);
    await recordCreated(tx, orderUuid, now);
    if (chosen.type === 'postage' && input.deliveryOptionData.saveAddress && deliveryData.address) {
      const a = deliveryData.address;
      await tx.update(users).set({ address: { address: a.address1, address2: a.address2, postalCode: a.postalCode, city: a.city, state: a.state } }).where(eq(users.uuid, user.uuid));
    }
    if (priced.voucher) await tx.insert(voucherUses).values({ voucherUuid: priced.voucher.uuid, orderUuid, userUuid: user.uuid, usedAt: now });
    await tx.update(checkouts).set({ deliveryOptionUuid: chosen.option.uuid, paymentOptionUuid: payment.uuid, closedAt: now, updatedAt: now }).where(eq(checkouts.uuid, current.uuid));

    const transactionUuid = randomUUID();
    const provider = providerNamed(payment.provider);
    const start = await provider.createPayment({
      transactionUuid,
      orderUuid,
      amount: priced.totals.total,
      currency: priced.settings.currency,
      details: paymentData,
      customerEmail: deliveryData.contactInfo?.emailAddress ?? user.email,
    });
    await recordTransition(tx, orderUuid, 'created', 'awaiting_payment', now);
    const completed = start.kind === 'completed' ? start.outcome : null;
    if (completed) {
      await recordTransition(tx, orderUuid, 'awaiting_payment', completed, now);
      await removeBoughtLines(tx, order, now);
      await queueConfirmation(tx, deps, { ...order, state: completed });
      await queuePrints(tx, deps, order);
    }
    const [transaction] = await tx
      .insert(paymentTransactions)
      .values({
        uuid: transactionUuid,
        orderUuid,
        idempotencyKey: current.uuid,
        provider: provider.name,
        state: completed ?? 'awaiting_payment',
        amount: storedMoney(priced.totals.total),
        currency: priced.settings.currency,
        redirectUrl: start.kind === 'redirect' ? start.redirectUrl : `/shopping-cart/checkout/payment/receipt/${orderUuid}`,
        providerReference: start.providerReference,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return answerOf({ ...order, state: completed ?? 'awaiting_payment' }, transaction);
  });
}

const shownTitle = (title: { nb: string; en?: string }, lang: Lang): string => (lang === 'en' && title.en ? title.en : title.nb);

/**
 * The retouching the order buys, picture by picture, when it has a retouch line: the cart's
 * selection, which every cart change keeps to pictures still in the cart.
 */
async function copyRetouchSelection(db: Db, userUuid: string, orderUuid: string, rows: readonly { productUuid: string | null }[]): Promise<void> {
  const retouch = await findRetouchProduct(db, 'nb');
  if (!retouch || !rows.some((r) => r.productUuid === retouch.uuid)) return;
  const selection = await retouchSelectionOf(db, userUuid);
  const values = Object.entries(selection).flatMap(([pictureUuid, subs]) => subs.map((subProductUuid) => ({ orderUuid, pictureUuid, subProductUuid })));
  if (values.length > 0) await db.insert(orderRetouchSelections).values(values);
}
