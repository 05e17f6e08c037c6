import { createHash } from 'node:crypto';

/**
 * A fixed uuid for a named demo row (a name-based, version 5 style uuid). The seed must give the
 * same ids on every machine and every run so `on conflict do nothing` keeps it idempotent and
 * tests can refer to rows by name.
 */
export function demoUuid(name: string): string {
  const hex = createHash('sha1').update(`skolefoto-demo:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
