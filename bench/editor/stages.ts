/**
 * `npm run bench:editor:stages`: where a cold editor's time goes, stage by stage, without a
 * profiler's own cost. Each run opens the 4-photo card in a new phone context at 4x CPU
 * throttling and reads the page's navigation timing, paint timing and the User Timing marks the
 * shop, the editor and the engine set once per page (src/engine/react/userTiming.ts), up to the
 * first interactive canvas. Prints each stage's median time since navigation start and the
 * median step from the stage before it. A diagnostic beside bench:editor, figures only.
 */
import os from 'node:os';
import { median } from '../engine/stats';
import { coldVisits, openEditor } from './editorPage';
import { STAGES, stageTimes } from './coldStages';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const THROTTLED = 4;

const { results: runs, loadBefore } = await coldVisits(RUNS, THROTTLED, async (page, cardPath) => stageTimes(page, await openEditor(page, cardPath)));

console.log(`\nCold editor stages, ${THROTTLED}x CPU throttling, ${RUNS} first visits (${os.cpus().length} cores), ms since navigation start (median) and the step from the stage before (median)`);
console.log(`Load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0].toFixed(2)}.`);
let previous: string | null = null;
for (const [name, meaning] of STAGES) {
  const seen = runs.filter((r) => r[name] !== undefined);
  if (seen.length === 0) {
    console.log(`  ${name.padEnd(26)}      -          (not reached in any run)`);
    continue;
  }
  const at = median(seen.map((r) => r[name]));
  const steps = previous === null ? [] : seen.filter((r) => r[previous!] !== undefined).map((r) => r[name] - r[previous!]);
  const step = steps.length ? `+${median(steps).toFixed(0)}`.padStart(6) : ''.padStart(6);
  console.log(`  ${name.padEnd(26)} ${at.toFixed(0).padStart(6)} ${step}  ${meaning}`);
  previous = name;
}
