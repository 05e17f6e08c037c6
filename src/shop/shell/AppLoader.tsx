import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { syncServerLanguage } from '../i18n/changeLanguage';
import { currentLanguage, ensureShopTexts, i18n, serverLanguage, storedLanguageChoice } from '../i18n/i18n';
import { signedInUser, useSessionStore } from '../session/sessionStore';
import { useSettingsStore } from '../settings/settingsStore';
import { shopStoresFilled } from './shopStores';

/**
 * Loads what every screen relies on (settings, session and the shop texts) before showing any of
 * them, and picks the language: the choice made in this browser, else the server's (its lang cookie),
 * else the account's, else the shop's. A page the server rendered comes with all of it (the
 * server picked the language the same way, without this browser's choice, which wins afterwards).
 */
export function AppLoader({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (shopStoresFilled() ? 'ready' : 'loading'));

  const load = useCallback(async () => {
    setState('loading');
    try {
      const [settings, session] = await Promise.all([
        useSettingsStore.getState().load(),
        useSessionStore.getState().refresh(),
        // The texts of the language guessed at start arrive while the shop's data does.
        ensureShopTexts(currentLanguage()),
      ]);
      const lang =
        storedLanguageChoice() ?? serverLanguage() ?? signedInUser(session)?.lang ?? settings.site.locale.default_language;
      if (i18n.language !== lang) {
        await ensureShopTexts(lang);
        await i18n.changeLanguage(lang);
      }
      syncServerLanguage(lang);
      document.title = settings.site.name;
      void useCartSummaryStore.getState().refresh();
      // The whole shop renders now: in slices (a transition), so the render is no single long task.
      startTransition(() => setState('ready'));
    } catch (err) {
      console.error('Could not start the shop', err);
      setState('failed');
    }
  }, []);

  useEffect(() => {
    if (shopStoresFilled()) void followLanguageChoice();
    else void load();
  }, [load]);

  if (state === 'ready') return <>{children}</>;
  return (
    <Center minH="100dvh" p="6">
      {state === 'loading' ? (
        <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-label={t('common.loading')} />
      ) : (
        <Box role="alert" textAlign="center">
          <Stack gap="4" align="center">
            <Text fontSize="lg">{t('common.startFailed')}</Text>
            <Button colorPalette="brand" onClick={() => void load()}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </Box>
      )}
    </Center>
  );
}

/**
 * After a server-rendered start: this browser's own choice of language wins over the one the
 * server picked, and the server's lang cookie follows the language shown, so the next page
 * comes in it; the host page around an embedded shop gets the cart summary as after any start.
 */
async function followLanguageChoice(): Promise<void> {
  const lang = storedLanguageChoice() ?? currentLanguage();
  if (i18n.language !== lang) {
    try {
      await ensureShopTexts(lang);
      await i18n.changeLanguage(lang);
    } catch (err) {
      console.warn(`Could not switch to ${lang}`, err);
      return;
    }
  }
  syncServerLanguage(lang);
  const { itemCount, totalPrice } = useCartSummaryStore.getState();
  useCartSummaryStore.getState().set({ itemCount, totalPrice });
}
