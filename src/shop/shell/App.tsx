import { ChakraProvider } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../feedback/Toaster';
import { i18n } from '../i18n/i18n';
import { system } from '../theme/system';
import { AppLoader } from './AppLoader';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppLoader>
            <AppRoutes />
          </AppLoader>
          <Toaster />
        </BrowserRouter>
      </I18nextProvider>
    </ChakraProvider>
  );
}
