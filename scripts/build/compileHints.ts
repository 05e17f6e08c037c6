/**
 * A Vite plugin that marks chosen chunks with V8's explicit compile hint (Chrome 136+): with
 * `//# allFunctionsCalledOnLoad` as its first line, a script's functions are compiled while it
 * streams in, on a background thread, instead of each on the main thread at its first call.
 * Worth it for a chunk whose code nearly all runs while its page opens (the entry, the editor);
 * on one that is mostly left uncalled it only spends memory and background work: Chakra's shared
 * chunk, tried too, made the editor's second visit slower. So the hint is given by chunk name.
 *
 * Added after Vite has put its preload map above the entry's code, as the hint counts only at the
 * very top of a file. The file's name is hashed before that, which is right for a comment that
 * changes when the code is compiled, not what it does.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's `mappings` for the same code one line further down. */
export const mappingsOneLineDown = (mappings: string): string => `;${mappings}`;

interface MapAsset {
  type: 'asset';
  source: string | Uint8Array;
}

export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = mappingsOneLineDown(chunk.map.mappings);
          // The bundler may already have the map as a file of its own: that copy is the one written.
          const mapFile = bundle[`${chunk.fileName}.map`] as MapAsset | undefined;
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: mappingsOneLineDown(map.mappings) });
          }
        }
      },
    },
  };
}
