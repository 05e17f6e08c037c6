import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userExistsByEmail } from '../../api/client/auth';
import { emailProblem } from '../../domain/validation';
import { errorText } from '../forms/errorText';
import { FormField } from '../forms/FormField';
import { useProblemText } from '../forms/problemText';
import { useShownProblems } from '../forms/useShownProblems';
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
  const problemText = useProblemText();
  const shown = useShownProblems<'email'>();
  const [email, setEmail] = useState(initialEmail);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = emailProblem(email);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    shown.markSubmitted();
    if (problem || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      const trimmed = email.trim();
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
          <FormField label={t('fields.email')} error={serverError ?? problemText(shown.shown('email', problem))}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setServerError(null);
                shown.touch('email');
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
