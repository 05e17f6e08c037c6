/**
 * A child process for heapGrowth.test.ts: allocates like a busy server (objects that outlive a
 * few young-generation collections, as answers in flight do, then die) and prints the largest
 * heap V8 kept, in MB. With the argument `limited` it first calls the server's limitHeapGrowth.
 */
import v8 from 'node:v8';
import { limitHeapGrowth } from '../../../../src/server/memory/heapGrowth';

if (process.argv[2] === 'limited') limitHeapGrowth();

let inFlight: unknown[] = [];
let largest = 0;
for (let i = 0; i < 3_000_000; i++) {
  inFlight.push({ i, text: `${'x'.repeat(200)}${i}`, list: [i, i + 1, i + 2] });
  if (inFlight.length > 200_000) inFlight = inFlight.slice(100_000);
  if (i % 1000 === 0) largest = Math.max(largest, v8.getHeapStatistics().total_heap_size);
}
process.stdout.write(JSON.stringify({ largestHeapMb: largest / 1048576 }));
