import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { en as accountEn } from '../../src/shop/account/i18n/en';
import { nb as accountNb } from '../../src/shop/account/i18n/nb';
import { en as checkoutEn } from '../../src/shop/checkout/i18n/en';
import { nb as checkoutNb } from '../../src/shop/checkout/i18n/nb';
import { en as shopEn } from '../../src/shop/i18n/resources/en';
import { nb as shopNb } from '../../src/shop/i18n/resources/nb';
import { en as productsEn } from '../../src/shop/products/i18n/en';
import { nb as productsNb } from '../../src/shop/products/i18n/nb';
import { startChildServer } from '../support/childServer';
import { deliveryOptionUuid } from '../../src/server/db/seed/checkout';
import { addCardLine, baseUrl, holdCalls, newFamily, payCartByCard, signInInEnglish, uniqueEmail } from './support';

/**
 * The server renders the shop's pages (src/shop/entry.server.tsx): a page fetched without
 * JavaScript holds its heading and content in the page's language, the browser takes that HTML
 * over (hydration) without a mismatch, two customers rendered at once each get their own page,
 * and a render that fails is served as the client-rendered shell.
 */

type Lang = 'nb' | 'en';
const texts = {
  nb: { shop: shopNb, account: accountNb, checkout: checkoutNb, products: productsNb },
  en: { shop: shopEn, account: accountEn, checkout: checkoutEn, products: productsEn },
};

/** A page's route and what its server HTML must say in each language. */
interface Expected {
  path: string;
  heading: (lang: Lang) => string;
  /** Further text of the page's content (beyond its heading). */
  content?: (lang: Lang) => string;
}

const PUBLIC_PAGES: Expected[] = [
  { path: '/', heading: (l) => texts[l].shop.entry.codeTitle, content: (l) => texts[l].shop.entry.codeIntro },
  { path: '/contact-us', heading: (l) => texts[l].shop.menu.contactUs, content: (l) => texts[l].shop.contact.intro },
  // The legal text is the shop owner's (the demo data's), in the session's language.
  {
    path: '/privacy-policy',
    heading: (l) => texts[l].shop.pages.privacyPolicy,
    content: (l) => (l === 'nb' ? 'Hvilke opplysninger vi behandler' : 'What we process'),
  },
];

const useEnglishCookie = (page: Page) => page.context().addCookies([{ name: 'lang', value: 'en', url: baseUrl() }]);

/** The HTML of `path` as a client without JavaScript gets it, in `lang` (the lang cookie). */
async function serverHtml(request: APIRequestContext, path: string, lang: Lang): Promise<string> {
  const res = await request.get(path, { headers: { cookie: await cookieHeader(request, lang) }, maxRedirects: 0 });
  expect(res.status(), `${path} in ${lang}`).toBe(200);
  return res.text();
}

async function cookieHeader(request: APIRequestContext, lang: Lang): Promise<string> {
  const { cookies } = await request.storageState();
  return [...cookies.filter((c) => c.name !== 'lang').map((c) => `${c.name}=${c.value}`), `lang=${lang}`].join('; ');
}

const decode = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The rendered page: its <h1> text and the visible text of #root (what a visitor sees before any script). */
function rendered(html: string): { lang: string | undefined; h1: string; text: string } {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="shop-page-data"'));
  expect(html, 'the page is server-rendered (it carries its data), not the client-rendered shell').toContain('<script id="shop-page-data"');
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '';
  const strip = (s: string) => decode(s.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  return { lang: /<html lang="([^"]+)"/.exec(html)?.[1], h1: strip(h1), text: strip(root) };
}

async function expectRendered(request: APIRequestContext, page: Expected, lang: Lang) {
  const html = await serverHtml(request, page.path, lang);
  const { lang: htmlLang, h1, text } = rendered(html);
  expect(htmlLang, page.path).toBe(lang);
  expect(h1, `${page.path} heading in ${lang}`).toBe(page.heading(lang));
  if (page.content) expect(text, `${page.path} content in ${lang}`).toContain(page.content(lang));
  // Chakra's styles come with the page (the first paint is styled), in tags emotion does not move.
  expect(html).toMatch(/<style data-shop-styles="[^"]+">/);
  expect(html).not.toContain('data-emotion=');
}

/** The data the server sent with a page (shop-page-data). */
function pageDataOf(html: string): { answers: Record<string, unknown> } {
  return JSON.parse(/<script id="shop-page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]) as { answers: Record<string, unknown> };
}

/** A paid order of the signed-in customer of `page` (a card by post, paid in the sandbox): its uuid. */
async function paidOrder(page: Page): Promise<string> {
  await addCardLine(page);
  return payCartByCard(page, 'mobile');
}

const CART_CARD = 'Julekort 15x15 Snøfall';
/** The pupil of the code newFamily adds (EMMA2026). */
const SET_SUBJECT = 'Emma Hansen';

/** The signed-in pages of a new customer with a card in the cart and a paid order. */
async function signedInPages(page: Page): Promise<Expected[]> {
  // The template names the cart line is found by are the Norwegian ones.
  await page.context().addCookies([{ name: 'lang', value: 'nb', url: baseUrl() }]);
  await newFamily(page, 'ssr');
  const orderUuid = await paidOrder(page);
  await addCardLine(page, { name: CART_CARD });
  const sets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: { uuid: string; subject: { name: string } }[] };
  const setUuid = sets.pictureSets.find((set) => set.subject.name === SET_SUBJECT)!.uuid;
  return [
    { path: '/shopping-cart', heading: (l) => texts[l].shop.cart.title, content: (l) => texts[l].shop.cart.total },
    // The steps come with the page: step 1's delivery methods and the order summary.
    { path: '/shopping-cart/checkout', heading: (l) => texts[l].checkout.title, content: (l) => `${texts[l].checkout.steps.delivery} ${texts[l].checkout.delivery.methods}` },
    {
      path: `/shopping-cart/checkout/payment/receipt/${orderUuid}`,
      heading: (l) => texts[l].checkout.receipt.title,
      content: (l) => texts[l].checkout.receipt.thanks,
    },
    { path: '/my-account', heading: (l) => texts[l].account.menu.title, content: (l) => texts[l].account.orders.title },
    { path: '/my-account/orders', heading: (l) => texts[l].account.menu.title, content: (l) => texts[l].account.orders.title },
    // The order's row open with its lines and total.
    { path: `/my-account/orders/${orderUuid}`, heading: (l) => texts[l].account.menu.title, content: (l) => `${texts[l].account.orders.total} ` },
    // The account's data (packages sent for inspection: none for this customer) came with the page.
    { path: '/my-account/cancel-picture-packages', heading: (l) => texts[l].account.menu.title, content: (l) => texts[l].account.packages.none },
    { path: '/my-account/add-picture-set', heading: (l) => texts[l].account.menu.title, content: (l) => texts[l].account.addSet.intro },
    { path: '/my-account/picture-sets', heading: (l) => texts[l].account.menu.title, content: () => SET_SUBJECT },
    { path: `/my-account/picture-sets/${setUuid}`, heading: (l) => texts[l].account.menu.title, content: () => SET_SUBJECT },
    { path: '/products/categories', heading: (l) => texts[l].products.overview.title, content: (l) => texts[l].products.overview.subtitle },
    { path: '/products/cards', heading: (l) => texts[l].products.list.cards, content: (l) => texts[l].products.list.subtitle },
  ];
}

test.describe('server-rendered pages', () => {
  test('public pages: the HTML holds the heading and content in Norwegian and in English', async ({ request }) => {
    for (const lang of ['nb', 'en'] as const) {
      for (const page of PUBLIC_PAGES) await expectRendered(request, page, lang);
    }
  });

  test('signed-in pages: the HTML holds the session\'s page in Norwegian and in English', async ({ page }) => {
    test.setTimeout(120_000);
    const pages = await signedInPages(page);
    for (const lang of ['nb', 'en'] as const) {
      for (const expected of pages) await expectRendered(page.request, expected, lang);
    }
    // The cart's content is the customer's: the card line's template is named in the HTML.
    expect(rendered(await serverHtml(page.request, '/shopping-cart', 'nb')).text).toContain(CART_CARD);
  });

  test('the checkout page shows the customer\'s open checkout: a reload and the browser\'s own call find the same one, with its choices', async ({ page }) => {
    test.setTimeout(120_000);
    await newFamily(page, 'ssr-checkout');
    await addCardLine(page);
    type Started = { checkoutUuid: string; deliveryOption: { uuid: string } | null };
    const started = async (): Promise<Started> => pageDataOf(await serverHtml(page.request, '/shopping-cart/checkout', 'nb')).answers.checkout as Started;
    const first = await started();
    expect(first.checkoutUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.deliveryOption).toBeNull();
    // A delivery option chosen in the checkout is kept on it: the reload shows it chosen.
    const delivery = deliveryOptionUuid('postage-normal');
    const options = await page.request.get(`/api/webshop/checkout/${first.checkoutUuid}/delivery-options/${delivery}/payment-options`);
    expect(options.status(), await options.text()).toBe(200);
    const again = await started();
    expect(again.checkoutUuid).toBe(first.checkoutUuid);
    expect(again.deliveryOption?.uuid).toBe(delivery);
    // The browser's POST /checkout (as after a client-side visit) finds that checkout, not a new one.
    const posted = await page.request.post('/api/webshop/checkout');
    expect(((await posted.json()) as Started).checkoutUuid).toBe(first.checkoutUuid);
    // The hydrated page uses the server's checkout without starting it again, and its steps work.
    const starts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/webshop/checkout' && starts.push(r.url()));
    await page.goto('/shopping-cart/checkout');
    const next = page.getByTestId('step-select-delivery-option').getByRole('button', { name: texts.nb.checkout.steps.nextStep });
    await expect.poll(() => next.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    // School pickup needs no more than a name and the account's e-mail, which the step starts with.
    await page.getByTestId('delivery-method').locator('label').filter({ hasText: 'Hentes på skolen' }).click();
    await page.getByTestId('step-select-delivery-option').getByLabel(texts.nb.checkout.delivery.fields.name).fill('Kari Nordmann');
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByTestId('step-select-payment-option')).toHaveAttribute('data-state', 'current');
    expect(starts).toEqual([]);
  });

  test('an empty cart answers a redirect to the products, as the browser would navigate', async ({ page }) => {
    await newFamily(page, 'ssr-empty');
    const res = await page.request.get('/shopping-cart', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/products/categories');
  });

  test('the browser hydrates every server-rendered page without a mismatch, warning or error, and rewrites nothing the server wrote', async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`${page.url()} ${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
    // The page's texts come in its HTML: its scripts load no texts of their own (bench:web counts
    // a server-rendered page's first JS without them).
    const textScripts: string[] = [];
    page.on('request', (r) => /\/assets\/(nb|en)-[\w-]+\.js$/.test(r.url()) && textScripts.push(`${page.url()} ${r.url()}`));
    // The server's <h1> as parsed from the HTML, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
      });
    });
    // What taking the page over rewrites of what the server wrote: a style sheet taken out (and
    // put back: emotion's own hydration moves its tags), the page's language or viewport written
    // again. Each restyles the whole page, which the server had styled already.
    await page.addInitScript(() => {
      const rewrites: string[] = [];
      (window as unknown as { rewrites: string[] }).rewrites = rewrites;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node.nodeName === 'STYLE') rewrites.push(`style sheet taken out: ${(node as Element).outerHTML.slice(0, 80)}`);
          if (record.type === 'attributes') rewrites.push(`${record.target.nodeName} ${record.attributeName} written (was ${record.oldValue})`);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true, attributeFilter: ['lang', 'content'] });
    });
    const visit = async (pages: Expected[], lang: Lang) => {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
      for (const expected of pages) {
        await page.goto(expected.path);
        // Hydrated: React has taken the server's own <h1> element over (a mismatch would have
        // replaced it with one of its own), and it still reads the same.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const server = (window as unknown as { serverHeading: Element | null }).serverHeading;
                const now = document.querySelector('#root h1');
                return { same: server !== null && server === now, hydrated: Boolean(now && Object.keys(now).some((k) => k.startsWith('__reactFiber$'))) };
              }),
            { message: `${expected.path} in ${lang}` },
          )
          .toEqual({ same: true, hydrated: true });
        await expect(page.locator('h1')).toHaveText(expected.heading(lang));
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { rewrites: string[] }).rewrites), `${expected.path} in ${lang}`).toEqual([]);
        // Except a picture set's: the download dialog's texts load with its code, ready for a tap.
        if (!expected.path.startsWith('/my-account/picture-sets/')) expect(textScripts).toEqual([]);
        textScripts.length = 0;
      }
    };
    // As a visitor, then as a customer.
    for (const lang of ['nb', 'en'] as const) await visit(PUBLIC_PAGES, lang);
    const signedIn = await signedInPages(page);
    for (const lang of ['nb', 'en'] as const) await visit(signedIn, lang);
    expect(problems).toEqual([]);
  });

  test('two customers rendered at the same time each get their own page', async ({ baseURL }) => {
    const customers = await Promise.all(
      ['ssr-a', 'ssr-b'].map(async (prefix) => {
        const context = await playwrightRequest.newContext({ baseURL });
        const email = uniqueEmail(prefix);
        const created = await context.post('/ajax/create.php', {
          data: { email, mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', code: 'EMMA2026', acceptmail: false, termsofservice: true },
        });
        expect(created.status()).toBe(200);
        return { context, email };
      }),
    );
    // Interleaved: each render fills the shop's state for its own request.
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => customers[i % 2]).map(async ({ context, email }) => ({ email, html: await (await context.get('/my-account')).text() })),
    );
    for (const { email, html } of pages) {
      const other = customers.find((c) => c.email !== email)!.email;
      const data = pageDataOf(html) as unknown as { session: { user: { emailAddress: string } } };
      expect(data.session.user.emailAddress).toBe(email);
      expect(html).not.toContain(other);
    }
    await Promise.all(customers.map((c) => c.context.dispose()));
  });

  // One family for both checks: every new family is a sign-up, and the browser tests' sign-ups from one address come close to its limit.
  test("the cart's server HTML: its first line drawing (its largest paint) is preloaded, the lines below load lazily; a tap before its code has come is held and starts the checkout once hydrated", async ({ page }) => {
    test.setTimeout(120_000);
    await newFamily(page, 'ssr-tap');
    await addCardLine(page);
    await addCardLine(page);
    const html = await (await page.request.get('/shopping-cart')).text();
    const drawings = [...html.matchAll(/<img\b[^>]*\/api\/webshop\/drawings\/lines\/[^>]*>/g)].map(([tag]) => tag);
    expect(drawings).toHaveLength(2);
    expect(drawings[0]).toMatch(/fetchpriority="high"/i);
    expect(drawings[0]).not.toMatch(/loading="lazy"/);
    expect(drawings[1]).toMatch(/loading="lazy"/);
    expect(drawings[1]).not.toMatch(/fetchpriority/i);
    const src = /\ssrc="([^"]+)"/.exec(drawings[0])![1];
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`<link rel="preload" as="image" href="${src}"`);

    // The cart's code arrives late, as on a slow phone: the page is the server's HTML meanwhile.
    const release = await holdCalls(page, '**/assets/CartPage-*.js');
    await page.goto('/shopping-cart');
    const checkout = page.getByTestId('cart-checkout');
    expect(await checkout.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    await checkout.click();
    release();
    // Checkout started: the upsell pop-ups or the checkout page follow.
    await expect(page.getByRole('dialog').or(page.getByRole('heading', { name: texts.nb.checkout.title, level: 1 }))).toBeVisible({ timeout: 30_000 });
  });

  test("a code typed into the checkout's server HTML before its code has come is kept once hydrated and can be used", async ({ page }) => {
    test.setTimeout(120_000);
    await useEnglishCookie(page);
    await newFamily(page, 'ssr-type');
    await addCardLine(page);
    const release = await holdCalls(page, '**/assets/CheckoutPage-*.js');
    await page.goto('/shopping-cart/checkout');
    const voucher = page.getByTestId('voucher');
    const field = voucher.getByLabel(texts.en.checkout.summary.voucher);
    expect(await field.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    await field.fill('HOST10');
    release();
    // Without the early script React would keep its own empty value: the button would stay off.
    await voucher.getByRole('button', { name: texts.en.checkout.summary.useVoucher }).click();
    await expect(page.getByTestId('voucher-in-use')).toContainText('HOST10');
  });

  test("the account's picture set list is taken over in one pass once its own code has come; a set tapped before that opens", async ({ page }) => {
    test.setTimeout(120_000);
    // The demo customer, with Emma's set on the list.
    await signInInEnglish(page);
    // The list screen sits in the account area's own routes: the page asks for it before React takes any of it over.
    const release = await holdCalls(page, '**/assets/PictureSetListPage-*.js');
    const asked = page.waitForRequest(/\/assets\/PictureSetListPage-[\w-]+\.js$/);
    await page.goto('/my-account/picture-sets', { waitUntil: 'commit' });
    await asked;
    const menuLink = page.getByRole('link', { name: 'Change password' });
    expect(await menuLink.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    await page.getByTestId('picture-set-card').filter({ hasText: 'Emma Hansen' }).getByRole('link', { name: 'View' }).click();
    release();
    await expect(page).toHaveURL(/\/my-account\/picture-sets\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByTestId('picture-set-actions')).toBeVisible();
  });

  test("a code typed into the front page before it is hydrated is kept on a slow phone and can be sent, also while the page's code is on its way", async ({ page }) => {
    test.setTimeout(120_000);
    await useEnglishCookie(page);
    // As a slow phone: the page is hydrated well after the code field can be typed into.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The front page's own code comes after the text is typed: the page is taken over only then.
    const release = await holdCalls(page, '**/assets/FrontPage-*.js');
    await page.goto('/');
    const code = page.getByLabel('Code');
    expect(await code.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    await code.fill('emma2026');
    release();
    await page.getByRole('button', { name: 'Show pictures' }).click();
    await expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 30_000 });
  });

  test('text typed before the page is hydrated and changed once it is keeps the last text typed', async ({ page }) => {
    await useEnglishCookie(page);
    // The script gives held text back on a timer: with the page's clock stopped, that comes only
    // when the test lets it, after the field has been typed into again through React.
    await page.clock.install();
    const release = await holdCalls(page, '**/assets/FrontPage-*.js');
    await page.goto('/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const code = page.getByLabel('Code');
    await code.fill('NOAH2');
    release();
    await expect.poll(() => code.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    await expect(page.getByRole('button', { name: 'Show pictures' })).toBeDisabled();
    await code.fill('NOAH2026');
    await expect(page.getByRole('button', { name: 'Show pictures' })).toBeEnabled();
    // The held text's turn: older than what React has, it must not be given again.
    await page.clock.runFor(1_000);
    await expect(code).toHaveValue('NOAH2026');
    await expect(page.getByRole('button', { name: 'Show pictures' })).toBeEnabled();
    await page.clock.resume();
    await page.getByRole('button', { name: 'Show pictures' }).click();
    await expect(page.getByRole('heading', { name: 'Code validated' })).toBeVisible();
  });

  test('the server bundle loads no Konva for its pages: only the editor chunk reaches the stand-in', () => {
    const dir = path.resolve('dist-ssr');
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const code = readFileSync(file, 'utf8');
      // Static imports only: the lazily loaded screens are other chunks.
      for (const [, spec] of code.matchAll(/^import\s[^;]*?from\s*"(\.[^"]+)"/gm)) visit(path.resolve(path.dirname(file), spec));
      for (const [, spec] of code.matchAll(/^import\s*"(\.[^"]+)"/gm)) visit(path.resolve(path.dirname(file), spec));
    };
    visit(path.join(dir, 'entry.server.js'));
    expect(reached.size).toBeGreaterThan(1);
    for (const file of reached) expect(readFileSync(file, 'utf8'), path.basename(file)).not.toContain('Konva was imported on the server render path');
  });
});

test.describe('a page whose server render fails', () => {
  test('is served as the client-rendered shell, shows the page in the browser and is logged', async ({ page }) => {
    test.setTimeout(240_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'webshop-ssr-fail-'));
    const server = await startChildServer({
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      MEDIA_DIR: path.resolve('var/test-media'),
      LOG_LEVEL: 'warn',
      PAGE_RENDER_TEST_FAIL_AT: '/contact-us',
    });
    try {
      const res = await fetch(`${server.url}/contact-us`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('shop-page-data');
      expect(server.output()).toContain('page render failed; serving the client-rendered shell');
      expect(server.output()).toContain('PAGE_RENDER_TEST_FAIL_AT');
      // Another page of the same server still renders.
      expect(await (await fetch(`${server.url}/privacy-policy`)).text()).toContain('shop-page-data');
      // Never a blank page: the browser renders the shell's page itself.
      await page.goto(`${server.url}/contact-us`);
      await expect(page.locator('h1')).toHaveText(shopNb.menu.contactUs);
    } finally {
      await server.kill('SIGTERM');
    }
  });
});

test.describe('fonts of the first screen', () => {
  // The shop's own screens use the system's fonts (src/shop/theme): a first screen that asked for
  // a web font would have to preload it (font-display swap). The engine's fonts are loaded by its
  // drawings after the page is the browser's.
  test('no server-rendered page asks for a web font before its scripts run', async ({ browser, page }) => {
    test.setTimeout(180_000);
    const pages = [...PUBLIC_PAGES, ...(await signedInPages(page))];
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const tab = await context.newPage();
    const fonts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'font' && fonts.push(`${tab.url()}: ${r.url()}`));
    for (const expected of pages) {
      await tab.goto(`${baseUrl()}${expected.path}`);
      await expect(tab.locator('h1').first()).toBeVisible();
      await tab.waitForLoadState('networkidle');
    }
    await context.close();
    expect(fonts).toEqual([]);
  });
});

test.describe("Chakra's global CSS", () => {
  // Written into index.html at build time (scripts/build/chakraGlobalsInPage.ts): no page makes it
  // or inserts it again, whether the server rendered it or the browser.
  test('comes once, in the head of a server-rendered page and of the client-rendered shell', async ({ page }) => {
    for (const path of ['/', '/products/packages']) {
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('--chakra-colors-brand-solid:')).map((s) => s.id || s.dataset.emotion),
      );
      expect(sheets, path).toEqual(['chakra-globals']);
      // The theme's page background (sand.50) and the reset's margins apply.
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toBe('rgb(251, 248, 243)');
      expect(await page.evaluate(() => getComputedStyle(document.body).margin), path).toBe('0px');
    }
  });
});

test.describe('first paint without JavaScript', () => {
  // What a visitor sees before any script has run: the screenshots are looked at beside the
  // hydrated page's (test-results/ssr).
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${viewport.width}x${viewport.height}`, async ({ browser, page }) => {
      test.setTimeout(180_000);
      await newFamily(page, 'ssr-paint');
      await addCardLine(page);
      const sets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: { uuid: string }[] };
      const pages = [
        '/',
        '/products/cards',
        '/shopping-cart',
        '/shopping-cart/checkout',
        '/my-account/cancel-picture-packages',
        '/my-account/add-picture-set',
        '/my-account/picture-sets',
        `/my-account/picture-sets/${sets.pictureSets[0].uuid}`,
      ];
      const state = await page.context().storageState();
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled, storageState: state, locale: 'nb-NO' });
        const tab = await context.newPage();
        for (const p of pages) {
          await tab.goto(p === '/' ? `${baseUrl()}/` : `${baseUrl()}${p}`);
          await expect(tab.locator('h1').first()).toBeVisible();
          // The checkout's steps are in the server's HTML.
          if (p === '/shopping-cart/checkout') await expect(tab.getByText(texts.nb.checkout.delivery.methods, { exact: true })).toBeVisible();
          if (javaScriptEnabled) await tab.waitForLoadState('networkidle');
          const name = p === '/' ? 'front' : p.slice(1).replace(/\//g, '-').replace(/[0-9a-f-]{36}$/, 'one');
          await tab.screenshot({ path: `test-results/ssr/${name}-${viewport.width}x${viewport.height}-${javaScriptEnabled ? 'hydrated' : 'no-js'}.png` });
        }
        await context.close();
      }
    });
  }
});
