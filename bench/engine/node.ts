/** The engine benchmarks in Node: Konva on @napi-rs/canvas, demo photos from files. */
import { encodeCanvas, exportPartPng, exportPrintPdf, PRINT_RASTER, printRaster, rasterisePart } from '../../src/engine/export';
import { createNodeAssets } from '../../src/engine/render/nodeBackend';
import { parsedTemplate } from '../../tests/visual/harness/nodeFixtures';
import { demoPhotoSources } from './demoPhotos';
import type { BenchCase } from './instances';

const assets = createNodeAssets();

function options(testCase: BenchCase, size: 'original' | '640') {
  const template = parsedTemplate(testCase.template);
  return { ...testCase, template, part: template.parts[testCase.partIndex ?? 0], sources: demoPhotoSources(size), assets };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** `runs` timings after one warm-up run (which loads and decodes the pictures). */
async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await time(run));
  return times;
}

export async function nodeCard(card: BenchCase, runs: number) {
  const preview = options(card, '640');
  const print = options(card, 'original');
  let raster: Awaited<ReturnType<typeof rasterisePart>> | undefined;
  return {
    px320: await timed(runs, () => exportPartPng({ ...preview, target: { width: 320 }, area: 'trim' })),
    px1080: await timed(runs, () => exportPartPng({ ...preview, target: { width: 1080 }, area: 'trim' })),
    dpi300Png: await timed(runs, () => exportPartPng({ ...print, target: { dpi: 300 } })),
    dpi300Print: await timed(runs, () => printRaster(print, print.part)),
    dpi300Draw: await timed(runs, async () => (raster = await rasterisePart({ ...print, target: { dpi: 300 }, background: '#ffffff' }))),
    dpi300Jpeg: await timed(runs, () => encodeCanvas(raster!.canvas, PRINT_RASTER.format, PRINT_RASTER.quality)),
  };
}

/** Per round, each case's thumbnail time; the first round is cold (artwork and photos decode). */
export async function nodeThumbnails(cases: BenchCase[], rounds: number): Promise<number[][]> {
  const prepared = cases.map((c) => options(c, '640'));
  const times: number[][] = [];
  for (let round = 0; round < rounds; round++) {
    const row: number[] = [];
    for (const o of prepared) row.push(await time(() => exportPartPng({ ...o, target: { width: 320 }, area: 'trim' })));
    times.push(row);
  }
  return times;
}

export async function nodeCalendarPdf(calendar: BenchCase, runs: number): Promise<{ times: number[]; bytes: number }> {
  const o = options(calendar, 'original');
  let bytes = 0;
  const times = await timed(runs, async () => (bytes = (await exportPrintPdf(o)).byteLength));
  return { times, bytes };
}
