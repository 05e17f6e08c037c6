import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** E-mails the e2e server wrote to its outbox (see playwright.config.ts), oldest first. */
export function outbox(): { to: string; subject: string; body: string }[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
    // Quoted-printable soft line breaks would split the link; join them before searching.
    return { to: header('To'), subject: header('Subject'), body: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') };
  });
}

/** Switches the shop to English through the side menu, as a customer would. */
export async function switchToEnglish(page: Page) {
  await page.getByRole('button', { name: /meny|menu/i }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
}

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

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/#login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
