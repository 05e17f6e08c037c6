/**
 * Support staff and an order's print files (documented in README): the hot folder's files, a
 * download of any of them, a re-render (the print job queued again), and a print page redrawn
 * from the frozen line at screen size. Staff only; binary answers, so plain routes.
 */
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireSupport } from '../http/session';
import { defineMessages } from '../messages';
import { isUuid } from '../../domain/validation';
import { linesOf } from '../services/orders/orderStore';
import { printItemsOf } from '../services/prints/printItems';
import { queuePrints } from '../services/prints/printJob';
import { recordAudit } from '../services/support/auditLog';
import { openPrintStore } from '../services/prints/printStore';
import { findOrderByUuid, isPrintable, printFolder } from '../services/prints/renderOrderPrints';
import { printPagePreview } from '../services/prints/supportPrints';
import { TICKET_FILE, type Ticket } from '../services/prints/ticket';

const t = defineMessages({
  noOrder: { nb: 'Fant ingen ordre med denne id-en.', en: 'No order has this id.' },
  noFile: { nb: 'Ordren har ingen slik utskriftsfil (ennå).', en: 'The order has no such print file (yet).' },
  notPrintable: { nb: 'Bare betalte og fakturerte ordrer skrives ut.', en: 'Only paid and invoiced orders are printed.' },
  noPage: { nb: 'Ordren har ingen slik linje eller side.', en: 'The order has no such line or page.' },
  badWidth: { nb: 'Bredden må være et helt tall fra 100 til 1600.', en: 'The width must be a whole number from 100 to 1600.' },
});

const BASE = '/api/webshop/support/orders/:orderUuid';
const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', json: 'application/json', jpg: 'image/jpeg' };
const FILE_NAME = /^[a-z0-9-]+\.(pdf|json|jpg)$/;

async function orderFor(c: AppContext) {
  const staff = requireSupport(c);
  const uuid = c.req.param('orderUuid') ?? '';
  const order = isUuid(uuid) ? await findOrderByUuid(c.get('deps').db, uuid) : null;
  if (!order) throw new HttpError(404, t(c.get('lang'), 'noOrder'), { code: 'not_found' });
  return Object.assign(order, { staff });
}

/** A whole number in [min, max] from the query, the default when absent, else 400. */
function intParam(c: AppContext, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new HttpError(400, t(c.get('lang'), 'badWidth'), { code: 'validation', data: ['width'] });
  return n;
}

export function registerPrintRoutes(app: Hono<AppEnv>): void {
  app.get(`${BASE}/prints`, async (c) => {
    const order = await orderFor(c);
    const store = openPrintStore(c.get('deps').config.printUrl);
    const folder = printFolder(order.uuid);
    const ticket = await store.read(`${folder}/${TICKET_FILE}`);
    return c.json({ reference: folder, state: order.state, files: await store.list(folder), ticket: ticket ? (JSON.parse(ticket.toString('utf8')) as Ticket) : null });
  });

  app.get(`${BASE}/prints/:file`, async (c) => {
    const order = await orderFor(c);
    const name = c.req.param('file');
    const bytes = FILE_NAME.test(name) ? await openPrintStore(c.get('deps').config.printUrl).read(`${printFolder(order.uuid)}/${name}`) : null;
    if (!bytes) throw new HttpError(404, t(c.get('lang'), 'noFile'), { code: 'not_found' });
    const { db, log, now } = c.get('deps');
    log.info('support downloads print file', { requestId: c.get('requestId'), order: order.uuid, file: name });
    // The audit log names the line whose file it is (none for the ticket or the packing slip).
    const line = printItemsOf(await linesOf(db, order.uuid)).find((item) => item.file === name);
    await recordAudit(db, { staffUuid: order.staff.uuid, customerUuid: order.userUuid, action: 'print_download', orderUuid: order.uuid, orderLineUuid: line?.lineUuid }, now());
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': CONTENT_TYPES[name.split('.').pop()!],
      'content-disposition': `attachment; filename="${printFolder(order.uuid)}-${name}"`,
      'cache-control': 'no-store',
    });
  });

  app.post(`${BASE}/prints`, async (c) => {
    const order = await orderFor(c);
    if (!isPrintable(order)) throw new HttpError(409, t(c.get('lang'), 'notPrintable'), { code: 'not_printable' });
    const { db, jobs, log, now } = c.get('deps');
    await db.transaction(async (tx) => {
      await queuePrints(tx, { jobs }, order);
      await recordAudit(tx, { staffUuid: order.staff.uuid, customerUuid: order.userUuid, action: 'rerender', orderUuid: order.uuid }, now());
    });
    log.info('support re-renders prints', { requestId: c.get('requestId'), order: order.uuid });
    return c.json({ queued: true }, 202);
  });

  app.get(`${BASE}/lines/:lineUuid/pages/:page`, async (c) => {
    const order = await orderFor(c);
    const lineUuid = c.req.param('lineUuid');
    const page = Number(/^(\d+)\.png$/.exec(c.req.param('page'))?.[1] ?? NaN);
    const item = c.req.query('item');
    const itemNumber = item === undefined ? null : Number(item);
    const width = intParam(c, c.req.query('width'), 800, 100, 1600);
    const png =
      isUuid(lineUuid) && Number.isInteger(page) && page >= 1 && (itemNumber === null || Number.isInteger(itemNumber))
        ? await printPagePreview(c.get('deps').db, c.get('deps').media, c.get('deps').config.mediaDir, { orderUuid: order.uuid, lineUuid: lineUuid.toLowerCase(), itemNumber, pageIndex: page - 1, width })
        : null;
    if (!png) throw new HttpError(404, t(c.get('lang'), 'noPage'), { code: 'not_found' });
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'private, max-age=3600' });
  });
}
