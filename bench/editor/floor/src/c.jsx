performance.mark('entry');
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { createTranslator, I18nProvider, useTranslation } from '../../../../src/i18n';
import { BrowserRouter, Routes, Route } from 'react-router-dom';
import { ChakraApp } from './chakra-ui.jsx';

const Config = z.object({
  locale: z.enum(['nb', 'en']),
  maxPhotos: z.number().int().positive(),
  email: z.string().email().optional(),
});
const cfg = Config.parse({ locale: 'nb', maxPhotos: 4 });

const i18n = createTranslator({ language: cfg.locale, fallbackLanguage: 'en' })
  .addResourceBundle('nb', 'translation', { editor: { title: 'Bilderedigering' } })
  .addResourceBundle('en', 'translation', { editor: { title: 'Photo editor' } });

function EditorRoute() {
  const { t } = useTranslation();
  return <ChakraApp title={t('editor.title')} />;
}

createRoot(document.getElementById('root')).render(
  <I18nProvider i18n={i18n}>
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<EditorRoute />} />
      </Routes>
    </BrowserRouter>
  </I18nProvider>
);
