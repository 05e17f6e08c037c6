import { expect, test, type Page } from '@playwright/test';
import type { TemplateListItem } from '../../src/api/contract/templates';
import { makeSetCurrent, signIn, useEnglish } from '../e2e/support';
import { compareWithBaseline } from './baselines';

/**
 * The editor's views as a customer sees them on a phone, compared with
 * visual-baselines/editor-<view>.png (main, image, text, buy); every view is also written at
 * phone and desktop size to test-results/screens for a person to look at. The card's texts hold
 * no year, so the pictures do not change with the calendar.
 */
const CARD = 'Thank-you card 10x15 Kraft paper';
const CALENDAR = 'Wall calendar 20x30';
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function openEditor(page: Page, type: 'cards' | 'calendars', name: string) {
  const res = await page.request.get(`/api/webshop/templates/${type}`);
  const { templates } = (await res.json()) as { templates: TemplateListItem[] };
  const item = templates.find((t) => t.name === name);
  if (!item) throw new Error(`No template named ${name}`);
  await page.goto(type === 'calendars' ? `/products/calendars/${item.product.uuid}/${item.uuid}` : `/products/cards/${item.categories[0]}/${item.product.uuid}/${item.uuid}`);
  await expect(page.getByTestId('editor')).toHaveAttribute('data-view', 'main');
}

/** Drawn, fonts in, pictures decoded, nothing moving. */
async function settled(page: Page) {
  // The preview and buy views draw no live canvas (the preview's pages are thumbnails).
  for (const canvas of await page.locator('[data-part-canvas]').all()) await expect(canvas).toHaveAttribute('data-render-state', 'ready');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  await page.waitForTimeout(400);
}

async function shoot(page: Page, name: string, size: keyof typeof sizes, baseline: boolean) {
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows sideways at ${size}`).toBeLessThanOrEqual(0);
  const png = await page.screenshot({ path: `test-results/screens/editor-${name}-${size}.png`, animations: 'disabled', caret: 'hide' });
  if (!baseline) return;
  const result = compareWithBaseline(`editor-${name}`, png);
  expect(result.status, result.message).not.toBe('mismatch');
  expect(result.status, result.message).not.toBe('missing');
}

const view = (page: Page, name: string) => expect(page.getByTestId('editor')).toHaveAttribute('data-view', name);

for (const [size, viewport] of Object.entries(sizes) as [keyof typeof sizes, (typeof sizes)[keyof typeof sizes]][]) {
  test(`editor views at ${size} size`, async ({ page }) => {
    test.setTimeout(120_000);
    const baseline = size === 'phone';
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The pinch hint comes once per session and goes after 10 s: seen already, so no timing decides the picture.
    await page.addInitScript(() => sessionStorage.setItem('editor.pinchHintShown', '1'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await useEnglish(page);
    await signIn(page, 'kunde@example.no', 'demo1234');
    // The baselines show Emma's pictures.
    await makeSetCurrent(page, 'Emma Hansen');

    await openEditor(page, 'cards', CARD);
    await shoot(page, 'main', size, baseline);

    await page.getByRole('button', { name: 'Change/edit photos' }).click();
    await view(page, 'image');
    await shoot(page, 'image', size, baseline);
    await page.getByRole('tab', { name: 'Edit image' }).click();
    await shoot(page, 'image-edit', size, false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await view(page, 'main');

    await page.getByRole('button', { name: 'Edit text' }).click();
    if ((await page.getByTestId('editor').getAttribute('data-view')) === 'select-text') {
      await shoot(page, 'select-text', size, false);
      await page.getByRole('button', { name: /^Text 1/ }).click();
    }
    await view(page, 'text');
    await page.getByLabel('The text').blur();
    await shoot(page, 'text', size, baseline);
    await page.getByRole('toolbar', { name: 'Text tools' }).getByRole('button', { name: 'Font', exact: true }).click();
    await shoot(page, 'text-font', size, false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('toolbar', { name: 'Text tools' }).getByRole('button', { name: 'Color', exact: true }).click();
    await shoot(page, 'text-color', size, false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await view(page, 'main');

    await page.getByRole('button', { name: 'Change design' }).click();
    await view(page, 'templates');
    await expect(page.getByRole('list', { name: 'Designs' })).toHaveAttribute('aria-busy', 'false');
    await shoot(page, 'templates', size, false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Preview' }).click();
    await view(page, 'preview');
    await shoot(page, 'preview', size, false);
    await page.getByRole('button', { name: /full size$/ }).first().click();
    await shoot(page, 'preview-full', size, false);
    await page.getByTestId('part-preview-dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Back' }).last().click();

    await page.getByTestId('add-to-cart').click();
    const check = page.getByRole('button', { name: 'Add to shopping cart' });
    if (await check.isVisible().catch(() => false)) await check.click();
    await view(page, 'buy');
    await shoot(page, 'buy', size, baseline);

    await openEditor(page, 'calendars', CALENDAR);
    await page.getByRole('button', { name: 'Change year' }).click();
    await view(page, 'year');
    await shoot(page, 'year', size, false);
    expect(errors).toEqual([]);
  });
}
