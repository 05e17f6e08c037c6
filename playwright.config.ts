import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the runner; workers inherit it, so tests can read the server's outbox.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `webshop-e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    deviceScaleFactor: 1,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The real server with a throwaway PGlite database and the demo photos made by the API tests' setup.
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://localhost:${port}/api/webshop/session`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      MEDIA_DIR: path.resolve('var/test-media'),
      CACHE_DIR: path.join(dataDir, 'cache'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1: far more than 30 sign-ins in 15 minutes.
      LOGIN_LIMIT_PER_IP: '1000',
      // Most journeys sign up a new family: more sign-ups from one address than the 30 per 10 minutes a school's network gets.
      ACCOUNT_LIMIT_PER_IP: '1000',
    },
  },
});
