import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { userExistsByEmail } from '../../api/client/auth';
import { EmailInput } from '../forms/EmailInput';
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
  const submit = field.submit(async (email) => {
    const { exists } = await userExistsByEmail(email);
    onKnown(email, exists);
  }, t('common.networkError'));

  return (
    <EntryCard
      title={t('entry.codeValidated')}
      intro={subjectName ? t('entry.emailIntro', { name: subjectName }) : t('entry.emailIntroNoName')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormField label={t('fields.email')} error={field.failure ?? field.error}>
            <EmailInput field={field} bg="white" />
          </FormField>
          <HStack justify="space-between" gap="3">
            <Button variant="outline" onClick={onBack}>
              {t('entry.goBack')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={field.busy}>
              {t('common.next')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </EntryCard>
  );
}
