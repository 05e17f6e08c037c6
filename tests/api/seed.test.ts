import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localized, menuItem, pageModule, pageSettings, siteSettings } from '../../src/api/contract/settings';
import * as schema from '../../src/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_CODES, seedDemoData } from '../../src/server/db/seed';
import { productUuid, TEMPLATE_PRODUCTS } from '../../src/server/db/seed/products';
import { DEMO_TEMPLATES, TEMPLATE_ART_NAMES } from '../../src/server/db/seed/templates';
import { createLogger } from '../../src/server/log';
import { verifyPassword } from '../../src/server/services/auth/passwords';
import { createTestServer } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const tables = {
  settings: schema.settings,
  legacyPages: schema.legacyPages,
  photographers: schema.photographers,
  jobs: schema.jobs,
  jobYearbookPoses: schema.jobYearbookPoses,
  families: schema.families,
  subjects: schema.subjects,
  pictureSets: schema.pictureSets,
  pictures: schema.pictures,
  backgrounds: schema.backgrounds,
  users: schema.users,
  userPictureSets: schema.userPictureSets,
  templateCategories: schema.templateCategories,
  shopCategories: schema.shopCategories,
  products: schema.products,
  productPrices: schema.productPrices,
  subProducts: schema.subProducts,
  templates: schema.templates,
  templateVersions: schema.templateVersions,
  templateProducts: schema.templateProducts,
};

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await server.db.select({ n: count() }).from(table);
    result[name] = row.n;
  }
  return result;
}

const setting = async (key: string) => {
  const [row] = await server.db.select().from(schema.settings).where(eq(schema.settings.key, key));
  return row?.value;
};

describe('demo seed', () => {
  it('fills every table the shop reads', async () => {
    const n = await counts();
    expect(n).toMatchObject({ settings: 5 /* with the digital files' prices */, legacyPages: 1, photographers: 1, jobs: 2, jobYearbookPoses: 2, families: 1, backgrounds: 4, users: 2, userPictureSets: 1 });
    expect(n.subjects).toBe(DEMO_CODES.length);
    expect(n.pictureSets).toBe(DEMO_CODES.length);
  });

  it('changes nothing when run a second time', async () => {
    const before = await counts();
    const [userBefore] = await server.db.select().from(schema.users).where(eq(schema.users.email, 'kunde@example.no'));
    await seedDemoData(server.db, server.config, server.deps.media, createLogger('silent'));
    expect(await counts()).toEqual(before);
    const [userAfter] = await server.db.select().from(schema.users).where(eq(schema.users.email, 'kunde@example.no'));
    expect(userAfter.passwordHash).toBe(userBefore.passwordHash);
  });

  it('stores every demo template version, the highest one current, each linked to its product', async () => {
    const n = await counts();
    expect(n.templateVersions).toBe(DEMO_TEMPLATES.length);
    expect(n.templates).toBe(new Set(DEMO_TEMPLATES.map((d) => d.template.uuid)).size);
    const rows = await server.db.select().from(schema.templates);
    for (const row of rows) {
      const versions = DEMO_TEMPLATES.filter((d) => d.template.uuid === row.uuid).map((d) => d.template.version);
      expect(row.currentVersion).toBe(Math.max(...versions));
    }
    const links = await server.db.select().from(schema.templateProducts);
    for (const demo of DEMO_TEMPLATES) expect(links).toContainEqual({ templateUuid: demo.template.uuid, productUuid: productUuid(demo.product) });
    // One product per demo product key, plus retouch and a package.
    expect(n.products).toBe(Object.keys(TEMPLATE_PRODUCTS).length + 2 + 6 /* digital: a file and a set per type */);
    const retouch = await server.db.select().from(schema.products).where(eq(schema.products.type, 11));
    expect(retouch).toHaveLength(1);
    expect(await server.db.select().from(schema.subProducts).where(eq(schema.subProducts.productUuid, retouch[0].uuid))).toHaveLength(4);
  });

  it('draws the template artwork into the media dir', async () => {
    for (const name of TEMPLATE_ART_NAMES) expect(existsSync(path.join(server.config.mediaDir, 'template-art', `${name}.png`)), name).toBe(true);
  });

  it('gives the demo accounts the printed passwords and the support role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, account.email));
      expect(await verifyPassword(account.password, user.passwordHash)).toBe(true);
    }
    const [support] = await server.db.select().from(schema.users).where(eq(schema.users.email, 'support@example.no'));
    expect(support).toMatchObject({ role: 'support', name: 'Silje Support' });
    const [customer] = await server.db.select().from(schema.users).where(eq(schema.users.email, 'kunde@example.no'));
    expect(customer).toMatchObject({ role: 'customer', name: 'Kari Nordmann', mobile: '41234567' });
  });

  it('gives the customer the picture set of EMMA2026', async () => {
    const rows = await server.db
      .select({ code: schema.subjects.code })
      .from(schema.userPictureSets)
      .innerJoin(schema.users, eq(schema.users.uuid, schema.userPictureSets.userUuid))
      .innerJoin(schema.pictureSets, eq(schema.pictureSets.uuid, schema.userPictureSets.pictureSetUuid))
      .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
      .where(eq(schema.users.email, 'kunde@example.no'));
    expect(rows).toEqual([{ code: 'EMMA2026' }]);
  });

  it('stores settings that match their contract schemas', async () => {
    expect(siteSettings.safeParse(await setting('site')).success).toBe(true);
    expect(pageSettings.safeParse(await setting('page')).success).toBe(true);
    const menu = z.array(menuItem).parse(await setting('menu'));
    const all = menu.flatMap((m) => [m, ...m.children]);
    expect(new Set(all.map((m) => m.type))).toEqual(new Set(['route', 'modal', 'cookie-settings', 'parent', 'spacer', 'external']));
    expect(new Set(all.map((m) => m.visibility))).toEqual(new Set([0, 1, 2]));
    expect(all.some((m) => m.device === 2)).toBe(true);
    expect(all.find((m) => m.type === 'modal' && m.target === 'no-code')).toBeDefined();
    expect(menu.find((m) => m.type === 'parent')?.children.length).toBeGreaterThan(0);
    const texts = z.object({ privacyPolicy: localized, termsOfService: localized, termsOfPurchase: localized }).strict().parse(await setting('texts'));
    for (const text of Object.values(texts)) {
      expect(text.nb).toMatch(/<p>/);
      expect(text.en).toMatch(/<p>/);
    }
  });

  it('stores legacy page 1 with one module of each kind and one unknown module', async () => {
    const [page] = await server.db.select().from(schema.legacyPages).where(eq(schema.legacyPages.id, '1'));
    const modules = page.modules as { type: string }[];
    expect(modules.map((m) => m.type)).toEqual(['Slider', 'PromoteCategory', 'Title', 'Paragraph', 'Image', 'RichText', 'ScriptSnippet', 'Carousel3D']);
    for (const m of modules.filter((m) => m.type !== 'Carousel3D')) expect(pageModule.safeParse(m).success, m.type).toBe(true);
    expect(modules[0]).toMatchObject({ duration: 6 });
    expect(modules[0]).toHaveProperty(['slides', 'length'], 3);
  });

  it('gives every picture row a generated photo of the stated size, at least 2400 px on the long side', async () => {
    const rows = await server.db.select().from(schema.pictures);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const meta = await sharp(path.join(server.config.mediaDir, row.file)).metadata();
      expect({ file: row.file, width: meta.width, height: meta.height }).toEqual({ file: row.file, width: row.width, height: row.height });
      expect(Math.max(row.width, row.height)).toBeGreaterThanOrEqual(2400);
    }
  });

  it('keeps a mask with real transparency beside each green-screen picture', async () => {
    const rows = await server.db
      .select({ file: schema.pictures.file, maskFile: schema.pictures.maskFile, jobName: schema.jobs.name })
      .from(schema.pictures)
      .innerJoin(schema.pictureSets, eq(schema.pictureSets.uuid, schema.pictures.pictureSetUuid))
      .innerJoin(schema.subjects, eq(schema.subjects.uuid, schema.pictureSets.subjectUuid))
      .innerJoin(schema.jobs, eq(schema.jobs.uuid, schema.subjects.jobUuid))
      .where(eq(schema.jobs.greenScreen, true));
    const masked = rows.filter((r) => r.maskFile);
    expect(masked.length).toBeGreaterThanOrEqual(3);
    for (const row of masked) {
      const file = path.join(server.config.mediaDir, row.maskFile!);
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.hasAlpha).toBe(true);
      const alpha = (await sharp(file).stats()).channels[3];
      // Both see-through (the green) and solid (the person) pixels, not a uniform alpha.
      expect(alpha.min).toBe(0);
      expect(alpha.max).toBe(255);
      expect(alpha.mean).toBeGreaterThan(255 * 0.1);
      expect(alpha.mean).toBeLessThan(255 * 0.9);
    }
  });
});
