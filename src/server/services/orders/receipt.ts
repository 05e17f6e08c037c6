/** An order as the receipt shows it (spec 1 §2 Receipt, §3 Order): the lines and prices frozen at purchase. */
import { checkoutOrderLine, type CheckoutOrderLine, type ReceiptOrder } from '../../../api/contract/checkout';
import type { Lang } from '../../messages';
import { addBusinessDays, businessDaysText } from '../checkout/deliveryTime';
import type { OrderLineRow, OrderRow } from './orderStore';

/** Spec 1 §9: the order reference is the first 8 characters of the uuid. */
export const orderReference = (uuid: string): string => uuid.slice(0, 8);

export const shownLines = (lines: readonly OrderLineRow[]): CheckoutOrderLine[] => lines.map((l) => checkoutOrderLine.parse(l.shown));

export function toReceiptOrder(order: OrderRow, lines: readonly OrderLineRow[], lang: Lang): ReceiptOrder {
  const data = order.deliveryData;
  return {
    uuid: order.uuid,
    reference: orderReference(order.uuid),
    state: order.state,
    createdAt: order.createdAt.toISOString(),
    orderLines: shownLines(lines),
    summary: { totalPrice: Number(order.totalPrice), itemCount: order.itemCount },
    payment: { isInvoice: order.isInvoice, title: order.paymentTitle },
    delivery: {
      type: order.deliveryType,
      name: order.deliveryName,
      deliveryTime: {
        string: businessDaysText(order.deliveryDays, lang),
        afterDate: addBusinessDays(order.createdAt, order.deliveryDays).toISOString().slice(0, 10),
      },
      address: data.address,
      school: data.school,
    },
    rebateCode: order.rebateCode,
    containDigitalProducts: order.containDigitalProducts,
    catalogueMaxDeliveryTime: order.catalogueMaxDeliveryTime,
    comment: order.comment,
  };
}
