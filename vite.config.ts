import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chakraGlobalsInPage } from './scripts/build/chakraGlobalsInPage.ts';
import { chakraThemeModules } from './scripts/build/chakraThemeModules.ts';
import { compileHints } from './scripts/build/compileHints.ts';
import { lazyCodeList } from './scripts/build/lazyCodeList.ts';
import { LAZY_CODE_MODULES } from './src/shop/loading/lazyCode.ts';
import { precompress } from './scripts/build/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://localhost:${apiPort}`;
// In `npm run dev` Vite serves the app and forwards every server path to the API process.
const serverPaths = ['/api', '/ajax', '/sections', '/media', '/system', '/templates/all', '/templates/art', '/healthz'];

/**
 * The server render never draws with Konva (the editor and the engine's canvases are the
 * browser's): in the server bundle Konva is a module that throws when loaded, so a page that
 * reached it would fail its render (and be served as the client-rendered shell) instead of
 * loading the canvas library on the server.
 */
const KONVA_ON_SERVER = '\0konva-on-server';
function noKonvaOnServer(): Plugin {
  return {
    name: 'no-konva-on-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId: (id) => (/^(react-)?konva(\/|$)/.test(id) ? KONVA_ON_SERVER : null),
    // Without side effects of its own the stand-in is left out where nothing of it is used (a
    // thumbnail module beside the live canvas in engine/react's index), and is there, throwing,
    // where something is.
    load: (id) =>
      id === KONVA_ON_SERVER ? { code: `throw new Error('Konva was imported on the server render path');`, moduleSideEffects: false } : null,
  };
}

// The engine's modules do nothing when imported, so a screen that takes only thumbnails from
// engine/react's index does not also get the live canvas (react-konva, Konva) that the index
// names beside them.
const treeshake = { moduleSideEffects: (id: string) => !/\/src\/engine\//.test(id) };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), noKonvaOnServer(), chakraGlobalsInPage(), ...(isSsrBuild ? [] : [compileHints(['index', 'editor']), lazyCodeList(LAZY_CODE_MODULES), precompress()])],
  resolve: { alias: [chakraThemeModules] },
  // The server bundle carries the shop's libraries itself: one copy of React for the render, and
  // the theme's module aliases (above) apply to Chakra there too.
  ssr: { noExternal: true },
  // React's production build on the server too (the bundle would pick its development build at
  // run time, several times slower to render).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // The manifest maps each source module to its chunk and static imports: bench:web measures a
  // route's first JS from it.
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        sourcemap: true,
        copyPublicDir: false,
        rollupOptions: {
          input: 'src/shop/entry.server.tsx',
          // The editor's modules too: the list and cart screens take helpers from the editor's
          // index (picture locations, element size), not the editor that draws with Konva.
          treeshake: { moduleSideEffects: (id: string) => !/\/src\/(engine|editor)\//.test(id) },
          // Konva's stand-in (above) has none of Konva's names: they are left undefined.
          shimMissingExports: true,
          // In a chunk of its own: in a chunk shared with other code it would throw for every
          // screen that needs that other code.
          output: { codeSplitting: { groups: [{ name: 'konva-on-server', test: /konva-on-server/ }] } },
          onwarn: (warning, warn) => warning.code !== 'SHIMMED_EXPORT' && warn(warning),
        },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        chunkSizeWarningLimit: 1500,
        rollupOptions: {
          treeshake,
          // Everything a page needs before its first screen in one script: split finely, the front
          // page started with 47 scripts, most under a kilobyte, which queue on a phone's HTTP/1.1
          // connections and compress worse apart. Lazily loaded screens keep their own chunks.
          output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
}));
