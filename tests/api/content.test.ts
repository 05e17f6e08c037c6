import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyPages, settings } from '../../src/server/db/schema';
import { createTestServer } from '../support/testServer';
import { saveSetting } from '../../src/server/services/settings/settingsStore';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function setting(key: string): Promise<unknown> {
  const [row] = await server.db.select().from(settings).where(eq(settings.key, key));
  return row.value;
}

describe('GET /api/webshop/settings', () => {
  it('answers the site settings, the page settings and the menu as stored, and whether digital pictures are sold', async () => {
    const res = await server.client().json('GET', '/api/webshop/settings');
    expect(res.status).toBe(200);
    const digital = (await setting('digital')) as { allowDigitalBuying: boolean };
    expect(digital.allowDigitalBuying).toBe(true);
    expect(res.body).toEqual({ site: await setting('site'), page: await setting('page'), menu: await setting('menu'), digital: { buying: true } });

    await saveSetting(server.db, 'digital', { ...digital, allowDigitalBuying: false });
    try {
      expect((await server.client().json('GET', '/api/webshop/settings')).body).toMatchObject({ digital: { buying: false } });
    } finally {
      await saveSetting(server.db, 'digital', digital);
    }
  });

  it('shows a change written beside this server (another server, SQL by hand): the database announces it', async () => {
    const page = (await setting('page')) as { frontPage: Record<string, string> };
    const read = async () => (await server.client().json<{ page: unknown }>('GET', '/api/webshop/settings')).body.page;
    expect(await read()).toEqual(page);
    // Written beside this server, as another server's saveSetting or SQL by hand would: the
    // settings table's trigger announces it, so no writer can leave a stale answer behind.
    const changed = { ...page, frontPage: { ...page.frontPage, backgroundColor: '#123456' } };
    await server.db.update(settings).set({ value: changed }).where(eq(settings.key, 'page'));
    try {
      // The notice comes through the database: a busy machine can take longer than poll's default second.
      await expect.poll(read, { timeout: 15_000 }).toEqual(changed);
    } finally {
      await saveSetting(server.db, 'page', page);
    }
    await expect.poll(read, { timeout: 15_000 }).toEqual(page);
  });

  it('treats a broken settings row as a server fault instead of passing it on', async () => {
    const site = await setting('site');
    await saveSetting(server.db, 'site', { name: 'Halvferdig' });
    try {
      const res = await server.client().json('GET', '/api/webshop/settings');
      expect(res).toEqual({ status: 500, body: { error: 'Noe gikk galt. Prøv igjen om litt.', code: 'internal' } });
    } finally {
      await saveSetting(server.db, 'site', site);
    }
  });
});

describe('legal texts', () => {
  it.each([
    ['/api/webshop/privacy-policy', 'privacyPolicy'],
    ['/api/webshop/terms-of-service', 'termsOfService'],
    ['/api/webshop/terms-of-purchase', 'termsOfPurchase'],
  ] as const)('%s answers data.%s in the request language', async (path, key) => {
    const texts = (await setting('texts')) as Record<string, { nb: string; en: string }>;
    const client = server.client();
    const nb = await client.json('GET', path);
    expect(nb).toEqual({ status: 200, body: { data: { [key]: texts[key].nb } } });
    await client.put('/api/webshop/language', { lang: 'en' });
    const en = await client.json('GET', path);
    expect(en.body).toEqual({ data: { [key]: texts[key].en } });
    expect(texts[key].en).not.toBe(texts[key].nb);
  });
});

describe('GET /api/webshop/legacy-pages/{id}', () => {
  it('answers the page with its modules, marking a module type the shop does not know', async () => {
    const [stored] = await server.db.select().from(legacyPages).where(eq(legacyPages.id, '1'));
    const storedModules = stored.modules as { type: string }[];
    const res = await server.client().json<{ id: string; title: unknown; modules: { type: string }[] }>('GET', '/api/webshop/legacy-pages/1');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('1');
    expect(res.body.title).toEqual(stored.title);
    expect(res.body.modules).toEqual(
      storedModules.map((m) => (m.type === 'Carousel3D' ? { type: 'Unknown', originalType: 'Carousel3D' } : m)),
    );
    // Every known type is in the demo page, so this checks all of them.
    expect(new Set(res.body.modules.map((m) => m.type))).toEqual(
      new Set(['Slider', 'PromoteCategory', 'Title', 'Paragraph', 'Image', 'RichText', 'ScriptSnippet', 'Unknown']),
    );
  });

  it('marks a module of a known type with missing fields as unknown too', async () => {
    await server.db.insert(legacyPages).values({
      id: 'skadet',
      title: { nb: 'Skadet', en: 'Damaged' },
      modules: [{ type: 'Title' }, { noType: true }, { type: 'Title', content: { nb: 'Hei' } }],
    });
    const res = await server.client().json('GET', '/api/webshop/legacy-pages/skadet');
    expect(res.body.modules).toEqual([
      { type: 'Unknown', originalType: 'Title' },
      { type: 'Unknown', originalType: '' },
      { type: 'Title', content: { nb: 'Hei' } },
    ]);
  });

  it("answers 404 'Page not found' in the request language", async () => {
    const client = server.client();
    expect(await client.json('GET', '/api/webshop/legacy-pages/404')).toEqual({ status: 404, body: { error: 'Fant ikke siden', code: 'not_found' } });
    await client.put('/api/webshop/language', { lang: 'en' });
    expect((await client.json('GET', '/api/webshop/legacy-pages/404')).body.error).toBe('Page not found');
  });
});
