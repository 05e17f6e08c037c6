import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { FormField } from '../forms/FormField';
import { useProblemText } from '../forms/problemText';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { LinkButton } from './LinkButton';
import { PasswordField } from './PasswordField';
import { useLoginForm } from './useLoginForm';

/**
 * The sign-in form of both sign-in screens: e-mail, password, 'Forgot password?', back and
 * 'Sign in'. With `knownEmail` (the code flow has already asked for it) the address is shown
 * read-only, and `code` is sent along so the sign-in also adds the code's picture set.
 */
export function LoginForm({
  knownEmail,
  code,
  backLabel,
  onBack,
}: {
  knownEmail?: string;
  code?: string;
  backLabel: ReactNode;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const form = useLoginForm({ initialUsername: knownEmail, code });
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="4">
          {knownEmail === undefined ? (
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
          ) : (
            <FormField label={t('fields.email')} readOnly>
              <Input type="email" name="username" autoComplete="username" value={knownEmail} readOnly bg="gray.50" />
            </FormField>
          )}
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
              {backLabel}
            </Button>
            <Button type="submit" colorPalette="brand" loading={form.busy}>
              {t('signIn.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
      {/* Outside the form: the dialog has a form of its own, and React bubbles its submit up the component tree. */}
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={knownEmail ?? (form.usernameIsEmail ? form.username.trim() : '')}
      />
    </>
  );
}
