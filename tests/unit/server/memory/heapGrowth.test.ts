/**
 * The server's heap growth limit, measured in child processes with the same allocation pattern
 * with and without it: V8's own choice lets the heap grow to several times what is alive.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CHURN = path.join(import.meta.dirname, 'heapChurn.ts');

function largestHeapMb(mode: 'limited' | 'default'): number {
  const out = execFileSync(process.execPath, ['--import', 'tsx', CHURN, mode], { encoding: 'utf8' });
  return (JSON.parse(out) as { largestHeapMb: number }).largestHeapMb;
}

describe('limitHeapGrowth', () => {
  it('keeps the heap of a busy process well below what V8 grows it to by default', () => {
    const byDefault = largestHeapMb('default');
    const limited = largestHeapMb('limited');
    // About 350 MB by default here and 160 MB limited, with about 100 MB alive.
    expect(limited).toBeLessThan(byDefault * 0.6);
  }, 60_000);
});
