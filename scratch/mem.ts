import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
const mb = (n: number) => Math.round(n / 1048576);
const show = (label: string, client?: any) => {
  const m = process.memoryUsage();
  const wasm = client ? mb(client.mod.wasmMemory.buffer.byteLength) : 0;
  console.log(label, { rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers), wasm });
};
show('start');
const dir = process.argv[2] ?? path.join(mkdtempSync(path.join(os.tmpdir(), 'mem-')), 'db');
const db: any = await openDatabase(dir);
show('opened', db.client);
console.log(Object.keys(db.client.mod ?? {}).filter((k) => /HEAP|Memory|memory/.test(k)));
