import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { z } from 'zod/mini';
import type { Cart } from '../../src/api/contract/cart';
import type { PictureSet } from '../../src/api/contract/pictureSets';
import type { fillTemplate, TemplateListItem } from '../../src/api/contract/templates';
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
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

/** Makes the signed-in customer's set of `subjectName` current: earlier journeys may have left another one current. */
export async function makeSetCurrent(page: Page, subjectName: string): Promise<void> {
  const { pictureSets } = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: { subject: { uuid: string; name: string } }[] };
  const set = pictureSets.find((s) => s.subject.name === subjectName);
  expect(set, subjectName).toBeDefined();
  expect((await page.request.put('/api/webshop/user/current-picture-set', { data: { subjectUuid: set!.subject.uuid } })).status()).toBe(200);
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

/**
 * Fails each test of the spec in which the page threw: a journey that "works" while React logs a
 * crash does not pass. Called at the top of a spec, before its own hooks, so it sees their pages too.
 */
export function failOnPageErrors() {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
  });
  test.afterEach(() => expect(errors).toEqual([]));
}

/** The seeded demo customer, Kari Nordmann, who owns Emma's set (EMMA2026); journeys may add more sets to the account. */
export const CUSTOMER = { email: 'kunde@example.no', password: 'demo1234' };

/** The seeded support account: the support console, the template lab, simulating customers, recordings. */
export const SUPPORT = { email: 'support@example.no', password: 'support1234' };

/** The usual start of a journey: the shop in English, and the demo customer (or `account`) signed in. */
export async function signInInEnglish(page: Page, account: { email: string; password: string } = CUSTOMER) {
  await useEnglish(page);
  await signIn(page, account.email, account.password);
}

/** In the checkout with 'Sent by post' chosen: types Kari Nordmann's address in Oslo into the delivery form. */
export async function typePostalAddress(page: Page) {
  await page.getByLabel('Full name').fill('Kari Nordmann');
  await page.getByRole('combobox', { name: 'Address' }).fill('Storgata 12');
  await page.getByLabel('Postal code').fill('0155');
  await page.getByLabel('City').fill('OSLO');
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Screenshots of the page at phone and desktop size, `${dir}/${name}-390x844.png` and
 * `-1280x800.png`, for a person to look at; the page is back at its own viewport afterwards.
 * `settle` runs at each size before its shot: a resize lays the page out anew, and pictures or
 * drawings may load or be drawn again for it.
 */
export async function screens(page: Page, dir: string, name: string, { fullPage = false, settle }: { fullPage?: boolean; settle?: (page: Page) => Promise<unknown> } = {}) {
  const before = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle?.(page);
    // A dialog that has just opened is still fading in: the shot shows it as a person sees it a moment later.
    await page.screenshot({ path: `${dir}/${name}-${size.width}x${size.height}.png`, fullPage, animations: 'disabled' });
  }
  if (before) await page.setViewportSize(before);
}

export async function cart(page: Page): Promise<Cart> {
  const res = await page.request.get('/api/webshop/cart');
  expect(res.status()).toBe(200);
  return (await res.json()) as Cart;
}

/**
 * Deletes the cart's product lines (type 0) one at a time, reading the cart again after each:
 * deleting a template line can take the retouch line with it, which must not then be deleted again.
 */
export async function emptyCart(page: Page) {
  const deleted = new Set<string>();
  for (let line = await firstProductLine(page); line; line = await firstProductLine(page)) {
    // A line that survives its delete would otherwise be deleted forever.
    expect(deleted.has(line.uuid), `line ${line.uuid} is still in the cart after its delete`).toBe(false);
    deleted.add(line.uuid);
    expect((await page.request.delete(`/api/webshop/cart/items/${line.uuid}`)).status()).toBe(200);
  }
}

const firstProductLine = async (page: Page) => (await cart(page)).orderLines.find((l) => l.type === 0);

export async function templateByName(page: Page, type: 'cards' | 'calendars', name: string): Promise<TemplateListItem> {
  const { templates } = (await (await page.request.get(`/api/webshop/templates/${type}`)).json()) as { templates: TemplateListItem[] };
  const item = templates.find((t) => t.name === name);
  if (!item) throw new Error(`No ${type} template named ${name}: ${templates.map((t) => t.name).join(', ')}`);
  return item;
}

/**
 * Puts one card line in the cart the way the editor makes it: the server fills the template with
 * a picture set's pictures, and the cart takes the filled template at the product's minimum
 * quantity. `name` is the card template (else the first card), `pupil` fills it from the first
 * set of a pupil rather than of a group (else from the first set). Answers the new line's uuid.
 */
export async function addCardLine(page: Page, { name, pupil = false }: { name?: string; pupil?: boolean } = {}): Promise<string> {
  const card = name
    ? await templateByName(page, 'cards', name)
    : ((await (await page.request.get('/api/webshop/templates/cards')).json()) as { templates: TemplateListItem[] }).templates[0]!;
  const { pictureSets } = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: PictureSet[] };
  const subject = (pupil ? pictureSets.find((s) => !s.subject.group) : pictureSets[0])!.subject;
  const fill = await filledTemplate(page, card.uuid, subject.uuid);
  const added = await page.request.post('/api/webshop/cart/items', {
    data: { items: [{ productUuid: card.product.uuid, quantity: card.product.minorderpartquantity, template: fill.template, templateData: { year: fill.year, userResources: fill.userResources } }] },
  });
  expect(added.status(), await added.text()).toBe(200);
  return ((await added.json()) as { newOrderLines: { uuid: string }[] }).newOrderLines[0].uuid;
}

/** The server's fill of a template with a subject's pictures and texts, as the editor opens it. */
export async function filledTemplate(page: Page, templateUuid: string, subjectUuid: string): Promise<z.infer<typeof fillTemplate.response>> {
  const filled = await page.request.post('/api/webshop/user/templates/fill-template', { data: { template: { uuid: templateUuid }, subject: { uuid: subjectUuid } } });
  expect(filled.status(), await filled.text()).toBe(200);
  return (await filled.json()) as z.infer<typeof fillTemplate.response>;
}

export const editorView = (page: Page, name: string, options?: { timeout?: number }) => expect(page.getByTestId('editor')).toHaveAttribute('data-view', name, options);

/** In the editor's main view: opens the photo's Edit image tab, presses `buttons` in order, and comes back with Done. */
export async function editImage(page: Page, ...buttons: string[]) {
  await page.getByRole('button', { name: 'Change/edit photos' }).click();
  await page.getByRole('tab', { name: 'Edit image' }).click();
  for (const name of buttons) await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await editorView(page, 'main');
}

/** Add to cart in the editor, past the check-before-ordering question when the template asks it, to the buy view. */
export async function toBuyView(page: Page) {
  await page.getByTestId('add-to-cart').click();
  const check = page.getByRole('button', { name: /^(Add to shopping cart|Legg i handlekurven)$/ });
  if (await check.isVisible().catch(() => false)) await check.click();
  await editorView(page, 'buy');
}

/** Holds the calls matching `url` until the returned release is called (later ones then pass at once). */
export async function holdCalls(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A new customer, signed in, with Emma's set (EMMA2026) as the only one: no other test's cart or choices in the way. */
export async function newFamily(page: Page, prefix: string) {
  await page.goto('/');
  const created = await page.request.post('/ajax/create.php', {
    data: { email: uniqueEmail(prefix), mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', code: 'EMMA2026', acceptmail: false, termsofservice: true },
  });
  expect(created.status()).toBe(200);
}

/** What the shop's fill-template calls placed: the pictures of every image slot and every text. */
export function recordFills(page: Page): { pictures: string[]; texts: string[] } {
  const placed = { pictures: [] as string[], texts: [] as string[] };
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/webshop/user/templates/fill-template') || !response.ok()) return;
    const { userResources } = (await response.json()) as { userResources: { images: Record<string, { pictureUuid: string }>; texts: Record<string, { text: string }> } };
    placed.pictures.push(...Object.values(userResources.images).map((image) => image.pictureUuid));
    placed.texts.push(...Object.values(userResources.texts).map((text) => text.text));
  });
  return placed;
}

/** The pictures of the signed-in customer's set of this subject. */
export async function setPictures(page: Page, subjectName: string): Promise<Set<string>> {
  const { pictureSets } = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: { subject: { name: string }; pictures: { uuid: string }[] }[] };
  return new Set(pictureSets.find((set) => set.subject.name === subjectName)!.pictures.map((p) => p.uuid));
}

/**
 * A new customer with Emma's set who has bought a card (posted, paid by card in the sandbox):
 * answers the customer's e-mail and the order's uuid.
 */
export async function newFamilyWithPaidOrder(page: Page, prefix: string): Promise<{ email: string; orderUuid: string }> {
  const email = uniqueEmail(prefix);
  await page.goto('/');
  const created = await page.request.post('/ajax/create.php', {
    data: { email, mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', code: 'EMMA2026', acceptmail: false, termsofservice: true },
  });
  expect(created.status()).toBe(200);
  await addCardLine(page);
  return { email, orderUuid: await payCartByCard(page, 'mobile') };
}

/** Checks out the signed-in customer's cart: posted to Ola Nordmann, paid by card on the sandbox and approved. The order's uuid. */
export async function payCartByCard(page: Page, client: 'mobile' | 'desktop'): Promise<string> {
  const checkout = await page.request.post('/api/webshop/checkout');
  expect(checkout.status()).toBe(200);
  const { checkoutUuid } = (await checkout.json()) as { checkoutUuid: string };
  const made = await page.request.post(`/api/webshop/checkout/${checkoutUuid}/transaction`, {
    data: {
      deliveryOptionUuid: deliveryOptionUuid('postage-normal'),
      paymentOptionUuid: paymentOptionUuid('card'),
      deliveryOptionData: { deliveryAddress: { name: 'Ola Nordmann', address: 'Kalfarveien 31', address2: '', postalCode: '5018', city: 'Bergen', state: '' } },
      paymentOptionData: {},
      client,
      comment: '',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { order, transaction } = (await made.json()) as { order: { uuid: string }; transaction: { uuid: string } };
  expect((await page.request.post(`/api/webshop/payments/sandbox/${transaction.uuid}/approve`)).status()).toBe(200);
  return order.uuid;
}
