/**
 * `npx tsx bench/web/bundleReport.ts DIST [SOURCE...]`: where the first JS of the shop's routes
 * comes from, for a build made with sourcemaps and the manifest
 * (`npx vite build --outDir /tmp/x --emptyOutDir --sourcemap`). Without SOURCE: the entry alone
 * and every lazily loaded page. Prints gzip size per chunk and the largest packages,
 * or the largest source files with BY=file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileOf, findPageChunk, initialJs, kb, packageOf, readManifest, type ChunkFigures, type ReadBuildFile } from './bundle';

const byFile = process.env.BY === 'file';
/** TEXTS=html: as a server-rendered page loads its scripts, with its texts in the HTML. */
const textsInHtml = process.env.TEXTS === 'html';
const TOP = byFile ? Number(process.env.TOP ?? 60) : 14;

const [distDir, ...sources] = process.argv.slice(2);
if (!distDir) throw new Error('Usage: tsx bench/web/bundleReport.ts DIST [SOURCE...]');
const read: ReadBuildFile = (file) => readFile(path.join(distDir, file));
const manifest = await readManifest(read);
const pages = sources.length > 0 ? sources : Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.startsWith('src/'));

/** Gzip bytes per package, each chunk's gzip size shared out by its raw bytes. */
function gzipByPackage(chunks: ChunkFigures[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const chunk of chunks) {
    const raw = [...chunk.packages.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [name, bytes] of chunk.packages) totals.set(name, (totals.get(name) ?? 0) + (bytes / raw) * chunk.gzipBytes);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

for (const page of [undefined, ...pages]) {
  const js = await initialJs(read, manifest, page && findPageChunk(manifest, page), { groupOf: byFile ? fileOf : packageOf, textsInHtml });
  console.log(`\n${page ?? 'the entry (every page)'}: ${kb(js.gzipBytes)} gzip${js.hasKonva ? ', with Konva' : ''}`);
  for (const c of js.chunks) console.log(`  ${kb(c.gzipBytes).padStart(9)}  ${c.file}`);
  console.log(`  largest ${byFile ? 'files' : 'packages'} (gzip, estimated):`);
  for (const [name, bytes] of gzipByPackage(js.chunks).slice(0, TOP)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
}
