import * as contract from '../contract/checkout';
import { call } from './call';

/** Spec 1 §7 POST /api/webshop/checkout: the open checkout (or a new one) with everything the page shows. */
export const startCheckout = () => call(contract.startCheckout);

/** Spec 1 §7 POST /api/webshop/preorder/checkout: a preorder registration's catalogues into the cart, then the checkout. */
export const startPreorderCheckout = (webRegSession: string) => call(contract.startPreorderCheckout, { body: { webRegSession } });

/** Chooses the delivery option; answers the payment options it allows and the repriced cart. */
export const getPaymentOptions = (checkoutId: string, deliveryOptionUuid: string) =>
  call(contract.getPaymentOptions, { params: { checkoutId, deliveryOptionUuid } });

/** Chooses the payment option; answers the cart. */
export const setPaymentOption = (checkoutId: string, deliveryOptionUuid: string, paymentOptionUuid: string) =>
  call(contract.setPaymentOption, { params: { checkoutId, deliveryOptionUuid, paymentOptionUuid } });

/** Uses a voucher code; rejects with the server's reason (shown under the voucher field). */
export const verifyRebateCode = (checkoutId: string, code: string, deliveryOptionUuid?: string) =>
  call(contract.verifyRebateCode, { params: { checkoutId }, body: { code, deliveryOptionUuid } });

/** Stops using the voucher code; answers the cart priced without it. */
export const removeRebateCode = (checkoutId: string) => call(contract.removeRebateCode, { params: { checkoutId } });

/** Buys the digital sets of these subjects; answers the cart. */
export const buyDigitalSets = (checkoutId: string, subjects: { name?: string; uuid: string }[]) =>
  call(contract.buyDigitalSets, { params: { checkoutId }, body: { subjects } });

/** Sets catalogue quantities; answers the cart, the longest catalogue delivery time and the delivery methods. */
export const addCatalogues = (checkoutId: string, catalogues: { uuid: string; quantity: number }[]) =>
  call(contract.addCatalogues, { params: { checkoutId }, body: { catalogues } });

/** Creates the order and its payment (idempotent per checkout); go to the answer's transaction.redirectUrl. */
export const createTransaction = (checkoutId: string, body: contract.CreateTransactionBody) =>
  call(contract.createTransaction, { params: { checkoutId }, body });

/** The receipt's order. */
export const getOrder = (orderUuid: string) => call(contract.getOrder, { params: { orderUuid } });

/** Spec 1 §7 GET /ajax/user/get_catalogues.php. */
export const getCatalogues = () => call(contract.getCatalogues);

/** The sandbox payment page's transaction and order. */
export const getSandboxPayment = (transactionUuid: string) => call(contract.getSandboxPayment, { params: { transactionUuid } });

export const approveSandboxPayment = (transactionUuid: string) => call(contract.approveSandboxPayment, { params: { transactionUuid } });
export const declineSandboxPayment = (transactionUuid: string) => call(contract.declineSandboxPayment, { params: { transactionUuid } });
export const cancelSandboxPayment = (transactionUuid: string) => call(contract.cancelSandboxPayment, { params: { transactionUuid } });

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
