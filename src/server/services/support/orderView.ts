/** An order as support sees it: its states, its payment and every line with what draws it again. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStateChanges, products, users, type OrderStateValue } from '../../db/schema';
import { textIn } from '../../../engine/model';
import type { Lang } from '../../messages';
import { linesOf, transactionOfOrder, type OrderRow } from '../orders/orderStore';
import { printItemsOf } from '../prints/printItems';
import { localPrintStore } from '../prints/printStore';
import { printFolder } from '../prints/renderOrderPrints';
import { customerSummaryOf, orderSummaries } from './customerView';

type StateChange = { fromState: OrderStateValue | null; toState: OrderStateValue; at: Date };

/**
 * An order's state changes, each after the one it moved on from: steps made in one transaction
 * share their time, so time alone does not order them.
 */
export function inChainOrder<T extends StateChange>(changes: readonly T[]): T[] {
  const left = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const chain: T[] = [];
  let state: OrderStateValue | null = null;
  while (left.length > 0) {
    const next = left.findIndex((c) => c.fromState === state);
    // A change that does not follow on (none in a consistent history) keeps its place in time.
    const [taken] = left.splice(next === -1 ? 0 : next, 1);
    chain.push(taken);
    state = taken.toState;
  }
  return chain;
}

/** `printDir`: the hot folder, to tell which print files are written. */
export async function orderView(db: Db, order: OrderRow, lang: Lang, printDir: string) {
  const lines = await linesOf(db, order.uuid);
  const written = new Set(await localPrintStore(printDir).list(printFolder(order.uuid)));
  const prints = printItemsOf(lines);
  const productUuids = [...new Set(lines.flatMap((l) => (l.productUuid ? [l.productUuid] : [])))];
  const [[customer], history, payment, productRows, [summary]] = await Promise.all([
    db.select().from(users).where(eq(users.uuid, order.userUuid)),
    db.select().from(orderStateChanges).where(eq(orderStateChanges.orderUuid, order.uuid)).orderBy(asc(orderStateChanges.at), asc(orderStateChanges.uuid)),
    transactionOfOrder(db, order.uuid),
    productUuids.length === 0 ? [] : db.select({ uuid: products.uuid, name: products.name, type: products.type }).from(products).where(inArray(products.uuid, productUuids)),
    orderSummaries(db, [order]),
  ]);
  const productOf = new Map(productRows.map((p) => [p.uuid, p]));
  return {
    order: {
      ...summary,
      deliveryName: order.deliveryName,
      deliveryType: order.deliveryType,
      paymentTitle: order.paymentTitle,
      isInvoice: order.isInvoice,
      comment: order.comment,
      rebateCode: order.rebateCode,
    },
    customer: customerSummaryOf(customer),
    history: inChainOrder(history).map((h) => ({ from: h.fromState, to: h.toState, at: h.at.toISOString() })),
    payment: payment && {
      uuid: payment.uuid,
      provider: payment.provider,
      state: payment.state,
      amount: Number(payment.amount),
      currency: payment.currency,
      providerReference: payment.providerReference,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    },
    lines: lines.map((line) => {
      const product = line.productUuid ? productOf.get(line.productUuid) : undefined;
      return {
        uuid: line.uuid,
        position: line.position,
        type: line.type,
        description: line.description,
        quantity: line.quantity,
        linePrice: Number(line.linePrice),
        product: product ? { uuid: product.uuid, name: textIn(product.name, lang), type: product.type } : null,
        template: line.templateUuid && line.templateVersion !== null ? { uuid: line.templateUuid, version: line.templateVersion } : null,
        templateData: line.templateData,
        prints: prints.filter((p) => p.lineUuid === line.uuid).map((p) => ({ file: p.file, itemNumber: p.itemNumber, ready: written.has(p.file) })),
      };
    }),
  };
}
