import { z } from 'zod/mini';
import { cart, catalogueQuantities, orderLine } from './cart';
import { endpoint } from './endpoint';
import { shopOptions } from './settings';
import { user } from './user';

/**
 * Checkout, receipt and payment (spec 1 §2 Checkout/Receipt, §3, §4, §7). Money is NOK with øre
 * as decimals. Every call needs a signed-in customer (401 otherwise); a checkout, order or
 * payment transaction of another customer answers 404 exactly like an unknown one.
 *
 * The server prices everything. The checkout's cart is the shopping cart's product lines (type
 * 0) plus lines the checkout adds, each recomputed on every answer:
 * - type 2: the voucher's discount (negative linePrice), when a voucher code is in use;
 * - type 3: shipping, the chosen delivery option's price (0 once the product total reaches
 *   the site's webshop.freeShippingThreshold, express options excepted);
 * - type 4: the 25 % VAT included in the total (not added to summary.totalPrice).
 * A checkout ends when a transaction is created for it; POST /api/webshop/checkout then starts
 * a new one.
 */

/** Spec 1 §3 delivery method types. */
export const deliveryType = z.enum(['store-pickup', 'postage', 'school-pickup', 'digital-delivery']);
export type DeliveryType = z.infer<typeof deliveryType>;

/** A delivery time as pickup locations carry it: seconds, and the text to show ('2 virkedager'). */
export const deliveryTime = z.object({ seconds: z.int(), string: z.string() });

/** A subject a school-pickup option delivers to (the school of that pupil's job). */
export const deliverySubject = z.object({ uuid: z.string(), name: z.string() });

/** Spec 1 §3 delivery option. Store-pickup options are pickup locations and carry the pickup fields. */
export const deliveryOption = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  /** NOK, as listed (the free-shipping rule is applied in the cart's shipping line, not here). */
  price: z.number(),
  /** Business days until delivery. */
  deliverytime: z.int(),
  /** ISO date after which the option is no longer offered; null for no end. */
  expire: z.nullable(z.string()),
  isExpress: z.boolean(),
  /** School pickup: the customer's subjects this option delivers to. */
  subjects: z.optional(z.array(deliverySubject)),
  pickupname: z.optional(z.string()),
  pickupaddress1: z.optional(z.string()),
  pickuppostalcode: z.optional(z.string()),
  pickupcity: z.optional(z.string()),
});
export type DeliveryOption = z.infer<typeof deliveryOption>;

/**
 * Spec 1 §3 pickup location. The first 23 characters of the uuid group one store's locations;
 * a uuid ending in -111111111111 is the store's express variant. The uuid is also a delivery
 * option uuid (choose it as deliveryOptionUuid).
 */
export const pickupLocation = z.object({
  uuid: z.string(),
  pickupname: z.string(),
  pickupcity: z.string(),
  pickupaddress1: z.string(),
  pickuppostalcode: z.string(),
  price: z.number(),
  deliveryTime: deliveryTime,
});
export type PickupLocation = z.infer<typeof pickupLocation>;

export const deliveryMethod = z.object({
  name: z.string(),
  type: deliveryType,
  /** Spec 1 §9: the highest option price, express variants left out. */
  price: z.number(),
  deliveryOptions: z.array(deliveryOption),
  /** Store pickup only; empty for the other types. */
  pickupLocations: z.array(pickupLocation),
});
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

export const enabledPaymentMethod = z.object({ name: z.string(), icon: z.string() });

/** Spec 1 §3 payment option. */
export const paymentOption = z.object({
  uuid: z.string(),
  title: z.string(),
  mobileTitle: z.string(),
  description: z.string(),
  mobileDescription: z.string(),
  /** paymentOptionData.mobilePhone is required and checked (src/domain/validation/mobile.ts). */
  verifyMobile: z.boolean(),
  /** paymentOptionData.pid is required: a valid Norwegian personal number of someone 18 or older. */
  requirePersonNo: z.boolean(),
  enabledPaymentMethods: z.array(enabledPaymentMethod),
});
export type PaymentOption = z.infer<typeof paymentOption>;

/** Spec 1 §3 upsell item: offered in the order of the list. */
export const upsaleItem = z.object({
  type: z.enum(['CATALOGUE', 'DIGITAL_FILES']),
  price: z.number(),
  rebatedPrice: z.number(),
});
export type UpsaleItem = z.infer<typeof upsaleItem>;

export const deliveryAddress = z.object({
  name: z.string().check(z.trim(), z.maxLength(200)),
  address: z.string().check(z.trim(), z.maxLength(200)),
  address2: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  postalCode: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
  city: z.string().check(z.trim(), z.maxLength(100)),
  state: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});

export const deliveryContactInfo = z.object({
  name: z.string().check(z.trim(), z.maxLength(200)),
  emailAddress: z.string().check(z.trim(), z.maxLength(254)),
});

/**
 * Spec 1 §3 delivery option data. Postage needs deliveryAddress (name, address, city; postal
 * code unless hidePostalCode, one that exists and takes street addresses in a Norwegian shop;
 * state when gatherState); the other types need contactInfo (name,
 * e-mail); school pickup also names the subject (one of the option's subjects).
 */
export const deliveryOptionData = z.object({
  deliveryAddress: z.optional(deliveryAddress),
  contactInfo: z.optional(deliveryContactInfo),
  subject: z.optional(z.string().check(z.maxLength(100))),
  /** Postage: the shipping form's 'save the address' box; the address becomes the account's. */
  saveAddress: z.optional(z.boolean()),
});
export type DeliveryOptionData = z.input<typeof deliveryOptionData>;

export const paymentOptionData = z.object({
  mobilePhone: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  pid: z.optional(z.string().check(z.trim(), z.maxLength(20))),
});
export type PaymentOptionData = z.input<typeof paymentOptionData>;

/**
 * An order line as checkout and the receipt show it: the cart's line plus what catalogue and
 * digital lines carry (spec 1 §3): the catalogue and its subject, the subjects of a digital set
 * and its files (picture uuids; the receipt previews the first 3).
 */
export const checkoutOrderLine = z.required(orderLine, { catalogue: true, subjects: true, digitalFiles: true });
export type CheckoutOrderLine = z.infer<typeof checkoutOrderLine>;

/** The checkout's view of the cart: product lines plus voucher, shipping and VAT lines (see top). */
export const checkoutCart = z.extend(cart, { orderLines: z.array(checkoutOrderLine) });
export type CheckoutCart = z.infer<typeof checkoutCart>;

/** Catalogues of the customer's jobs' (spec 1 §3 Catalogue); quantity is how many are in the cart. */
export const catalogue = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  quantity: z.int(),
  /** Spec 1 §9: 10 unless the catalogue says otherwise. */
  maxQuantity: z.int(),
  deliveryTime: z.object({ days: z.int() }),
  subject: z.object({ uuid: z.string(), group: z.string(), name: z.string() }),
});
export type Catalogue = z.infer<typeof catalogue>;

/** The chosen options as saved on the checkout (null until chosen). */
export const savedDeliveryOption = z.nullable(z.object({ uuid: z.string(), type: deliveryType }));
export const savedPaymentOption = z.nullable(z.object({ uuid: z.string() }));

export const checkout = z.object({
  checkoutUuid: z.string(),
  cart: checkoutCart,
  /** Delivery methods that fit the cart (digital-only carts get digital delivery only). */
  deliveryOptions: z.array(deliveryMethod),
  user,
  /** Whether any voucher can be used now (the voucher field is shown only then). */
  hasActiveRebateCampaigns: z.boolean(),
  /** HTML in the customer's language. */
  termsOfPurchase: z.string(),
  options: shopOptions,
  upsaleList: z.array(upsaleItem),
  /** Days after the last photo day within which the cart's catalogues ship; null without catalogues. */
  catalogueMaxDeliveryTime: z.nullable(z.int()),
  deliveryOption: savedDeliveryOption,
  paymentOption: savedPaymentOption,
});
export type Checkout = z.infer<typeof checkout>;

/**
 * Starts the checkout (spec 1 §7): the customer's open checkout, or a new one. 400 when the
 * cart has no product line.
 */
export const startCheckout = endpoint({ method: 'POST', path: '/api/webshop/checkout', response: checkout });

/**
 * Spec 1 §7 preorder checkout: the preorder registration identified by webRegSession (from the
 * photographer's registration page) puts its catalogues in the customer's cart, then the
 * checkout starts as with POST /api/webshop/checkout. 404 for an unknown or expired session.
 */
export const startPreorderCheckout = endpoint({
  method: 'POST',
  path: '/api/webshop/preorder/checkout',
  body: z.object({ webRegSession: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
  response: checkout,
});

/**
 * Chooses the delivery option (saved on the checkout; a payment option chosen before is
 * cleared) and lists the payment options it allows, with the cart repriced for its shipping.
 */
export const getPaymentOptions = endpoint({
  method: 'GET',
  path: '/api/webshop/checkout/:checkoutId/delivery-options/:deliveryOptionUuid/payment-options',
  response: z.object({ paymentOptions: z.array(paymentOption), cart: checkoutCart }),
});

/** Chooses the payment option (it must fit the delivery option); answers the cart. */
export const setPaymentOption = endpoint({
  method: 'GET',
  path: '/api/webshop/checkout/:checkoutId/delivery-options/:deliveryOptionUuid/payment-options/:paymentOptionUuid',
  response: z.object({ cart: checkoutCart }),
});

/**
 * Uses a voucher code (case-insensitive) on the checkout. 400 with the reason: unknown,
 * expired or not yet valid, used up, or the products below the voucher's minimum amount.
 */
export const verifyRebateCode = endpoint({
  method: 'POST',
  path: '/api/webshop/checkout/:checkoutId/verify-rebate-code',
  body: z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)), deliveryOptionUuid: z.optional(z.string().check(z.maxLength(40))) }),
  response: z.object({ cart: checkoutCart }),
});

/**
 * Stops using the checkout's voucher code: answers the cart priced without it (no type 2 line).
 * Without a code in use it answers the cart as it is.
 */
export const removeRebateCode = endpoint({
  method: 'DELETE',
  path: '/api/webshop/checkout/:checkoutId/rebate-code',
  response: z.object({ cart: checkoutCart }),
});

/**
 * Buys the digital portrait set of each subject (one of the customer's picture sets). A subject
 * already bought stays one line. Answers the cart.
 */
export const buyDigitalSets = endpoint({
  method: 'POST',
  path: '/api/webshop/checkout/:checkoutId/digital-sets',
  body: z.object({ subjects: z.array(z.object({ name: z.optional(z.string().check(z.maxLength(200))), uuid: z.uuid() })).check(z.minLength(1), z.maxLength(20)) }),
  response: z.object({ cart: checkoutCart }),
});

/**
 * Sets how many of each catalogue the cart holds (as POST /api/webshop/cart/catalogues does).
 * Answers the cart, the longest catalogue delivery time and the delivery methods that now fit.
 */
export const addCatalogues = endpoint({
  method: 'POST',
  path: '/api/webshop/checkout/:checkoutId/catalogues',
  body: catalogueQuantities,
  response: z.object({ cart: checkoutCart, catalogueMaxDeliveryTime: z.nullable(z.int()), deliveryMethods: z.array(deliveryMethod) }),
});

export const createTransactionBody = z.object({
  deliveryOptionUuid: z.string().check(z.minLength(1), z.maxLength(40)),
  paymentOptionUuid: z.string().check(z.minLength(1), z.maxLength(40)),
  deliveryOptionData: deliveryOptionData,
  paymentOptionData: z._default(paymentOptionData, {}),
  client: z.enum(['desktop', 'mobile']),
  comment: z._default(z.string().check(z.maxLength(2000)), ''),
});
export type CreateTransactionBody = z.input<typeof createTransactionBody>;

/**
 * Spec 1 §7 create transaction: freezes the cart into an order and starts its payment.
 * Idempotent per checkout: repeating it (or 20 at once) answers the same transaction and order.
 * redirectUrl is where the browser goes next: the payment page
 * /m/shopping-cart/checkout/payment/{transactionUuid}, or, for invoice (completed at once),
 * the receipt. 400 with the reason for a bad option, missing or invalid details, or an empty
 * cart; 409 when the checkout already ended in a declined or cancelled payment.
 */
export const createTransaction = endpoint({
  method: 'POST',
  path: '/api/webshop/checkout/:checkoutId/transaction',
  body: createTransactionBody,
  response: z.object({
    transaction: z.object({ uuid: z.string(), state: z.string(), redirectUrl: z.string() }),
    order: z.object({ uuid: z.string() }),
  }),
});

export const orderState = z.enum(['created', 'awaiting_payment', 'paid', 'invoiced', 'declined', 'cancelled']);
export type OrderState = z.infer<typeof orderState>;

/** The order as the receipt shows it (spec 1 §3 Order). Prices are those frozen at purchase. */
export const receiptOrder = z.object({
  uuid: z.string(),
  /** Spec 1 §9: the first 8 characters of the uuid. */
  reference: z.string(),
  state: orderState,
  createdAt: z.string(),
  orderLines: z.array(checkoutOrderLine),
  summary: z.object({ totalPrice: z.number(), itemCount: z.int() }),
  payment: z.object({ isInvoice: z.boolean(), title: z.string() }),
  delivery: z.object({
    type: deliveryType,
    name: z.string(),
    /** string: e.g. '3 virkedager'; afterDate: ISO date the delivery is expected by. */
    deliveryTime: z.object({ string: z.string(), afterDate: z.string() }),
    address: z.nullable(z.object({ name: z.string(), address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), postalCode: z.string() })),
    school: z.nullable(z.object({ name: z.string() })),
  }),
  rebateCode: z.nullable(z.string()),
  containDigitalProducts: z.boolean(),
  catalogueMaxDeliveryTime: z.nullable(z.int()),
  comment: z.string(),
});
export type ReceiptOrder = z.infer<typeof receiptOrder>;

/** Spec 1 §7 receipt order data. */
export const getOrder = endpoint({ method: 'GET', path: '/api/webshop/user/orders/:orderUuid', response: receiptOrder });

/** Spec 1 §7: the catalogues the customer can order (those of their picture sets' jobs). */
export const getCatalogues = endpoint({
  method: 'GET',
  path: '/ajax/user/get_catalogues.php',
  response: z.object({ catalogues: z.array(catalogue) }),
});

export const paymentState = z.enum(['awaiting_payment', 'paid', 'declined', 'cancelled', 'invoiced']);
export type PaymentState = z.infer<typeof paymentState>;

/** The sandbox payment page's view of a transaction. */
export const sandboxPayment = z.object({
  transaction: z.object({ uuid: z.string(), state: paymentState, amount: z.number(), currency: z.string(), provider: z.string() }),
  order: z.object({ uuid: z.string(), reference: z.string(), state: orderState, orderLines: z.array(checkoutOrderLine), totalPrice: z.number() }),
});
export type SandboxPayment = z.infer<typeof sandboxPayment>;

/**
 * The sandbox provider's payment page data (card and mobile payment in the demo shop):
 * GET /api/webshop/payments/sandbox/{transactionUuid}.
 */
export const getSandboxPayment = endpoint({
  method: 'GET',
  path: '/api/webshop/payments/sandbox/:transactionUuid',
  response: sandboxPayment,
});

/**
 * What the payment page does after approve/decline/cancel: go to `redirect` and show `message`
 * (approve: the receipt; decline and cancel: back to the checkout, the cart unchanged).
 */
export const paymentResult = z.object({
  state: paymentState,
  orderUuid: z.string(),
  redirect: z.string(),
  message: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

/**
 * Approves the payment: the order is paid, the bought lines leave the cart and the confirmation
 * e-mail is sent. Repeating an approval answers the same; 409 when the payment was already
 * declined or cancelled.
 */
export const approveSandboxPayment = endpoint({
  method: 'POST',
  path: '/api/webshop/payments/sandbox/:transactionUuid/approve',
  response: paymentResult,
});

/** Declines the payment (a refused card): the order is declined, the cart stays as it was. */
export const declineSandboxPayment = endpoint({
  method: 'POST',
  path: '/api/webshop/payments/sandbox/:transactionUuid/decline',
  response: paymentResult,
});

/** The customer cancels on the payment page: the order is cancelled, the cart stays as it was. */
export const cancelSandboxPayment = endpoint({
  method: 'POST',
  path: '/api/webshop/payments/sandbox/:transactionUuid/cancel',
  response: paymentResult,
});
