import { z } from 'zod/mini';
import { cart, cartTemplateData, cartTemplateRef } from './cart';
import { orderState } from './checkout';
import { recordingSummary } from './debug';
import { endpoint, ok } from './endpoint';
import { pictureSet } from './pictureSets';
import { uploadedImage } from './templates';
import { user } from './user';

/** Support staff act as a customer to see exactly what they see. */
export const simulateUser = endpoint({
  method: 'POST',
  path: '/api/webshop/support/simulate',
  body: z.object({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) }),
  response: z.object({ user }),
});

export const stopSimulating = endpoint({
  method: 'POST',
  path: '/api/webshop/support/stop-simulating',
  response: ok,
});

// --- The support console: search, a customer's page, an order's page, the audit log ---

/** What a search term matched: e-mail, mobile number, subject code or order reference. */
export const searchMatch = z.enum(['email', 'mobile', 'code', 'order']);
export type SearchMatch = z.infer<typeof searchMatch>;

export const customerSummary = z.object({ uuid: z.string(), name: z.string(), email: z.string(), mobile: z.string() });
export type CustomerSummary = z.infer<typeof customerSummary>;

export const supportSearch = endpoint({
  method: 'GET',
  path: '/api/webshop/support/search',
  query: z.object({ q: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)) }),
  response: z.object({
    customers: z.array(z.extend(customerSummary, { matches: z.array(searchMatch) })),
    orders: z.array(z.object({ uuid: z.string(), reference: z.string(), state: orderState, createdAt: z.string(), customer: customerSummary })),
  }),
});

export const supportAction = z.enum(['simulate_start', 'simulate_stop', 'print_download', 'rerender']);
export type SupportActionName = z.infer<typeof supportAction>;

export const auditEntry = z.object({
  at: z.string(),
  action: supportAction,
  staff: z.object({ name: z.string(), email: z.string() }),
  order: z.nullable(z.object({ uuid: z.string(), reference: z.string() })),
  orderLineUuid: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const staffMember = z.object({ name: z.string(), email: z.string() });

export const orderSummary = z.object({
  uuid: z.string(),
  reference: z.string(),
  state: orderState,
  totalPrice: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  /** The support user who placed it while simulating the customer. */
  placedBy: z.nullable(staffMember),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** A customer's account as support sees it. */
export const getSupportCustomer = endpoint({
  method: 'GET',
  path: '/api/webshop/support/customers/:uuid',
  response: z.object({
    customer: z.extend(customerSummary, { createdAt: z.string() }),
    /** The sets on the account as the customer sees them, each with its subject code. */
    pictureSets: z.array(z.extend(pictureSet, { code: z.string() })),
    /** The customer's own uploads (pictures placed in their lines may be among them). */
    uploads: z.array(uploadedImage),
    cart: cart,
    orders: z.array(orderSummary),
    recordings: z.array(recordingSummary),
    audit: z.array(auditEntry),
  }),
});

/** One line of an order with what the engine needs to draw it again. */
export const supportOrderLine = z.object({
  uuid: z.string(),
  position: z.int(),
  type: z.int(),
  description: z.string(),
  quantity: z.int(),
  linePrice: z.number(),
  product: z.nullable(z.object({ uuid: z.string(), name: z.string(), type: z.int() })),
  template: z.nullable(cartTemplateRef),
  templateData: z.nullable(cartTemplateData),
  /**
   * The line's print files in the order's hot folder (a package line has one per template item):
   * `ready` once the print job wrote it. Downloaded from /api/webshop/support/orders/:uuid/prints/:file.
   */
  prints: z.array(z.object({ file: z.string(), itemNumber: z.nullable(z.int()), ready: z.boolean() })),
});
export type SupportOrderLine = z.infer<typeof supportOrderLine>;

export const getSupportOrder = endpoint({
  method: 'GET',
  path: '/api/webshop/support/orders/:uuid',
  response: z.object({
    order: z.extend(orderSummary, {
      deliveryName: z.string(),
      deliveryType: z.string(),
      paymentTitle: z.string(),
      isInvoice: z.boolean(),
      comment: z.string(),
      rebateCode: z.nullable(z.string()),
    }),
    customer: customerSummary,
    history: z.array(z.object({ from: z.nullable(orderState), to: orderState, at: z.string() })),
    payment: z.nullable(
      z.object({
        uuid: z.string(),
        provider: z.string(),
        state: z.string(),
        amount: z.number(),
        currency: z.string(),
        providerReference: z.nullable(z.string()),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
    lines: z.array(supportOrderLine),
  }),
});

/**
 * While simulating the order's customer: the line, as it was ordered, becomes a new line of the
 * customer's cart (support remakes a lost or damaged product).
 */
export const addOrderLineToCart = endpoint({
  method: 'POST',
  path: '/api/webshop/support/orders/:uuid/lines/:lineUuid/add-to-cart',
  response: z.object({ lineUuid: z.string() }),
});

/** Support: render the order's print files again (the print job, queued); the audit log records it. */
export const rerenderOrderPrints = endpoint({
  method: 'POST',
  path: '/api/webshop/support/orders/:orderUuid/prints',
  response: z.object({ queued: z.literal(true) }),
});
