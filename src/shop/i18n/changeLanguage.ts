import { setLanguage } from '../../api/client/auth';
import { i18n, rememberLanguageChoice, serverLanguage, storedLanguageChoice, type ShopLanguage } from './i18n';

/**
 * Switches the UI at once, remembers the choice in this browser and tells the server, which
 * writes its own messages (errors, e-mails) in the session's language.
 */
export async function changeShopLanguage(lang: ShopLanguage): Promise<void> {
  rememberLanguageChoice(lang);
  try {
    // The server first: screens reload server texts (legal texts) when the language changes.
    await setLanguage(lang);
  } catch (err) {
    // The UI switches anyway; only the server's messages stay in the old language.
    console.warn('Could not save the language choice on the server', err);
  }
  await i18n.changeLanguage(lang);
}

/**
 * After sign-in: a choice made in this browser (stored here, or in the server's lang cookie) wins
 * and is passed on to the account; without one, the UI follows the language stored on the account.
 */
export async function adoptAccountLanguage(accountLang: ShopLanguage): Promise<void> {
  const choice = storedLanguageChoice() ?? serverLanguage();
  if (choice && choice !== accountLang) {
    await setLanguage(choice).catch((err: unknown) => console.warn('Could not save the language choice on the server', err));
  } else if (!choice && i18n.language !== accountLang) {
    await i18n.changeLanguage(accountLang);
  }
}

/**
 * At start: the UI's language decides, and the server is told when it thinks otherwise, so its
 * messages (errors, legal texts, e-mails) match what the customer reads.
 */
export function syncServerLanguage(lang: ShopLanguage): void {
  if (serverLanguage() === lang) return;
  setLanguage(lang).catch((err: unknown) => console.warn('Could not save the language choice on the server', err));
}
