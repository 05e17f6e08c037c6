import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chakraThemeModules } from '../../../scripts/build/chakraThemeModules.ts';
import { precompress } from '../../../scripts/build/precompress.ts';

// One build per floor page, so each page's JS stands alone (FLOOR=react|chakra|stack).
const floor = process.env.FLOOR ?? 'react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: { alias: [chakraThemeModules] },
  build: {
    outDir: `/tmp/web-floor/${floor}`,
    emptyOutDir: true,
    rollupOptions: { input: `${import.meta.dirname}/pages/${floor}/index.html` },
  },
});
