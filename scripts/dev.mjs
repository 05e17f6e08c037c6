// `npm run dev`: the API server (restarts on change) and Vite (hot reload) side by side.
// Vite listens on PORT (3000) and forwards API paths to the server on API_PORT (3001).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
