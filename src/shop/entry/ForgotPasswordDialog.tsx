import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { sendPasswordReminder } from '../../api/client/auth';
import { ApiCallError } from '../../api/client/call';
import { ShopDialog } from '../dialogs/ShopDialog';
import { FormField } from '../forms/FormField';
import { useEmailField } from '../forms/useEmailField';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

/** Sends reset instructions to an e-mail address (spec 1 §8 'Password reminder'). */
export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail: string }) {
  const { t } = useTranslation();
  return (
    <ShopDialog open={open} onClose={onClose} title={t('forgotPassword.title')}>
      {/* Mounted per opening, so every opening starts from a fresh form. */}
      {open && <ForgotPasswordForm onClose={onClose} initialEmail={initialEmail} />}
    </ShopDialog>
  );
}

function ForgotPasswordForm({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const { t } = useTranslation();
  const field = useEmailField(initialEmail);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!field.validateOnSubmit() || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { message } = await sendPasswordReminder(field.email.trim());
      setOutcome({ kind: 'sent', message });
    } catch (err) {
      const serverMessage = err instanceof ApiCallError && err.status > 0 ? err.message : null;
      setOutcome({ kind: 'failed', message: serverMessage ?? t('forgotPassword.networkError') });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'sent') {
    return (
      <Stack gap="5" pb="2">
        <Text role="status">{outcome.message}</Text>
        <Button colorPalette="brand" onClick={onClose} alignSelf="flex-end">
          {t('common.close')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" pb="2">
        <Text>{t('forgotPassword.intro')}</Text>
        <FormField label={t('fields.email')} error={field.error}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={field.email}
            onChange={(e) => field.change(e.target.value)}
          />
        </FormField>
        {outcome?.kind === 'failed' && (
          <Text role="alert" color="red.600" fontWeight="medium">
            {outcome.message}
          </Text>
        )}
        <Stack direction="row" justify="flex-end" gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {t('forgotPassword.send')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
