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

/** The sign-in screen (/#login): e-mail and password, 'Back' and 'Sign in'. */
export function SignInPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const form = useLoginForm({});
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <EntryCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          <FormField label={t('fields.email')} error={problemText(form.usernameProblem)}>
            <Input
              type="email"
              name="username"
              autoComplete="username"
              inputMode="email"
              value={form.username}
              onChange={(e) => form.setUsername(e.target.value)}
              bg="white"
            />
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
              {t('common.back')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={form.busy}>
              {t('signIn.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={form.usernameIsEmail ? form.username.trim() : ''}
      />
    </EntryCard>
  );
}
