import * as contract from '../contract/settings';
import { call } from './call';

/** Site settings, page settings and the side menu, in one answer. */
export const getSettings = () => call(contract.getSettings);

export type LegalTextKind = 'privacyPolicy' | 'termsOfService' | 'termsOfPurchase';

const legalEndpoints = {
  privacyPolicy: contract.getPrivacyPolicy,
  termsOfService: contract.getTermsOfService,
  termsOfPurchase: contract.getTermsOfPurchase,
} as const;

/** One legal text as HTML. */
export async function getLegalText(kind: LegalTextKind): Promise<string> {
  const answer = await call(legalEndpoints[kind]);
  return String((answer.data as Record<string, unknown>)[kind] ?? '');
}

export const getLegacyPage = (id: string) => call(contract.getLegacyPage, { params: { id } });

export type Settings = Awaited<ReturnType<typeof getSettings>>;
export type { MenuItem, PageModule, SiteSettings } from '../contract/settings';
