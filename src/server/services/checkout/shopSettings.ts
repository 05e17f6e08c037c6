/** The site settings and terms the checkout shows, read from the settings table and checked against the contract. */
import { z } from 'zod/mini';
import { localized, siteSettings, type SiteSettings } from '../../../api/contract/settings';
import type { Db } from '../../db/client';
import type { Lang } from '../../messages';
import { readSetting } from '../settings/settingsStore';

// One schema object for every call: the settings store checks a stored document once per schema.
const termsOfPurchaseText = z.object({ termsOfPurchase: localized });

export const readSiteSettings = (db: Db): Promise<SiteSettings> => readSetting(db, 'site', siteSettings);

/** The terms of purchase (HTML) in the customer's language, Norwegian when not translated. */
export async function termsOfPurchase(db: Db, lang: Lang): Promise<string> {
  const texts = await readSetting(db, 'texts', termsOfPurchaseText);
  return texts.termsOfPurchase[lang] ?? texts.termsOfPurchase.nb;
}
