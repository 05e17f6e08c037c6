import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n';
import { i18n } from '../i18n/i18n';
import { shopSystem } from '../theme/system';

/**
 * What every screen renders inside, in the browser and in the server's render: the styles'
 * cache (the server's is per request, to collect what the page used), Chakra and the texts.
 * The router goes inside (the browser's data router or the server's static one).
 */
export function ShopProviders({ emotionCache, children }: { emotionCache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={shopSystem()}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
