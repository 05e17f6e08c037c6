import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * Builds the render harness as one self-contained script (fonts inlined as data URLs, as library
 * builds do), which the visual tests inject into about:blank: no dev server, no network.
 */
const root = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  root,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: path.join(root, 'test-results/visual-harness'),
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: path.join(import.meta.dirname, 'renderHarness.ts'),
      name: 'RenderHarness',
      formats: ['iife'],
      fileName: () => 'render-harness.js',
    },
  },
});
