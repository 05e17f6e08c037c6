import { Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { updatePassword } from '../../api/client/account';
import { ApiCallError } from '../../api/client/call';
import { accountPasswordProblem } from '../../domain/account';
import { FormField } from '../forms/FormField';
import { useShownProblems } from '../forms/useShownProblems';
import { AccountCard } from './AccountCard';
import { useAccountTexts } from './i18n';
import { SavedNotice } from './SavedNotice';

/** /my-account/change-password (spec 3 §5): 5 characters at least, typed twice the same. */
export function ChangePasswordPage() {
  const { t } = useAccountTexts();
  const shown = useShownProblems<'password' | 'reTypePassword'>();
  const [password, setPassword] = useState('');
  const [reTypePassword, setReTypePassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const problem = accountPasswordProblem(password, reTypePassword);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    shown.markSubmitted();
    if (problem || busy) return;
    setBusy(true);
    try {
      await updatePassword(password, reTypePassword);
      setSaved(true);
      setPassword('');
      setReTypePassword('');
      shown.reset();
    } catch (err) {
      // Spec 3 §8: a failed request only stops the spinner; a refusal the server explains is still shown.
      if (err instanceof ApiCallError && err.status === 400) setRefused(err.message);
    } finally {
      setBusy(false);
    }
  };

  const edit = (set: (v: string) => void, field: 'password' | 'reTypePassword') => (value: string) => {
    set(value);
    shown.touch(field);
    setSaved(false);
    setRefused(null);
  };

  const passwordError = shown.shown('password', problem === 'tooShort' ? t('password.tooShort') : null);
  const repeatError = shown.shown('reTypePassword', problem === 'passwordsDontMatch' ? t('password.mismatch') : null);

  return (
    <AccountCard title={t('password.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4" maxW="md">
        <FormField label={t('password.password')} error={passwordError ?? refused}>
          <Input type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => edit(setPassword, 'password')(e.target.value)} />
        </FormField>
        <FormField label={t('password.reTypePassword')} error={repeatError}>
          <Input type="password" name="reTypePassword" autoComplete="new-password" value={reTypePassword} onChange={(e) => edit(setReTypePassword, 'reTypePassword')(e.target.value)} />
        </FormField>
        <SavedNotice message={saved ? t('password.saved') : null} />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy} loadingText={t('form.saving')}>
          {t('form.save')}
        </Button>
      </Stack>
        </form>
    </AccountCard>
  );
}
