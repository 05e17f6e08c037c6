import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as apiRequest, test } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { subjectUuid } from '../../src/server/db/seed/jobs';
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { productUuid } from '../../src/server/db/seed/products';
import { areaAverage } from '../support/areaAverage';
import { personNumber } from '../support/personNumber';
import { currentDemo } from '../support/templateFixtures';
import { baseUrl, cart, emptyCart, filledTemplate, signInInEnglish } from './support';

/**
 * The print file against the cart: for every demo template, the first page of the line's print
 * PDF (the 300 DPI raster it embeds, drawn by the Node engine from the original pictures), cut to
 * the trim and scaled to the cart thumbnail's size by area averaging (as a proof at that size
 * would show it), differs from that thumbnail (drawn by the browser engine in Chromium from the
 * 320 px derivatives) by at most 0.5 % of the pixels at pixelmatch's threshold 0.1. The figures
 * per template are written to test-results/print-fidelity.json, and the scaled print, the
 * thumbnail and pixelmatch's diff of each to test-results/print-fidelity/.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.005;

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

test('every demo template prints what the cart shows', async ({ page }) => {
  test.setTimeout(600_000);
  await signInInEnglish(page);
  await emptyCart(page);

  const items = [];
  for (const { template, product } of currentDemo) {
    const body = await filledTemplate(page, template.uuid, subjectUuid('emma'));
    items.push({ productUuid: productUuid(product), subProductUuids: [], quantity: 5, template: body.template, templateData: { year: body.year, lang: 'nb', subjectName: 'Emma', userResources: body.userResources } });
  }
  for (let i = 0; i < items.length; i += 20) {
    const added = await page.request.post('/api/webshop/cart/items', { data: { items: items.slice(i, i + 20) } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const lines = (await cart(page)).orderLines.filter((l) => l.template);
  expect(lines).toHaveLength(currentDemo.length);

  await page.goto('/shopping-cart');
  const thumbnails = page.locator('[data-testid="cart-line"] [data-thumbnail-state]');
  await expect(thumbnails).toHaveCount(lines.length, { timeout: 120_000 });
  for (const thumbnail of await thumbnails.all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveAttribute('data-thumbnail-state', 'ready', { timeout: 60_000 });
  }
  const shown = await thumbnails.evaluateAll(async (boxes) =>
    Promise.all(
      boxes.map(async (box) => {
        const img = box as HTMLImageElement;
        const bytes = new Uint8Array(await (await fetch(img.currentSrc || img.src)).arrayBuffer());
        return { alt: img.alt, image: Array.from(bytes) };
      }),
    ),
  );

  const checkout = await (await page.request.post('/api/webshop/checkout')).json();
  const made = await page.request.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, {
    data: {
      deliveryOptionUuid: deliveryOptionUuid('postage-normal'),
      paymentOptionUuid: paymentOptionUuid('invoice'),
      deliveryOptionData: { deliveryAddress: { name: 'Kari Nordmann', address: 'Kalfarveien 31', address2: '', postalCode: '5018', city: 'Bergen', state: '' } },
      paymentOptionData: { pid: personNumber(new Date('1985-02-01')) },
      client: 'desktop',
      comment: '',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const orderUuid = (await made.json()).order.uuid as string;

  const staff = await apiRequest.newContext({ baseURL: baseUrl() });
  expect((await staff.post('/api/webshop/login', { data: { username: 'support@example.no', password: 'support1234' } })).status()).toBe(200);
  const base = `/api/webshop/support/orders/${orderUuid}/prints`;
  // The print job runs in the server's worker; the ticket is written last.
  await expect.poll(async () => (await (await staff.get(base)).json()).ticket !== null, { timeout: 600_000, intervals: [2000] }).toBe(true);

  const work = mkdtempSync(path.join(os.tmpdir(), 'print-fidelity-'));
  mkdirSync(path.join('test-results', 'print-fidelity'), { recursive: true });
  const figures: Record<string, number> = {};
  for (const [index, line] of lines.entries()) {
    const demo = currentDemo.find((d) => d.template.uuid === line.template!.uuid)!;
    const { template } = demo;
    const pdf = await staff.get(`${base}/line-${String(index + 1).padStart(2, '0')}.pdf`);
    expect(pdf.status()).toBe(200);
    const file = path.join(work, `line-${index + 1}.pdf`);
    writeFileSync(file, await pdf.body());
    // The page's own raster (part plus bleed at 300 DPI), exactly as the lab's RIP gets it.
    execFileSync('pdfimages', ['-f', '1', '-l', '1', '-j', file, path.join(work, `page-${index + 1}`)]);
    const raster = path.join(work, readdirSync(work).find((f) => f.startsWith(`page-${index + 1}-`))!);
    // The cart's picture as the server drew it (WebP), in RGBA.
    const decoded = await sharp(Buffer.from(shown[index].image)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const thumb = { width: decoded.info.width, height: decoded.info.height, data: decoded.data };
    const part = template.parts[0];
    const pxPerMm = 300 / 25.4;
    const bleed = Math.round(template.bleed * pxPerMm);
    const trim = { left: bleed, top: bleed, width: Math.round(part.size.width * pxPerMm), height: Math.round(part.size.height * pxPerMm) };
    const meta = await sharp(raster).metadata();
    trim.width = Math.min(trim.width, meta.width! - bleed);
    trim.height = Math.min(trim.height, meta.height! - bleed);
    const cut = await sharp(raster).extract(trim).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const scaled = areaAverage(cut.data, cut.info, thumb);
    const flatThumb = await sharp(thumb.data, { raw: { width: thumb.width, height: thumb.height, channels: 4 } }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer();
    const diff = new PNG({ width: thumb.width, height: thumb.height });
    const differing = pixelmatch(scaled, flatThumb, diff.data, thumb.width, thumb.height, { threshold: PIXEL_THRESHOLD });
    // The three images per template, to look at when a figure moves.
    const stem = path.join('test-results', 'print-fidelity', template.name.nb.replace(/[^\p{L}\p{N}]+/gu, '-'));
    await sharp(scaled, { raw: { width: thumb.width, height: thumb.height, channels: 4 } }).png().toFile(`${stem}-print.png`);
    await sharp(flatThumb, { raw: { width: thumb.width, height: thumb.height, channels: 4 } }).png().toFile(`${stem}-thumb.png`);
    writeFileSync(`${stem}-diff.png`, PNG.sync.write(diff));
    figures[template.name.nb] = Number(((100 * differing) / (thumb.width * thumb.height)).toFixed(3));
  }
  writeFileSync('test-results/print-fidelity.json', `${JSON.stringify({ threshold: PIXEL_THRESHOLD, percentDiffering: figures }, null, 2)}\n`);
  console.log(figures);
  for (const [name, percent] of Object.entries(figures)) expect(percent, name).toBeLessThanOrEqual(MAX_DIFF_RATIO * 100);
});
