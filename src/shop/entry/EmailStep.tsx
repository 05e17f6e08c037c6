import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { userExistsByEmail } from '../../api/client/auth';
import { errorText } from '../forms/errorText';
import { FormField } from '../forms/FormField';
import { useEmailField } from '../forms/useEmailField';
import { EntryCard } from './EntryCard';

/** 'Code validated': asks for the e-mail address, then sends the visitor to sign in or register. */
export function EmailStep({
  subjectName,
  initialEmail,
  onKnown,
  onBack,
}: {
  subjectName: string;
  initialEmail: string;
  onKnown: (email: string, exists: boolean) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const field = useEmailField(initialEmail);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!field.validateOnSubmit() || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      const trimmed = field.email.trim();
      const { exists } = await userExistsByEmail(trimmed);
      onKnown(trimmed, exists);
    } catch (err) {
      setServerError(errorText(err, t('common.networkError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EntryCard
      title={t('entry.codeValidated')}
      intro={subjectName ? t('entry.emailIntro', { name: subjectName }) : t('entry.emailIntroNoName')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormField label={t('fields.email')} error={serverError ?? field.error}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={field.email}
              onChange={(e) => {
                field.change(e.target.value);
                setServerError(null);
              }}
              bg="white"
            />
          </FormField>
          <HStack justify="space-between" gap="3">
            <Button variant="outline" onClick={onBack}>
              {t('entry.goBack')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={busy}>
              {t('common.next')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </EntryCard>
  );
}
