import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeModules } from '../../../scripts/build/chakraThemeModules.ts';

/**
 * Builds the strip's test page as a front end of its own:
 * `npx vite build --config tests/e2e/promoted-harness/vite.config.ts --outDir /tmp/<you>-promoted-dist`,
 * then run the server (or Playwright) with DIST_DIR pointing there: every app route serves it.
 */
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  plugins: [react()],
  resolve: { alias: [chakraThemeModules] },
  build: { emptyOutDir: true, chunkSizeWarningLimit: 3000 },
});
