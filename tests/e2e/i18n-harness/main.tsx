/**
 * A screen whose texts load late, opened in a transition as the router opens the shop's pages:
 * it suspends in useTranslation and has hooks after it. React keeps the page shown until then,
 * and replays the screen when the promise settles; what React reports while doing so ends up in
 * window.recoverableErrors. window.openScreen() opens it.
 */
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, Translator, useTranslation } from '../../../src/i18n';

declare global {
  interface Window {
    recoverableErrors: string[];
    openScreen: () => void;
  }
}
window.recoverableErrors = [];

const i18n = new Translator({ language: 'en', fallbackLanguage: 'en' });
i18n.addNamespaceLoader('late', () => Promise.resolve({ hello: 'Hello' }));

function Screen() {
  const { t } = useTranslation('late');
  const [count] = useState(1);
  return (
    <p>
      {t('hello')} {count}
    </p>
  );
}

function App() {
  const [open, setOpen] = useState(false);
  window.openScreen = () => startTransition(() => setOpen(true));
  return open ? <Screen /> : <p>Home</p>;
}

const root = createRoot(document.getElementById('root')!, {
  onRecoverableError: (error) => window.recoverableErrors.push(String((error as Error).cause ?? error)),
});
root.render(
  <I18nProvider i18n={i18n}>
    <Suspense fallback={<p>Loading</p>}>
      <App />
    </Suspense>
  </I18nProvider>,
);
