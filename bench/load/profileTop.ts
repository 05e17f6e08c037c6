/**
 * Reads a V8 .cpuprofile (`node --cpu-prof`, e.g. from BENCH_LOAD_PROFILE) and prints where the
 * time went: the functions with the most self time, and self time summed per package or file.
 * `npx tsx bench/load/profileTop.ts <file.cpuprofile> [rows] [last seconds]`: with the last
 * argument only the samples of the profile's last seconds count (the load, not the start).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> (scoped too), else the path inside the repository, else V8's own label. */
function ownerOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const own = /\/(src|bench|tests)\/(.*)$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url || '(native)';
}

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profileTop.ts <file.cpuprofile> [rows] [last seconds]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const sum = (key: (node: ProfileNode) => string) => {
  const totals = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const k = key(byId.get(id)!);
    totals.set(k, (totals.get(k) ?? 0) + us);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows);
};
const show = (title: string, list: [string, number][]) => {
  console.log(`\n${title}`);
  for (const [name, us] of list) console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
};

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
show('Self time by function', sum((n) => `${n.callFrame.functionName || '(anonymous)'}  ${ownerOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`));
show('Self time by package or file', sum((n) => ownerOf(n.callFrame.url)));
