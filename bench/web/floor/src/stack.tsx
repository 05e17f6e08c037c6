// Floor 3: floor 2 inside the rest of the shop's stack: react-router and the shop's translator with its texts.
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createTranslator, I18nProvider, useTranslation } from '../../../../src/i18n';
import { shopSystem } from '../../../../src/shop/theme/system';
import { ChakraFront } from './ChakraFront';
import { texts } from './texts';

const i18n = createTranslator({ language: 'nb', fallbackLanguage: 'nb' }).addResourceBundle('nb', 'translation', texts);

function Front() {
  const { t } = useTranslation();
  return <ChakraFront say={(key) => t(key)} />;
}

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={shopSystem()}>
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Front />} />
        </Routes>
      </BrowserRouter>
    </I18nProvider>
  </ChakraProvider>,
);
