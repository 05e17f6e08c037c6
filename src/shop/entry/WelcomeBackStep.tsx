import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../forms/FormField';
import { useProblemText } from '../forms/problemText';
import { EntryCard } from './EntryCard';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LinkButton } from './LinkButton';
import { PasswordField } from './PasswordField';
import { useLoginForm } from './useLoginForm';

/** 'Welcome back': the account exists, so the password signs in and adds the code's picture set. */
export function WelcomeBackStep({
  email,
  code,
  subjectName,
  onBack,
}: {
  email: string;
  code: string;
  subjectName: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const form = useLoginForm({ initialUsername: email, code });
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <EntryCard
      title={t('entry.welcomeBack')}
      intro={subjectName ? t('entry.welcomeBackIntro', { name: subjectName }) : t('entry.welcomeBackIntroNoName')}
    >
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <FormField label={t('fields.email')} readOnly>
            <Input type="email" name="username" autoComplete="username" value={email} readOnly bg="gray.50" />
          </FormField>
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={form.setPassword}
            error={form.loginError ?? problemText(form.passwordProblem)}
          />
          <Box>
            <LinkButton onClick={() => setForgotOpen(true)}>{t('forgotPassword.title')}</LinkButton>
          </Box>
          <HStack justify="space-between" gap="3">
            <Button variant="outline" onClick={onBack}>
              {t('entry.goBack')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={form.busy}>
              {t('signIn.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />
    </EntryCard>
  );
}
