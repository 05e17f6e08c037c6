import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it
 * collects again, in percent.
 *
 * - By default V8 picks up to 300 % when the process is busy and collection looks cheap. Under
 *   a rush of requests it then keeps hundreds of MB of dead answers, and hands that memory back
 *   to the system only after it has been idle for a while: the shop's live heap after a load is
 *   about 60 MB, yet its heap had grown to 390 MB and the process to 700 MB.
 * - A fixed 30 % keeps the heap near its live size at the cost of more frequent, smaller
 *   collections (the live heap is small, so each is quick). In paired load runs with the
 *   smaller young generation (nodeFlags.ts) some calls lost 10-20 % of their req/s, others
 *   none; 60 % with 8 MB halves was no faster.
 * - The flag is read at every collection, so setting it when the process starts is enough; the
 *   server and the worker set it first thing, whoever starts them.
 */
export const HEAP_GROWING_PERCENT = 30;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
