import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { I18nProvider } from '../../i18n';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { system } from '../theme/system';
import { AppLoader } from './AppLoader';
import { AppRoutes } from './AppRoutes';

// Toasts only follow what a visitor does, so their renderer (Chakra's toast machine) loads after
// the first screen; the toaster store that screens call lives in the first bundle.
const Toaster = lazy(() => import('../feedback/Toaster').then((m) => ({ default: m.Toaster })));

export function App() {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <AppLoader>
            <AppRoutes />
          </AppLoader>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </BrowserRouter>
      </I18nProvider>
    </ChakraProvider>
  );
}
