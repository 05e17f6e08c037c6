/**
 * Print rendering as a job: queued in the transaction that makes an order paid or invoiced, so a
 * crash between payment and printing loses nothing; a run cut off half-way is run again and
 * writes every file again (the ticket last).
 */
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/context';
import { defineJob } from '../../jobs/defineJob';
import type { OrderRow } from '../orders/orderStore';
import { printFolder, renderOrderPrints } from './renderOrderPrints';
import { localPrintStore } from './printStore';

export const printOrderJob = defineJob<{ orderUuid: string }, AppDeps>({
  name: 'print-order',
  retry: { limit: 5, delaySeconds: 30 },
  // A 13-part calendar takes seconds; an order of many takes minutes on a busy core.
  timeoutSeconds: 900,
  describe: ({ orderUuid }) => `order ${printFolder(orderUuid)}`,
  handler: async ({ orderUuid }, deps, run) => {
    const store = localPrintStore(deps.config.printDir);
    await renderOrderPrints({ db: deps.db, mediaDir: deps.config.mediaDir, store, now: deps.now, afterFile: (name) => run.checkpoint(`wrote-${name}`) }, orderUuid);
  },
});

/** Queues the order's print files in `tx` (the transaction that makes it paid or invoiced). */
export async function queuePrints(tx: Db, deps: Pick<AppDeps, 'jobs'>, order: Pick<OrderRow, 'uuid'>): Promise<void> {
  await deps.jobs.enqueue(tx, printOrderJob, { orderUuid: order.uuid });
}
