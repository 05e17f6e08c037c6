/** Medians and the printed table the engine benchmarks share. */

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export interface Row {
  name: string;
  /** Milliseconds, one per run. */
  times: number[];
  /** The issue's target in ms, when it sets one. */
  targetMs?: number;
  note?: string;
}

const formatMs = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 100 ? 1 : 0)} ms`);
/** The value as printed, in ms: a figure is compared with its target as the reader sees both (16.7 ms is not over 16.7 ms). */
const printedMs = (ms: number) => (ms >= 1000 ? Number((ms / 1000).toFixed(2)) * 1000 : Number(ms.toFixed(ms < 100 ? 1 : 0)));

export function printRows(title: string, rows: Row[]): void {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`\n${title}`);
  for (const { name, times, targetMs, note } of rows) {
    const value = median(times);
    const target = targetMs === undefined ? '' : `  target <= ${formatMs(targetMs)}: ${printedMs(value) <= printedMs(targetMs) ? 'met' : 'MISSED'}`;
    console.log(`  ${name.padEnd(width)}  ${formatMs(value).padStart(9)}  (median of ${times.length})${target}${note ? `  ${note}` : ''}`);
  }
}
