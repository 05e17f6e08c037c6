import { useState } from 'react';
import { addPictureSetByCode } from '../../api/client/codes';
import type { CodeWarning } from './CodeWarningDialog';
import { useCodeAttempt } from './useCodeAttempt';

/**
 * Adding a picture set to the signed-in account by its code: support staff acting as a customer
 * confirm first (the set lands on someone else's account), a code already used on another account
 * shows its warning, and `onAdded` runs once the set is added (after the warning is read).
 */
export function useAddPictureSet({
  initialCode,
  simulated,
  notValidText,
  onAdded,
}: {
  initialCode?: string | (() => string);
  simulated: boolean;
  notValidText: string;
  onAdded: () => Promise<void>;
}) {
  const field = useCodeAttempt(initialCode);
  const [confirming, setConfirming] = useState(false);
  const [warning, setWarning] = useState<CodeWarning | null>(null);

  const finish = async () => {
    setWarning(null);
    field.setBusy(true);
    await onAdded();
  };

  const add = () => {
    setConfirming(false);
    return field.attempt(async (code) => {
      const answer = await addPictureSetByCode(code);
      if (answer.error) return field.setError(answer.error);
      if (answer.redirect) return window.location.assign(answer.redirect);
      if (answer.warning) return setWarning({ message: answer.warning.message, subjectName: answer.warning.payload.subject.name });
      if (!answer.valid) return field.setError(notValidText);
      await finish();
    });
  };

  const submit = () => {
    if (simulated) setConfirming(true);
    else void add();
  };

  return { ...field, confirming, cancelConfirming: () => setConfirming(false), warning, add, submit, finish };
}
