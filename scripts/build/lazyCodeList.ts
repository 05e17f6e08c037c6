/**
 * A Vite plugin that names, in index.html, the files of chosen lazily loaded modules
 * (src/shop/loading/lazyCode.ts): each
 * module's chunk and the chunks it statically imports, less what the page's own script loads
 * anyway. A page can then have the browser fetch and compile that code ahead (modulepreload)
 * without running it: a template list readies the editor's code this way, where an import()
 * also ran Konva's and the editor's modules, a long task on a phone while the list was still
 * loading (Lighthouse counted it as blocking time).
 *
 * The list goes into the HTML rather than a chunk: a chunk's name is hashed before plugins see
 * its code, and index.html is asked for again on every visit.
 */
import type { IndexHtmlTransformContext, Plugin, Rollup } from 'vite';
import { staticClosure, type Manifest } from '../../src/server/pageHints/buildManifest.ts';
import { LAZY_CODE_ELEMENT_ID } from '../../src/shop/loading/lazyCode.ts';

type Chunk = Rollup.OutputChunk;

const chunksOf = (bundle: Rollup.OutputBundle): Chunk[] => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** For each name in `modules` (a source path from the project's root), the files its code needs that the entry does not load. */
export function lazyCodeFiles(bundle: Rollup.OutputBundle, modules: Record<string, string>, root: string): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  // The bundle as the build's manifest will name it (by file), so the server's closure applies.
  const manifest: Manifest = Object.fromEntries(chunks.map((c) => [c.fileName, { file: c.fileName, imports: c.imports, isEntry: c.isEntry }]));
  const loadedByPage = new Set(staticClosure(manifest, chunks.filter((c) => c.isEntry).map((c) => c.fileName)));
  return Object.fromEntries(
    Object.entries(modules).map(([name, source]) => {
      const start = chunks.find((c) => c.facadeModuleId === `${root}/${source}`);
      if (!start) throw new Error(`lazyCodeList: no chunk is made from ${source}`);
      return [name, staticClosure(manifest, [start.fileName]).filter((file) => !loadedByPage.has(file)).map((file) => `/${file}`)];
    }),
  );
}

/** `modules`: a name for each lazily loaded module to list, and its source path from the project's root. */
export function lazyCodeList(modules: Record<string, string>): Plugin {
  let root = '';
  return {
    name: 'shop:lazy-code-list',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        if (!context.bundle) return html;
        const json = JSON.stringify(lazyCodeFiles(context.bundle, modules, root));
        return { html, tags: [{ tag: 'script', attrs: { id: LAZY_CODE_ELEMENT_ID, type: 'application/json' }, children: json, injectTo: 'head' }] };
      },
    },
  };
}
