/** The site settings and terms the checkout shows, read from the settings table and checked against the contract. */
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { localized, siteSettings, type SiteSettings } from '../../../api/contract/settings';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import type { Lang } from '../../messages';

async function readSetting<S extends z.ZodMiniType>(db: Db, key: string, schema: S): Promise<z.infer<S>> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  if (!row) throw new Error(`The settings row '${key}' is missing`);
  return schema.parse(row.value);
}

export const readSiteSettings = (db: Db): Promise<SiteSettings> => readSetting(db, 'site', siteSettings);

/** The terms of purchase (HTML) in the customer's language, Norwegian when not translated. */
export async function termsOfPurchase(db: Db, lang: Lang): Promise<string> {
  const texts = await readSetting(db, 'texts', z.object({ termsOfPurchase: localized }));
  return texts.termsOfPurchase[lang] ?? texts.termsOfPurchase.nb;
}
