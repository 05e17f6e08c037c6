/**
 * `npm run bench:engine`: the template engine's render and export figures in Node (Konva on
 * @napi-rs/canvas) and in Chromium (the render harness bundle), against the targets.
 * Medians of repeated runs after a warm-up; figures only, never pass/fail.
 *
 * Pictures are the generated demo photos: previews (320 px, 1080 px, thumbnails) draw from
 * 640 px derivatives as the shop serves them, print (300 DPI, PDF) from the originals
 * (2400x3000 portraits, a 3600x2400 group photo).
 */
import os from 'node:os';
import { BrowserBench } from './browser';
import { prepareDemoMedia } from './demoPhotos';
import { cardCase, thumbnailCases, wallCalendarCase } from './instances';
import { nodeCalendarPdf, nodeCard, nodeThumbnails } from './node';
import { median, printRows, type Row } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 5);
const THUMBNAIL_ROUNDS = 5;
const THUMBNAIL_TARGET_MS = 15;
const PRINT_PART_TARGET_MS = 1000;
const CALENDAR_PDF_TARGET_MS = 15_000;

await prepareDemoMedia();
const card = cardCase();
const thumbnails = thumbnailCases(40);
const calendar = wallCalendarCase();
const skipBrowser = process.argv.includes('--node-only');

console.log(`Engine benchmarks (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version})`);
console.log(
  `Thumbnails: ${thumbnails.cases.length} distinct parts of ${thumbnails.templates} demo templates ` +
    `(first parts, then ${thumbnails.fromLaterParts} further parts: folded-card insides, calendar months), 320 px wide, PNG.`,
);
console.log(`Calendar PDF: ${calendar.source}, 300 DPI.`);

/** Warm rounds flattened; the first round (cold caches) is reported on its own. */
const warm = (rounds: number[][]) => rounds.slice(1).flat();
const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return `mean ${mean.toFixed(1)} ms, 90th percentile ${sorted[Math.floor(sorted.length * 0.9)].toFixed(1)} ms`;
};
const perRoundTotal = (rounds: number[][]) => rounds.slice(1).map((row) => row.reduce((a, b) => a + b, 0));

const nodeCardTimes = await nodeCard(card, RUNS);
const nodeThumbs = await nodeThumbnails(thumbnails.cases, 1 + THUMBNAIL_ROUNDS);
const nodePdf = await nodeCalendarPdf(calendar.testCase, PDF_RUNS);
printRows('Node (@napi-rs/canvas)', [
  { name: '15x15 card part, 320 px PNG', times: nodeCardTimes.px320, targetMs: THUMBNAIL_TARGET_MS },
  { name: '15x15 card part, 1080 px PNG', times: nodeCardTimes.px1080 },
  { name: '15x15 card part, 300 DPI PNG (1843 px)', times: nodeCardTimes.dpi300Png, targetMs: PRINT_PART_TARGET_MS },
  { name: '15x15 card part, 300 DPI print raster (JPEG)', times: nodeCardTimes.dpi300Print, targetMs: PRINT_PART_TARGET_MS },
  { name: '  of which renderPart + Konva draw', times: nodeCardTimes.dpi300Draw },
  { name: '  of which JPEG encode', times: nodeCardTimes.dpi300Jpeg },
  { name: `thumbnail, warm (each of ${thumbnails.cases.length})`, times: warm(nodeThumbs), targetMs: THUMBNAIL_TARGET_MS, note: spread(warm(nodeThumbs)) },
  { name: `thumbnail, cold first round (each)`, times: nodeThumbs[0] },
  { name: `all ${thumbnails.cases.length} thumbnails, warm`, times: perRoundTotal(nodeThumbs) },
  { name: '13-part wall calendar print PDF', times: nodePdf.times, targetMs: CALENDAR_PDF_TARGET_MS, note: `${(nodePdf.bytes / 1e6).toFixed(1)} MB` },
]);

if (!skipBrowser) {
  const browser = await BrowserBench.open();
  try {
    const rounds = 1 + RUNS;
    const b320 = await browser.time([card], '640', { png: { width: 320 }, area: 'trim' }, rounds);
    const b1080 = await browser.time([card], '640', { png: { width: 1080 }, area: 'trim' }, rounds);
    const b300 = await browser.time([card], 'original', { png: { dpi: 300 }, area: 'bleed' }, rounds);
    const b300Print = await browser.time([card], 'original', { printRaster: true }, rounds);
    const bThumbs = await browser.time(thumbnails.cases, '640', { png: { width: 320 }, area: 'trim' }, 1 + THUMBNAIL_ROUNDS);
    const bPdf = await browser.time([calendar.testCase], 'original', { pdf: true }, 1 + PDF_RUNS);
    const rows: Row[] = [
      { name: '15x15 card part, 320 px PNG', times: warm(b320), targetMs: THUMBNAIL_TARGET_MS },
      { name: '15x15 card part, 1080 px PNG', times: warm(b1080) },
      { name: '15x15 card part, 300 DPI PNG (1843 px)', times: warm(b300), targetMs: PRINT_PART_TARGET_MS },
      { name: '15x15 card part, 300 DPI print raster (JPEG)', times: warm(b300Print), targetMs: PRINT_PART_TARGET_MS },
      { name: `thumbnail, warm (each of ${thumbnails.cases.length})`, times: warm(bThumbs), targetMs: THUMBNAIL_TARGET_MS, note: spread(warm(bThumbs)) },
      { name: 'thumbnail, cold first round (each)', times: bThumbs[0] },
      { name: `all ${thumbnails.cases.length} thumbnails, warm`, times: perRoundTotal(bThumbs) },
      { name: '13-part wall calendar print PDF', times: warm(bPdf), targetMs: CALENDAR_PDF_TARGET_MS },
    ];
    printRows('Chromium (harness bundle, --disable-gpu)', rows);
  } finally {
    await browser.close();
  }
}

const slowest = [...thumbnails.cases.keys()].sort((a, b) => median(nodeThumbs.slice(1).map((r) => r[b])) - median(nodeThumbs.slice(1).map((r) => r[a])))[0];
const slow = thumbnails.cases[slowest];
console.log(`\nSlowest Node thumbnail: part ${slow.partIndex} of "${(slow.template as { name: { nb: string } }).name.nb}".`);
