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

/**
 * How many pictures the user can actually see are not finished: <img>s not loaded (or broken)
 * and elements matching `drawings` (e.g. the engine's thumbnails) without `ready` in `attribute`.
 * "See" means the element's box intersects the viewport after clipping by every scrolling or
 * overflow-hidden ancestor: a carousel's slides off to the side are in the DOM and at the
 * viewport's height, but hidden, and their lazy pictures rightly wait until swiped near.
 */
export function unfinishedPicturesInView(page: Page, drawings?: { selector: string; attribute: string }): Promise<number> {
  return page.evaluate((drawingsArg) => {
    const seen = (e: Element): boolean => {
      // display: none (here or above) has no boxes: not seen, and a lazy picture there never loads.
      if (e.getClientRects().length === 0) return false;
      const box = e.getBoundingClientRect();
      let [left, top, right, bottom] = [Math.max(box.left, 0), Math.max(box.top, 0), Math.min(box.right, window.innerWidth), Math.min(box.bottom, window.innerHeight)];
      for (let a = e.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        const clip = a.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      // A picture not loaded yet may be 0×0: like IntersectionObserver, touching counts for it.
      const empty = box.width === 0 || box.height === 0;
      return empty ? right >= left && bottom >= top : right > left && bottom > top;
    };
    const images = [...document.querySelectorAll('img')].filter((img) => seen(img) && !(img.complete && img.naturalWidth > 0));
    const drawn = drawingsArg ? [...document.querySelectorAll(drawingsArg.selector)].filter((e) => seen(e) && e.getAttribute(drawingsArg.attribute) !== 'ready') : [];
    return images.length + drawn.length;
  }, drawings ?? null);
}
