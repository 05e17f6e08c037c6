// Floor 3: floor 2 inside the rest of the shop's stack: react-router and i18next with its texts.
import { ChakraProvider } from '@chakra-ui/react';
import i18n from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { system } from '../../../../src/shop/theme/system';
import { ChakraFront } from './ChakraFront';
import { texts } from './texts';

void i18n.use(initReactI18next).init({ lng: 'nb', resources: { nb: { translation: texts } }, interpolation: { escapeValue: false } });

function Front() {
  const { t } = useTranslation();
  return <ChakraFront say={(key) => t(key)} />;
}

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={system}>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Front />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  </ChakraProvider>,
);
