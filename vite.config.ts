import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chakraThemeModules } from './scripts/build/chakraThemeModules.ts';
import { precompress } from './scripts/build/precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://localhost:${apiPort}`;
// In `npm run dev` Vite serves the app and forwards every server path to the API process.
const serverPaths = ['/api', '/ajax', '/sections', '/media', '/system', '/templates/all', '/templates/art', '/healthz'];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: [chakraThemeModules] },
  // The manifest maps each source module to its chunk and static imports: bench:web measures a
  // route's first JS from it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // The engine's modules do nothing when imported, so a screen that takes only thumbnails
      // from engine/react's index does not also get the live canvas (react-konva, Konva) that
      // the index names beside them.
      treeshake: { moduleSideEffects: (id) => !/\/src\/engine\//.test(id) },
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
});
