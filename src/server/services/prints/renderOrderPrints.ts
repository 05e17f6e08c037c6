/**
 * An order's hot folder for the lab: `<reference>/` with a print PDF per personalised template,
 * a packing slip and ticket.json, each put complete (temporary name, then rename) and the ticket
 * last, so a lab that waits for the ticket never sees a half-made order. Running it again (a
 * retried job, a re-render from support) writes the same files again from the frozen lines and
 * their pinned template versions.
 */
import { eq } from 'drizzle-orm';
import { textIn, type Template } from '../../../engine/model';
import { nodeEngine } from '../drawing/nodeEngine';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { orders, users } from '../../db/schema';
import { OWNING_STATES } from '../orders/orderStates';
import { linesOf, type OrderRow } from '../orders/orderStore';
import { orderReference } from '../orders/receipt';
import { loadProducts } from '../templates/products';
import { findTemplateVersion } from '../templates/templateStore';
import { linePrintPdf } from './lineRender';
import { packingSlipPdf } from './packingSlip';
import { picturesOfItems, printItemsOf, type PrintItem } from './printItems';
import { printSources } from './printSources';
import type { PrintStore } from './printStore';
import type { ObjectStorage } from '../../storage';
import { PACKING_SLIP_FILE, TICKET_FILE, ticketJson, type Ticket, type TicketLine } from './ticket';

export interface PrintDeps {
  db: Db;
  log?: Logger;
  media: ObjectStorage;
  /** Where the template artwork is drawn (local on every server). */
  mediaDir: string;
  store: PrintStore;
  now: () => Date;
  /** Called after each file is in place; tests stop a run here to stand for a worker killed mid-job. */
  afterFile?: (name: string) => Promise<void> | void;
}

/** Only orders whose goods are the customer's are printed. */
export const isPrintable = (order: Pick<OrderRow, 'state'>): boolean => (OWNING_STATES as readonly string[]).includes(order.state);

export async function findOrderByUuid(db: Db, orderUuid: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, orderUuid.toLowerCase())).limit(1);
  return row ?? null;
}

/** Each template version the items name, loaded once. */
async function itemTemplates(db: Db, items: readonly PrintItem[]): Promise<Map<string, Template>> {
  const templates = new Map<string, Template>();
  for (const { template } of items) {
    const key = `${template.uuid}/${template.version}`;
    if (templates.has(key)) continue;
    const found = await findTemplateVersion(db, template.uuid, template.version);
    if (!found) throw new Error(`Template ${key} of an order line is missing`);
    templates.set(key, found);
  }
  return templates;
}

/** The folder's name for an order: its reference. */
export const printFolder = (orderUuid: string): string => orderReference(orderUuid.toLowerCase());

/**
 * Renders every print file of a paid or invoiced order and writes its ticket; answers the ticket,
 * or null for an order that is not (or not yet) the customer's, which is left unprinted.
 */
export async function renderOrderPrints(deps: PrintDeps, orderUuid: string): Promise<Ticket | null> {
  const { db } = deps;
  const order = await findOrderByUuid(db, orderUuid);
  if (!order) throw new Error(`No order ${orderUuid}`);
  if (!isPrintable(order)) return null;
  const folder = printFolder(order.uuid);
  const put = async (name: string, bytes: Uint8Array) => {
    await deps.store.write(`${folder}/${name}`, bytes);
    await deps.afterFile?.(name);
  };

  const lines = await linesOf(db, order.uuid);
  const items = printItemsOf(lines);
  const templates = await itemTemplates(db, items);
  const wanted = picturesOfItems(items);
  const pictures = await printSources(db, deps.media, deps.mediaDir, wanted.pictures, wanted.backgrounds);
  // One set of caches for the order: a picture used on several lines is decoded once.
  const { createNodeAssets } = await nodeEngine();
  const assets = createNodeAssets(pictures.loader);
  const products = await loadProducts(db, items.map((i) => i.productUuid), 'nb');

  const ticketLines: TicketLine[] = [];
  for (const item of items) {
    const template = templates.get(`${item.template.uuid}/${item.template.version}`)!;
    const started = performance.now();
    const pdf = await linePrintPdf({ template, data: item.data, sources: pictures.sources, assets }, order.createdAt);
    deps.log?.info('print file drawn', { order: folder, file: item.file, type: template.type, pages: template.parts.length, ms: Math.round(performance.now() - started) });
    await put(item.file, pdf);
    const product = products.get(item.productUuid);
    ticketLines.push({
      line: item.lineNumber,
      item: item.itemNumber,
      product: product?.name ?? item.productUuid,
      template: { ...item.template, name: textIn(template.name, 'nb') },
      sizeMm: template.size,
      quantity: item.quantity,
      subProducts: item.subProductUuids.map((uuid) => product?.subproducts.find((s) => s.uuid === uuid)?.name ?? uuid),
      files: [item.file],
      // exportPrintPdf makes one page per part.
      pages: template.parts.length,
    });
  }

  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.uuid, order.userUuid)).limit(1);
  const delivery = order.deliveryData;
  const ticket: Ticket = {
    reference: folder,
    orderUuid: order.uuid,
    createdAt: deps.now().toISOString(),
    orderedAt: order.createdAt.toISOString(),
    customer: {
      name: delivery.address?.name || delivery.contactInfo?.name || user?.name || '',
      email: delivery.contactInfo?.emailAddress || user?.email || '',
    },
    delivery: { method: order.deliveryName, type: order.deliveryType, address: delivery.address, school: delivery.school?.name ?? null },
    lines: ticketLines,
    files: [...items.map((i) => i.file), PACKING_SLIP_FILE],
  };
  await put(PACKING_SLIP_FILE, await packingSlipPdf(ticket));
  await put(TICKET_FILE, ticketJson(ticket));
  return ticket;
}
