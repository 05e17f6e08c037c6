import { call } from './call';
import { settingsRoutes } from './routes.gen';

/** Site settings, page settings and the side menu, in one answer. */
export const getSettings = () => call(settingsRoutes.getSettings);

export type LegalTextKind = 'privacyPolicy' | 'termsOfService' | 'termsOfPurchase';

const legalEndpoints = {
  privacyPolicy: settingsRoutes.getPrivacyPolicy,
  termsOfService: settingsRoutes.getTermsOfService,
  termsOfPurchase: settingsRoutes.getTermsOfPurchase,
} as const;

/** One legal text as HTML. */
export async function getLegalText(kind: LegalTextKind): Promise<string> {
  const answer = await call(legalEndpoints[kind]);
  return String((answer.data as Record<string, unknown>)[kind] ?? '');
}

export const getLegacyPage = (id: string) => call(settingsRoutes.getLegacyPage, { params: { id } });

export type Settings = Awaited<ReturnType<typeof getSettings>>;
export type { MenuItem, PageModule, SiteSettings } from '../contract/settings';
