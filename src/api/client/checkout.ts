import type * as contract from '../contract/checkout';
import { call } from './call';
import { checkoutRoutes } from './routes.gen';

/** Spec 1 §7 POST /api/webshop/checkout: the open checkout (or a new one) with everything the page shows. */
export const startCheckout = () => call(checkoutRoutes.startCheckout);

/** Spec 1 §7 POST /api/webshop/preorder/checkout: a preorder registration's catalogues into the cart, then the checkout. */
export const startPreorderCheckout = (webRegSession: string) => call(checkoutRoutes.startPreorderCheckout, { body: { webRegSession } });

/** Chooses the delivery option; answers the payment options it allows and the repriced cart. */
export const getPaymentOptions = (checkoutId: string, deliveryOptionUuid: string) =>
  call(checkoutRoutes.getPaymentOptions, { params: { checkoutId, deliveryOptionUuid } });

/** Chooses the payment option; answers the cart. */
export const setPaymentOption = (checkoutId: string, deliveryOptionUuid: string, paymentOptionUuid: string) =>
  call(checkoutRoutes.setPaymentOption, { params: { checkoutId, deliveryOptionUuid, paymentOptionUuid } });

/** Uses a voucher code; rejects with the server's reason (shown under the voucher field). */
export const verifyRebateCode = (checkoutId: string, code: string, deliveryOptionUuid?: string) =>
  call(checkoutRoutes.verifyRebateCode, { params: { checkoutId }, body: { code, deliveryOptionUuid } });

/** Stops using the voucher code; answers the cart priced without it. */
export const removeRebateCode = (checkoutId: string) => call(checkoutRoutes.removeRebateCode, { params: { checkoutId } });

/** Buys the digital sets of these subjects; answers the cart. */
export const buyDigitalSets = (checkoutId: string, subjects: { name?: string; uuid: string }[]) =>
  call(checkoutRoutes.buyDigitalSets, { params: { checkoutId }, body: { subjects } });

/** Sets catalogue quantities; answers the cart, the longest catalogue delivery time and the delivery methods. */
export const addCatalogues = (checkoutId: string, catalogues: { uuid: string; quantity: number }[]) =>
  call(checkoutRoutes.addCatalogues, { params: { checkoutId }, body: { catalogues } });

/** Creates the order and its payment (idempotent per checkout); go to the answer's transaction.redirectUrl. */
export const createTransaction = (checkoutId: string, body: contract.CreateTransactionBody) =>
  call(checkoutRoutes.createTransaction, { params: { checkoutId }, body });

/** The receipt's order. */
export const getOrder = (orderUuid: string) => call(checkoutRoutes.getOrder, { params: { orderUuid } });

/** Spec 1 §7 GET /ajax/user/get_catalogues.php. */
export const getCatalogues = () => call(checkoutRoutes.getCatalogues);

/** The sandbox payment page's transaction and order. */
export const getSandboxPayment = (transactionUuid: string) => call(checkoutRoutes.getSandboxPayment, { params: { transactionUuid } });

export const approveSandboxPayment = (transactionUuid: string) => call(checkoutRoutes.approveSandboxPayment, { params: { transactionUuid } });
export const declineSandboxPayment = (transactionUuid: string) => call(checkoutRoutes.declineSandboxPayment, { params: { transactionUuid } });
export const cancelSandboxPayment = (transactionUuid: string) => call(checkoutRoutes.cancelSandboxPayment, { params: { transactionUuid } });

export type {
  Catalogue,
  Checkout,
  CheckoutCart,
  CheckoutOrderLine,
  CreateTransactionBody,
  DeliveryMethod,
  DeliveryOption,
  DeliveryOptionData,
  DeliveryType,
  OrderState,
  PaymentOption,
  PaymentOptionData,
  PaymentResult,
  PickupLocation,
  ReceiptOrder,
  SandboxPayment,
  UpsaleItem,
} from '../contract/checkout';
