performance.mark('entry');
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Routes, Route } from 'react-router-dom';
import { ChakraApp } from './chakra-ui.jsx';

const Config = z.object({
  locale: z.enum(['nb', 'en']),
  maxPhotos: z.number().int().positive(),
  email: z.string().email().optional(),
});
const cfg = Config.parse({ locale: 'nb', maxPhotos: 4 });

i18next.use(initReactI18next).init({
  lng: cfg.locale,
  fallbackLng: 'en',
  resources: {
    nb: { translation: { editor: { title: 'Bilderedigering' } } },
    en: { translation: { editor: { title: 'Photo editor' } } },
  },
  interpolation: { escapeValue: false },
});

function EditorRoute() {
  const { t } = useTranslation();
  return <ChakraApp title={t('editor.title')} />;
}

createRoot(document.getElementById('root')).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<EditorRoute />} />
    </Routes>
  </BrowserRouter>
);
