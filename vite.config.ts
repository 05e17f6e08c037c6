import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://localhost:${apiPort}`;
// In `npm run dev` Vite serves the app and forwards every server path to the API process.
const serverPaths = ['/api', '/ajax', '/sections', '/media', '/system', '/templates/all', '/templates/art'];

export default defineConfig({
  plugins: [react()],
  // The manifest maps each source module to its chunk and static imports: bench:web measures a
  // route's first JS from it.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
