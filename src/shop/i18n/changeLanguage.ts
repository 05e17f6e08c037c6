import { setLanguage } from '../../api/client/auth';
import { i18n, rememberLanguageChoice, storedLanguageChoice, type ShopLanguage } from './i18n';

/**
 * Switches the UI at once, remembers the choice in this browser and tells the server, which
 * writes its own messages (errors, e-mails) in the session's language.
 */
export async function changeShopLanguage(lang: ShopLanguage): Promise<void> {
  rememberLanguageChoice(lang);
  await i18n.changeLanguage(lang);
  try {
    await setLanguage(lang);
  } catch (err) {
    // The UI has switched already; only the server's messages stay in the old language.
    console.warn('Could not save the language choice on the server', err);
  }
}

/**
 * After sign-in: a choice made in this browser wins and is passed on to the account; without
 * one, the UI follows the language stored on the account.
 */
export async function adoptAccountLanguage(accountLang: ShopLanguage): Promise<void> {
  const choice = storedLanguageChoice();
  if (choice && choice !== accountLang) {
    await setLanguage(choice).catch((err: unknown) => console.warn('Could not save the language choice on the server', err));
  } else if (!choice && i18n.language !== accountLang) {
    await i18n.changeLanguage(accountLang);
  }
}
