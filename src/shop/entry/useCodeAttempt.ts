import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { errorText } from '../forms/errorText';

/**
 * A code field's state and one attempt with it: typing clears the last error, the attempt gets
 * the trimmed code, and a failed request becomes the field's error. Behind every code form
 * (a visitor's check, a signed-in customer's and the account area's 'add picture set').
 */
export function useCodeAttempt(initialCode: string | (() => string) = '') {
  const { t } = useTranslation();
  const [code, setCodeValue] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setCode = (value: string) => {
    setCodeValue(value);
    setError(null);
  };

  const attempt = async (run: (code: string) => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await run(code.trim());
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
    } finally {
      setBusy(false);
    }
  };

  return { code, setCode, error, setError, busy, setBusy, attempt };
}
