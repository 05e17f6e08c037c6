import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { sendPasswordReminder } from '../../api/client/auth';
import { ShopDialog } from '../dialogs/ShopDialog';
import { EmailInput } from '../forms/EmailInput';
import { FormField } from '../forms/FormField';
import { useEmailField } from '../forms/useEmailField';

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
  const [sent, setSent] = useState<string | null>(null);

  const submit = field.submit(async (email) => {
    const { message } = await sendPasswordReminder(email);
    setSent(message);
  }, t('forgotPassword.networkError'));

  if (sent !== null) {
    return (
      <Stack gap="5" pb="2">
        <Text role="status">{sent}</Text>
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
          <EmailInput field={field} />
        </FormField>
        {field.failure && (
          <Text role="alert" color="red.600" fontWeight="medium">
            {field.failure}
          </Text>
        )}
        <Stack direction="row" justify="flex-end" gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={field.busy}>
            {t('forgotPassword.send')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
