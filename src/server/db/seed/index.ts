import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Logger } from '../../log';
import type { ObjectStorage } from '../../storage';
import { hashPassword } from '../../services/auth/passwords';
import type { Db } from '../client';
import * as schema from '../schema';
import {
  backgroundRows,
  DEMO_SUBJECTS,
  familyRows,
  jobRows,
  jobYearbookPoseRows,
  photographerRows,
  pictureRows,
  pictureSetRows,
  subjectRows,
} from './jobs';
import { shopCategoryRows, templateCategoryRows } from './categories';
import {
  catalogueRows,
  deliveryMethodRows,
  deliveryOptionRows,
  jobDigitalSetRows,
  paymentOptionRows,
  preorderRegistrationRows,
  voucherRows,
} from './checkout';
import { seedDigital } from './digital';
import { seedAccountData } from './account';
import { demoLegacyPages } from './legacyPages';
import { generateDemoPhotos } from './photos/generate';
import { seedPackages } from './packages';
import { productPriceRows, productRows, subProductRows } from './products';
import { settingsRows } from './settings';
import { demoTemplateRows } from './templateRows';
import { generateTemplateArt } from './templates';
import { DEMO_USERS, userPictureSetRows } from './users';

export { DEMO_ACCOUNTS } from './users';

/** Subject codes a visitor can try on the front page. */
export const DEMO_CODES: { code: string; description: string }[] = DEMO_SUBJECTS.map((s) => ({
  code: s.code,
  description: s.isGroup ? `${s.name}, group` : s.name,
}));

/**
 * Fills an empty database with the demo shop and makes the demo photos that are missing.
 * Idempotent: every row has a fixed key and is inserted with `on conflict do nothing`, so a second
 * run (or a database someone has edited since) is left as it is.
 */
export async function seedDemoData(db: Db, config: Config, media: ObjectStorage, log: Logger): Promise<void> {
  // Drawing them takes a minute or so on a small machine; later starts find them in place.
  const made = await generateDemoPhotos(media, (count) => log.info('drawing demo photos', { photos: count, in: media.location }));
  if (made > 0) log.info('demo photos ready', { photos: made });
  const art = await generateTemplateArt(config.mediaDir);
  if (art > 0) log.info('template artwork drawn', { files: art, dir: config.mediaDir });
  const catalog = demoTemplateRows();

  const users = await usersToInsert(db);
  await db.transaction(async (tx) => {
    await tx.insert(schema.settings).values(settingsRows).onConflictDoNothing();
    await tx.insert(schema.legacyPages).values(demoLegacyPages).onConflictDoNothing();
    await tx.insert(schema.photographers).values(photographerRows).onConflictDoNothing();
    await tx.insert(schema.jobs).values(jobRows).onConflictDoNothing();
    await tx.insert(schema.jobYearbookPoses).values(jobYearbookPoseRows).onConflictDoNothing();
    await tx.insert(schema.families).values(familyRows).onConflictDoNothing();
    await tx.insert(schema.subjects).values(subjectRows).onConflictDoNothing();
    await tx.insert(schema.pictureSets).values(pictureSetRows).onConflictDoNothing();
    await tx.insert(schema.pictures).values(pictureRows).onConflictDoNothing();
    await tx.insert(schema.backgrounds).values(backgroundRows).onConflictDoNothing();
    await tx.insert(schema.templateCategories).values(templateCategoryRows).onConflictDoNothing();
    await tx.insert(schema.shopCategories).values(shopCategoryRows).onConflictDoNothing();
    await tx.insert(schema.products).values(productRows).onConflictDoNothing();
    await tx.insert(schema.productPrices).values(productPriceRows).onConflictDoNothing();
    await tx.insert(schema.subProducts).values(subProductRows).onConflictDoNothing();
    await tx.insert(schema.deliveryMethods).values(deliveryMethodRows).onConflictDoNothing();
    await tx.insert(schema.deliveryOptions).values(deliveryOptionRows).onConflictDoNothing();
    await tx.insert(schema.paymentOptions).values(paymentOptionRows).onConflictDoNothing();
    await tx.insert(schema.vouchers).values(voucherRows).onConflictDoNothing();
    await tx.insert(schema.catalogues).values(catalogueRows).onConflictDoNothing();
    await tx.insert(schema.jobDigitalSets).values(jobDigitalSetRows).onConflictDoNothing();
    await tx.insert(schema.preorderRegistrations).values(preorderRegistrationRows).onConflictDoNothing();
    await seedDigital(tx);
    if (catalog.templateRows.length > 0) {
      // A newer demo version published since the last seed becomes current; nothing else is touched.
      await tx
        .insert(schema.templates)
        .values(catalog.templateRows)
        .onConflictDoUpdate({
          target: schema.templates.uuid,
          set: { currentVersion: sql`excluded.current_version` },
          setWhere: sql`${schema.templates.currentVersion} < excluded.current_version`,
        });
      await tx.insert(schema.templateVersions).values(catalog.versionRows).onConflictDoNothing();
      await tx.insert(schema.templateProducts).values(catalog.linkRows).onConflictDoNothing();
    }
    await seedPackages(tx);
    if (users.length > 0) await tx.insert(schema.users).values(users).onConflictDoNothing();
    // Looked up by e-mail: an account made before the seed keeps its own uuid.
    const accounts = await tx
      .select({ uuid: schema.users.uuid, email: schema.users.email })
      .from(schema.users)
      .where(inArray(schema.users.email, DEMO_USERS.map((u) => u.email)));
    const uuidByEmail = new Map(accounts.map((a) => [a.email, a.uuid]));
    const links = userPictureSetRows.flatMap(({ email, ...row }) => {
      const userUuid = uuidByEmail.get(email);
      return userUuid ? [{ ...row, userUuid }] : [];
    });
    if (links.length > 0) await tx.insert(schema.userPictureSets).values(links).onConflictDoNothing();
    await seedAccountData(tx);
  });
  if (users.length > 0) log.info('demo data seeded', { users: users.map((u) => u.email) });
}

/** Only accounts that do not exist yet are hashed: scrypt is slow on purpose. */
async function usersToInsert(db: Db): Promise<(typeof schema.users.$inferInsert)[]> {
  const existing = await db
    .select({ email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.email, DEMO_USERS.map((u) => u.email)));
  const known = new Set(existing.map((r) => r.email));
  const missing = DEMO_USERS.filter((u) => !known.has(u.email));
  return Promise.all(
    missing.map(async (u) => ({
      uuid: u.uuid,
      email: u.email,
      name: u.name,
      mobile: u.mobile,
      passwordHash: await hashPassword(u.password),
      acceptMail: false,
      lang: 'nb' as const,
      role: u.role,
      address: u.address,
      createdAt: new Date('2026-03-25T18:25:00Z'),
    })),
  );
}
