import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import {
  getLegacyPage,
  getPrivacyPolicy,
  getSettings,
  getTermsOfPurchase,
  getTermsOfService,
  localized,
  menuItem,
  pageModule,
  pageSettings,
  siteSettings,
  type PageModule,
} from '../../api/contract';
import { deepFreeze } from '../cache/readCache';
import { legacyPages } from '../db/schema';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { defineMessages } from '../messages';
import { readDigitalSettings } from '../services/digital/settings';
import { readSetting } from '../services/settings/settingsStore';

const t = defineMessages({
  pageNotFound: { nb: 'Fant ikke siden', en: 'Page not found' },
});

const menuItems = z.array(menuItem);
const legalTexts = z.object({ privacyPolicy: localized, termsOfService: localized, termsOfPurchase: localized });

/** Settings, menu, legal texts and legacy pages: what the public pages show (spec 1 §2, §3). */
/**
 * The settings answer as one cached value: the same object, and so the same JSON, for as long as
 * the documents it is made of are the read cache's same objects (a reloaded one makes a new answer).
 */
function settingsAnswers() {
  type Parts = [site: object, page: object, menu: object, buying: boolean];
  let last: { parts: Parts; answer: { site: Parts[0]; page: Parts[1]; menu: Parts[2]; digital: { buying: boolean } } } | null = null;
  return <S extends object, P extends object, M extends object>(site: S, page: P, menu: M, buying: boolean) => {
    const parts: Parts = [site, page, menu, buying];
    if (!last || parts.some((part, i) => part !== last!.parts[i])) last = { parts, answer: deepFreeze({ site, page, menu, digital: { buying } }) };
    return last.answer as { site: S; page: P; menu: M; digital: { buying: boolean } };
  };
}

export function registerContentRoutes(app: Hono<AppEnv>): void {
  const settingsAnswer = settingsAnswers();
  mount(app, getSettings, async (c) => {
    const { db } = c.get('deps');
    const [site, page, menu, digital] = await Promise.all([
      readSetting(db, 'site', siteSettings),
      readSetting(db, 'page', pageSettings),
      readSetting(db, 'menu', menuItems),
      readDigitalSettings(db),
    ]);
    return settingsAnswer(site, page, menu, digital.allowDigitalBuying);
  });

  for (const [endpoint, key] of [
    [getPrivacyPolicy, 'privacyPolicy'],
    [getTermsOfService, 'termsOfService'],
    [getTermsOfPurchase, 'termsOfPurchase'],
  ] as const) {
    mount(app, endpoint, async (c) => {
      const texts = await readSetting(c.get('deps').db, 'texts', legalTexts);
      const text = texts[key];
      return { data: { [key]: text[c.get('lang')] ?? text.nb } };
    });
  }

  mount(app, getLegacyPage, async (c, { params }) => {
    const [row] = await c.get('deps').db.select().from(legacyPages).where(eq(legacyPages.id, params.id)).limit(1);
    if (!row) throw new HttpError(404, t(c.get('lang'), 'pageNotFound'), { code: 'not_found' });
    const modules = Array.isArray(row.modules) ? row.modules.map(toPageModule) : [];
    return { id: row.id, title: localized.parse(row.title), modules };
  });
}

/** Modules this shop cannot show (newer or retired types) are kept as markers, not dropped. */
function toPageModule(stored: unknown): PageModule {
  const parsed = pageModule.safeParse(stored);
  if (parsed.success) return parsed.data;
  const type = (stored as { type?: unknown } | null)?.type;
  return { type: 'Unknown', originalType: typeof type === 'string' ? type : '' };
}
