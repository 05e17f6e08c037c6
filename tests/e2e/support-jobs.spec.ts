import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readOutbox } from '../support/outbox';
import { startChildServer, type ChildServer } from '../support/childServer';
import { screens } from './support';

/**
 * Support's list of failing jobs: a password-reset mail that cannot be written (the outbox is
 * blocked) shows with its error and attempts; once the disk is fixed, Run now sends it. Its own
 * server, so the blocked outbox touches no other journey.
 */
const SCREENS = 'test-results/screens/support-jobs';

let shop: ChildServer;
let blocker: string;

test.beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'webshop-e2e-jobs-'));
  blocker = path.join(dir, 'blocked');
  writeFileSync(blocker, 'a file where the outbox folder should be');
  shop = await startChildServer({
    DATA_DIR: dir,
    DATABASE_URL: 'memory://',
    MEDIA_DIR: path.resolve('var/test-media'),
    CACHE_DIR: path.join(dir, 'cache'),
    OUTBOX_DIR: path.join(blocker, 'outbox'),
    JOB_POLL_SECONDS: '0.5',
  });
});
test.afterAll(async () => {
  await shop?.kill('SIGTERM');
});

test('support sees a failing e-mail job with its error and runs it again once the outbox works', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: shop.url });
  await context.addCookies([{ name: 'lang', value: 'en', url: shop.url }]);
  await context.addInitScript(() => localStorage.setItem('shop.language', 'en'));
  const page = await context.newPage();

  // A customer asks for a new password; the mail job fails on the blocked outbox and waits to retry.
  expect((await page.request.get('/sections/prophoto/ajax/send_password_reminder.php?json=1&email=kunde@example.no')).status()).toBe(200);

  await page.goto('/#login');
  await page.getByLabel('E-mail').fill('support@example.no');
  await page.getByLabel('Password', { exact: true }).fill('support1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.hash.includes('login'));
  await page.goto('/support');
  const section = page.getByRole('region', { name: 'Failing jobs' });
  const refresh = section.getByRole('button', { name: 'Refresh the list' });
  const row = section.getByRole('row').filter({ hasText: 'kunde@example.no: Velg nytt passord' });
  await expect(async () => {
    await refresh.click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('send-mail');
  await expect(row).toContainText('retrying');
  await expect(row).toContainText(/1 of 11/);
  await expect(row).toContainText(/ENOTDIR|EEXIST|not a directory/);
  await expect(row).toContainText('Next attempt');
  await section.scrollIntoViewIfNeeded();
  await screens(page, SCREENS, '1-failing-mail', { fullPage: true });

  // The disk is fixed: Run now sends the mail, and the list empties.
  rmSync(blocker);
  await row.getByRole('button', { name: /^Run now: send-mail/ }).click();
  await expect(async () => {
    await refresh.click();
    await expect(section.getByText('No jobs are failing now.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const mails = readOutbox(path.join(blocker, 'outbox'));
  expect(mails.map((m) => [m.to, m.subject])).toEqual([['kunde@example.no', 'Velg nytt passord']]);
  await screens(page, SCREENS, '2-no-failing-jobs', { fullPage: true });
  await context.close();
});
