import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { runDigitalToggle, toggleKey, type DigitalToggle } from './digitalToggles';

/** Runs toggles one at a time; `busy` names the one running (its button spins, the others wait). */
export function useToggleRunner(afterToggle: () => Promise<void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (toggle: DigitalToggle) => {
    if (busy) return;
    setBusy(toggleKey(toggle));
    try {
      await runDigitalToggle(toggle);
      await afterToggle();
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, t('common.networkError')) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
