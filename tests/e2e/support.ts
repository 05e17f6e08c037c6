import path from 'node:path';
import type { Page } from '@playwright/test';
import { readOutbox } from '../support/outbox';

/** E-mails the e2e server wrote to its outbox (see playwright.config.ts), oldest first. */
export const outbox = () => readOutbox(path.join(process.env.E2E_DATA_DIR!, 'outbox'));

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.no`;

/** Starts the page in English (the browser's stored choice and the server's message language). */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('shop.language', 'en'));
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseUrl() }]);
}

export const baseUrl = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: /^(Meny|Menu)$/ }).click();
}

/** Signs in through /#login and waits until the shop has moved on from the sign-in screen. */
export async function signIn(page: Page, email: string, password: string, { expectSuccess = true } = {}) {
  await page.goto('/#login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (expectSuccess) await page.waitForURL((url) => !url.hash.includes('login'));
}
