import type { Hono } from 'hono';
import { approveSandboxPayment, cancelSandboxPayment, declineSandboxPayment, getOrder, getSandboxPayment } from '../../api/contract/checkout';
import type { AppEnv } from '../http/context';
import { mount } from '../http/mount';
import { requireUser } from '../http/session';
import { CheckoutError } from '../services/checkout/checkoutError';
import { findOrder, findTransaction, linesOf } from '../services/orders/orderStore';
import { orderReference, shownLines, toReceiptOrder } from '../services/orders/receipt';
import { applyPaymentReport } from '../services/payments/paymentResults';
import { sandboxProvider } from '../services/payments/sandboxProvider';
import { answeringCheckoutErrors } from './checkout';

/** The receipt's order (spec 1 §7) and the sandbox provider's payment page calls. */
export function registerOrderRoutes(app: Hono<AppEnv>): void {
  for (const path of ['/api/webshop/user/orders/*', '/api/webshop/payments/*']) {
    app.use(path, async (c, next) => {
      requireUser(c);
      await next();
    });
  }

  mount(app, getOrder, (c, { params }) =>
    answeringCheckoutErrors(c, async () => {
      const { db } = c.get('deps');
      const order = await findOrder(db, requireUser(c).uuid, params.orderUuid);
      if (!order) throw new CheckoutError(404, 'orderNotFound');
      return toReceiptOrder(order, await linesOf(db, order.uuid), c.get('lang'));
    }),
  );

  mount(app, getSandboxPayment, (c, { params }) =>
    answeringCheckoutErrors(c, async () => {
      const { db } = c.get('deps');
      const found = await findTransaction(db, requireUser(c).uuid, params.transactionUuid);
      if (!found || found.transaction.provider !== sandboxProvider.name) throw new CheckoutError(404, 'paymentNotFound');
      const { transaction, order } = found;
      return {
        transaction: { uuid: transaction.uuid, state: transaction.state, amount: Number(transaction.amount), currency: transaction.currency, provider: transaction.provider },
        order: { uuid: order.uuid, reference: orderReference(order.uuid), state: order.state, orderLines: shownLines(await linesOf(db, order.uuid)), totalPrice: Number(order.totalPrice) },
      };
    }),
  );

  for (const [endpoint, action] of [
    [approveSandboxPayment, 'approve'],
    [declineSandboxPayment, 'decline'],
    [cancelSandboxPayment, 'cancel'],
  ] as const) {
    mount(app, endpoint, (c, { params }) =>
      answeringCheckoutErrors(c, () => applyPaymentReport(c.get('deps'), requireUser(c).uuid, sandboxProvider.name, params.transactionUuid, { action }, c.get('lang'))),
    );
  }
}
