import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
const v = process.env.VARIANT;
if (!['a', 'b', 'c', 'd', 'e', 'f'].includes(v)) throw new Error('VARIANT=a|b|c|d|e|f required');
// Each variant is a separate build so its JS size is self-contained.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: `dist/${v}`,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 5000,
    rollupOptions: { input: `pages/${v}/index.html` },
  },
});
