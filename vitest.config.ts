import { defineConfig } from 'vitest/config';
import { chakraThemeModules } from './scripts/build/chakraThemeModules.ts';

export default defineConfig({
  resolve: { alias: [chakraThemeModules] },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/process/**/*.test.ts'],
    environment: 'node',
    // Generates the demo photos once for every API suite (they are slow to make, quick to reuse).
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // API suites each boot an in-memory PGlite; two at a time fits a 2-core CI machine.
    maxWorkers: 2,
  },
});
