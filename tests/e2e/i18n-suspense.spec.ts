/**
 * useTranslation suspends a screen until its texts have loaded. React replays a suspended
 * component when the promise settles, and the replay must call the same kind of hooks in the
 * same order, or React throws 'Update hook called on initial render' (#467) and recovers by
 * rendering the whole page again (CI caught it as #520 on the cart). The harness
 * (tests/e2e/i18n-harness) is built here and run in the browser on its own.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

let script = '';

test.beforeAll(async () => {
  const output = (await build({
    configFile: false,
    root: path.resolve('tests/e2e/i18n-harness'),
    plugins: [react()],
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, rollupOptions: { input: path.resolve('tests/e2e/i18n-harness/main.tsx') } },
  })) as Rolldown.RolldownOutput;
  script = output.output.filter((chunk) => chunk.type === 'chunk').map((chunk) => chunk.code).join('\n');
});

test('a screen whose texts load late opens without React recovering from an error', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.setContent('<div id="root"></div>');
    await page.addScriptTag({ content: script, type: 'module' });
    await expect(page.getByText('Home')).toBeVisible();
    await page.evaluate(() => window.openScreen());
    await expect(page.getByText('Hello 1')).toBeVisible();
    expect(await page.evaluate(() => window.recoverableErrors)).toEqual([]);
  }
  expect(pageErrors).toEqual([]);
});
