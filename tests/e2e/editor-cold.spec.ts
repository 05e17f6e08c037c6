import { expect, test, type Page, type Route } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/build/compileHints';
import { ART_CANVAS_SIZE } from '../../src/api/contract/limits';
import { CUSTOMER, screens, useEnglish } from './support';

/**
 * A create page of the editor opened cold (a link from an SMS, a reload): the server names in the
 * page's head what the page opens with, the page shows the template's preview drawn by the server
 * until the editor's code has come and drawn the live canvas, which then takes its place.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

/** "Takkekort 15x15 Hjerter": one part with four photo slots. */
const FOUR_PHOTO_CARD = 'e81b52ae-ad3a-5a34-a20a-b1632610263e';
const SCREENS = 'test-results/screens/editor-cold';
/** The editor's own module (the editor and Konva), as the build names its chunk. */
const EDITOR_SESSION_CHUNK = /\/assets\/EditorSessionPage-[\w-]+\.js$/;

async function signInByApi(page: Page) {
  const res = await page.request.post('/api/webshop/login', { data: { username: CUSTOMER.email, password: CUSTOMER.password } });
  expect(res.status()).toBe(200);
}

async function cardPath(page: Page): Promise<string> {
  const { templates } = (await (await page.request.get('/api/webshop/templates/cards')).json()) as { templates: { uuid: string; product: { uuid: string } }[] };
  const card = templates.find((t) => t.uuid === FOUR_PHOTO_CARD);
  if (!card) throw new Error('The four-photo card is not in the card list');
  return `/products/cards/cards/${card.product.uuid}/${card.uuid}`;
}

/** Holds back the editor's code until `release()`: what the page shows meanwhile can be looked at. */
async function holdEditorCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(EDITOR_SESSION_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const preview = (page: Page) => page.getByTestId('editor-preview');
const readyCanvas = (page: Page) => page.locator('[data-testid="editor-canvas"] [data-part-canvas][data-render-state="ready"]');

test('the preview drawn by the server shows until the editor has drawn its canvas, which then replaces it', async ({ page }) => {
  await useEnglish(page);
  await signInByApi(page);
  const path = await cardPath(page);
  const release = await holdEditorCode(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto(path);
  await expect(preview(page)).toBeVisible();
  await expect(preview(page)).toHaveAttribute('src', `/templates/all/${FOUR_PHOTO_CARD}.png`);
  await expect(preview(page)).toHaveAccessibleName('The product while the editor loads');
  // Loaded, not a broken picture: the card's own proportions (15x15).
  const size = await preview(page).evaluate((img: HTMLImageElement) => ({ complete: img.complete, width: img.naturalWidth, height: img.naturalHeight }));
  expect(size).toMatchObject({ complete: true, width: 640 });
  expect(Math.abs(size.height - size.width)).toBeLessThanOrEqual(1);
  await expect(page.locator('[data-part-canvas]')).toHaveCount(0);
  await screens(page, SCREENS, '1-loading', { settle: (p) => expect(preview(p)).toBeVisible() });

  release();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(preview(page)).toHaveCount(0);
  await expect(page.getByTestId('editor')).toHaveAttribute('data-view', 'main');
  await screens(page, SCREENS, '2-loaded', { settle: (p) => expect(readyCanvas(p)).toBeVisible() });
  expect(errors).toEqual([]);
});

test("the editor's code failing to load shows what went wrong, and Try again opens the editor", async ({ page }) => {
  await useEnglish(page);
  await signInByApi(page);
  const path = await cardPath(page);
  let refused = 0;
  await page.route(EDITOR_SESSION_CHUNK, async (route: Route) => {
    refused++;
    await route.abort('internetdisconnected');
  });

  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Check your internet connection and try again.');
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  await screens(page, SCREENS, '3-code-failed', { settle: (p) => expect(p.getByRole('button', { name: 'Try again' })).toBeVisible() });

  await page.unroute(EDITOR_SESSION_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("the page goes from the shell's spinner straight to the editor's frame, with no spinner of its own for code loaded already", async ({ page }) => {
  await signInByApi(page);
  const path = await cardPath(page);
  const release = await holdEditorCode(page);
  // Every spinner the page ever shows, counted as it is added (a spinner shown for a moment counts too).
  await page.addInitScript(() => {
    const seen = new Set<Element>();
    (window as unknown as { spinnersShown: () => number }).spinnersShown = () => seen.size;
    new MutationObserver(() => document.querySelectorAll('.chakra-spinner').forEach((spinner) => seen.add(spinner))).observe(document, { subtree: true, childList: true });
  });

  await page.goto(path);
  await expect(preview(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spinnersShown: () => number }).spinnersShown())).toBeLessThanOrEqual(1);
  release();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
});

/** The card's photos at the canvas's size. */
const CANVAS_PHOTOS = /\/media\/pictures\/[0-9a-f-]{36}\/800\/original\.jpg$/;
const toolbox = (page: Page) => page.getByTestId('editor-toolbox');

test('the toolbox shows its skeleton until the part is drawn, then its tools', async ({ page }) => {
  await useEnglish(page);
  await signInByApi(page);
  const path = await cardPath(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CANVAS_PHOTOS, async (route: Route) => {
    await released;
    await route.continue();
  });

  await page.goto(path);
  await expect(page.locator('[data-testid="editor-canvas"] [data-part-canvas]')).toHaveAttribute('data-render-state', /^(?!ready$)/);
  await expect(toolbox(page).locator('[aria-busy="true"]')).toBeVisible();
  await expect(page.getByTestId('main-view')).toHaveCount(0);
  // The toolbox's place is taken from the start: the canvas does not move when the tools come.
  const before = await page.getByTestId('editor-canvas').boundingBox();
  await screens(page, SCREENS, '4-drawing', { settle: (p) => expect(toolbox(p).locator('[aria-busy="true"]')).toBeVisible() });

  release();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('main-view')).toBeVisible();
  await expect(toolbox(page).locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await page.getByTestId('editor-canvas').boundingBox()).toEqual(before);
});

test('a part that cannot be drawn does not hold the toolbox back', async ({ page }) => {
  await useEnglish(page);
  await signInByApi(page);
  const path = await cardPath(page);
  // Without its texts' fonts the part cannot be drawn (a missing photo or artwork is drawn without it).
  await page.route(/\/assets\/.*\.woff2$/, (route: Route) => route.abort('internetdisconnected'));

  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText('The page could not be drawn. Check your internet connection and try again.', { timeout: 30_000 });
  // Cancel and the other tools still work while the canvas waits for Try again.
  await expect(page.getByTestId('main-view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a screen too low for the canvas still gets the toolbox', async ({ page }) => {
  await signInByApi(page);
  const path = await cardPath(page);
  // The top bar and the 208 px toolbox leave the canvas no room at all.
  await page.setViewportSize({ width: 390, height: 250 });

  await page.goto(path);
  await expect(page.getByTestId('main-view')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-part-canvas]')).toHaveCount(0);
});

/** The API answers a page's HTML carries (api/contract/embeddedAnswers), or null when it carries none. */
function embeddedAnswers(html: string): { path: string; answers: Record<string, unknown> } | null {
  const json = /<script id="shop-embedded-answers" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { path: string; answers: Record<string, unknown> }) : null;
}

/** The calls a create page opens with: the shell's settings and session, the sets, the product, the template and its fill. */
const OPENING_CALLS = /^\/api\/webshop\/(settings|session|user\/picture-sets|products\/[\w-]+|templates\/by-uuid\/[\w-]+|user\/templates\/fill-template)$/;

/** Counts the page's requests by path (with query). */
function countRequests(page: Page): Map<string, number> {
  const requested = new Map<string, number>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    requested.set(url.pathname + url.search, (requested.get(url.pathname + url.search) ?? 0) + 1);
  });
  return requested;
}

const openingCallsMade = (requested: Map<string, number>) => [...requested.keys()].filter((path) => OPENING_CALLS.test(path));

type SetsAnswer = { pictureSets: { uuid: string; subject: { uuid: string; name: string }; pictures: { uuid: string }[] }[] };
type FillAnswer = { template: { uuid: string }; userResources: { images: Record<string, { pictureUuid: string }> } };

test("the page carries the answers the editor opens with and preloads its code and photos: the editor asks the API for none of them", async ({ page }) => {
  await signInByApi(page);
  const path = await cardPath(page);
  const html = await (await page.request.get(path)).text();
  const embedded = embeddedAnswers(html);
  expect(embedded?.path).toBe(path);
  const answers = embedded!.answers;
  const sets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as SetsAnswer;
  const current = ((await (await page.request.get('/api/webshop/session')).json()) as { currentPictureSetUuid: string | null }).currentPictureSetUuid;
  // The same answers the API gives this customer.
  expect(answers['GET /api/webshop/user/picture-sets']).toEqual(sets);
  expect(answers[`GET /api/webshop/templates/by-uuid/${FOUR_PHOTO_CARD}`]).toEqual(await (await page.request.get(`/api/webshop/templates/by-uuid/${FOUR_PHOTO_CARD}`)).json());
  const fillKey = Object.keys(answers).find((key) => key.startsWith('POST /api/webshop/user/templates/fill-template '))!;
  const fill = answers[fillKey] as FillAnswer;
  expect(fill.template.uuid).toBe(FOUR_PHOTO_CARD);
  const openedSet = sets.pictureSets.find((set) => set.subject.uuid === JSON.parse(fillKey.split(' ').slice(2).join(' ')).subject.uuid)!;
  // The set the editor opens with: the session's current one.
  if (current) expect(openedSet.uuid).toBe(current);
  const placed = Object.values(fill.userResources.images).map((image) => image.pictureUuid);
  expect(placed.length).toBe(4);
  expect(placed.filter((uuid) => !openedSet.pictures.some((p) => p.uuid === uuid))).toEqual([]);
  expect(Object.keys(answers).map((key) => key.split(' ')[1]).filter((p) => !OPENING_CALLS.test(p))).toEqual([]);
  expect(Object.keys(answers)).toHaveLength(6);

  const links = [...html.matchAll(/<link rel="(preload|modulepreload)"([^>]*)>/g)].map(([, rel, rest]) => ({
    rel,
    as: /as="(\w+)"/.exec(rest)?.[1] ?? null,
    href: /href="([^"]+)"/.exec(rest)![1],
  }));
  const hrefs = (rel: string, as: string | null) => links.filter((l) => l.rel === rel && l.as === as).map((l) => l.href);
  // The page has the API's answers: fetching them again would be for nothing.
  const fetched = hrefs('preload', 'fetch');
  expect(fetched.filter((href) => href.startsWith('/api/'))).toEqual([]);
  const modules = hrefs('modulepreload', null);
  expect(modules.some((href) => /\/assets\/EditorPage-[\w-]+\.js$/.test(href))).toBe(true);
  expect(modules.some((href) => EDITOR_SESSION_CHUNK.test(href))).toBe(true);
  // The template's preview is an <img> of the page.
  expect(hrefs('preload', 'image')).toEqual([`/templates/all/${FOUR_PHOTO_CARD}.png`]);
  // The canvas's pictures are fetched and decoded by the engine: the four photos the fill places,
  // at the canvas's size, and the card's artwork.
  expect(fetched.filter((href) => /^\/media\/pictures\/[0-9a-f-]{36}\/800\/original\.jpg$/.test(href)).sort()).toEqual(placed.map((uuid) => `/media/pictures/${uuid}/800/original.jpg`).sort());
  // The artwork's copy for live canvases, not the print-size file: the page asks for that very copy.
  expect(fetched.filter((href) => href.startsWith('/templates/art/'))).toEqual([`/templates/art/thankyou-hearts.png?size=${ART_CANVAS_SIZE}`]);
  expect(hrefs('preload', 'font').length).toBeGreaterThan(0);

  const requested = countRequests(page);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
  });
  await page.goto(path);
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  expect(openingCallsMade(requested)).toEqual([]);
  const hinted = links.map((l) => l.href);
  expect(hinted.filter((href) => requested.get(href) !== 1)).toEqual([]);
  await page.waitForTimeout(3500);
  expect(warnings).toEqual([]);
});

test("the page's first script and the editor's code are compiled as they load: V8's hint is their first line, and their source maps still fit", async ({ page }) => {
  await signInByApi(page);
  const html = await (await page.request.get(await cardPath(page))).text();
  const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(html)![1];
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
  const editor = preloaded.find((href) => /\/assets\/editor-[\w-]+\.js$/.test(href))!;
  // A chunk that is mostly left uncalled when the page opens (Chakra's shared components) is not marked.
  const chakra = preloaded.find((href) => /\/assets\/chakra-[\w-]+\.js$/.test(href))!;
  const text = async (href: string) => (await page.request.get(href)).text();
  for (const script of [entry, editor]) {
    const lines = (await text(script)).split('\n');
    expect(lines[0], script).toBe(COMPILE_HINT);
    // The map has a line of mappings for every line but the last (its own address), the hint's empty.
    const mappings = ((await (await page.request.get(`${script}.map`)).json()) as { mappings: string }).mappings.split(';');
    expect(mappings, script).toHaveLength(lines.length - 1);
    expect(mappings[0], script).toBe('');
    expect(lines.at(-1), script).toMatch(/^\/\/# sourceMappingURL=/);
  }
  expect((await text(chakra)).startsWith(COMPILE_HINT)).toBe(false);
});

test("a customer's page carries only that customer's answers: another family's set, pictures and fill are not in it", async ({ page, browser }) => {
  await signInByApi(page);
  const path = await cardPath(page);
  const demoSets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as SetsAnswer;
  const emma = demoSets.pictureSets.find((set) => set.subject.name === 'Emma Hansen')!;

  // Noah's family (his sister Emma's set belongs to the demo customer).
  const other = await browser.newContext();
  const noahs = await other.newPage();
  const created = await noahs.request.post('/ajax/create.php', {
    data: { email: `opening-${Date.now()}@example.no`, mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', code: 'NOAH2026', acceptmail: false, termsofservice: true },
  });
  expect(created.status()).toBe(200);
  const html = await (await noahs.request.get(path)).text();
  const answers = embeddedAnswers(html)!.answers;
  const sets = answers['GET /api/webshop/user/picture-sets'] as SetsAnswer;
  expect(sets.pictureSets.map((set) => set.subject.name)).toEqual(['Noah Hansen']);
  const fillKey = Object.keys(answers).find((key) => key.startsWith('POST /api/webshop/user/templates/fill-template '))!;
  expect(fillKey).toContain(sets.pictureSets[0].subject.uuid);
  const placed = Object.values((answers[fillKey] as FillAnswer).userResources.images).map((image) => image.pictureUuid);
  expect(placed.filter((uuid) => !sets.pictureSets[0].pictures.some((p) => p.uuid === uuid))).toEqual([]);
  for (const uuid of [emma.subject.uuid, ...emma.pictures.map((p) => p.uuid)]) expect(html).not.toContain(uuid);
  expect(html).not.toContain(CUSTOMER.email);

  // A customer without any set: the answers that exist for them, and no fill.
  const noSet = await other.request.post('/ajax/create.php', {
    data: { email: `opening-noset-${Date.now()}@example.no`, mobile: '41234567', password: 'demo1234', confirm_password: 'demo1234', acceptmail: false, termsofservice: true },
  });
  expect(noSet.status()).toBe(200);
  const bare = embeddedAnswers(await (await noahs.request.get(path)).text())!.answers;
  expect((bare['GET /api/webshop/user/picture-sets'] as SetsAnswer).pictureSets).toEqual([]);
  expect(Object.keys(bare).filter((key) => key.startsWith('POST '))).toEqual([]);
  await other.close();
});

for (const [what, tamper] of [
  ['unreadable', (json: string) => json.slice(0, json.length / 2)],
  ['made for another page', (json: string) => json.replace(/"path":"[^"]+"/, '"path":"/products/cards"')],
] as const) {
  test(`answers in the page that are ${what} are not used: the editor asks the API and opens`, async ({ page }) => {
    await signInByApi(page);
    const path = await cardPath(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    let tampered = false;
    await page.route(path, async (route) => {
      const res = await route.fetch();
      const html = await res.text();
      const changed = html.replace(/(<script id="shop-embedded-answers" type="application\/json">)(.*?)(<\/script>)/s, (_all, open: string, json: string, close: string) => open + tamper(json) + close);
      tampered = changed !== html;
      await route.fulfill({ response: res, body: changed });
    });
    const requested = countRequests(page);
    await page.goto(path);
    await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
    expect(tampered).toBe(true);
    expect(openingCallsMade(requested).sort()).toEqual(
      ['/api/webshop/settings', '/api/webshop/session', '/api/webshop/user/picture-sets', `/api/webshop/templates/by-uuid/${FOUR_PHOTO_CARD}`, '/api/webshop/user/templates/fill-template', `/api/webshop/products/${path.split('/')[4]}`].sort(),
    );
    expect(errors).toEqual([]);
  });
}

test('a visitor who is not signed in gets the page without hints or answers about any customer', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const path = await cardPath(page);
  const res = await page.request.get(path);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const html = await res.text();
  expect(html).not.toMatch(/rel="preload"/);
  expect(embeddedAnswers(html)).toBeNull();
  await context.close();
});

test('the template list starts loading the editor before a tile is chosen', async ({ page }) => {
  await signInByApi(page);
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (EDITOR_SESSION_CHUNK.test(new URL(req.url()).pathname)) chunks.push(req.url());
  });
  await page.goto('/products/cards');
  await expect(page.getByTestId('template-tile').first()).toBeVisible();
  await expect.poll(() => chunks.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // Fetched ahead, not run: running Konva's and the editor's modules would block the list's taps.
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/editor-"]')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => performance.getEntriesByName('editor:code', 'mark').length)).toBe(0);
  // Then a tile opens the editor with the code already there.
  await page.getByTestId('template-tile').first().getByRole('link').click();
  await expect(readyCanvas(page)).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => performance.getEntriesByName('editor:code', 'mark').length)).toBe(1);
  expect(chunks).toHaveLength(1);
});
