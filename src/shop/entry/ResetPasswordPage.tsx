import { Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkResetCode, resetPassword } from '../../api/client/auth';
import { ApiCallError } from '../../api/client/call';
import { passwordsMatchProblem, resetPasswordProblem, stripSpaces } from '../../domain/validation';
import { toaster } from '../feedback/toaster';
import { useProblemText } from '../forms/problemText';
import { useShownProblems } from '../forms/useShownProblems';
import { EntryCard } from './EntryCard';
import { PasswordField } from './PasswordField';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { FRONT_PAGE_PATH } from '../routes';

type KeyState = 'validating' | 'valid' | 'invalid';

/** /reset-password?resetcode=…: checks the key from the e-mail, then takes the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetCode = params.get('resetcode')?.trim() ?? '';
  const [keyState, setKeyState] = useState<KeyState>('validating');

  useEffect(() => {
    if (!resetCode) {
      setKeyState('invalid');
      return;
    }
    let current = true;
    setKeyState('validating');
    checkResetCode(resetCode).then(
      ({ valid }) => current && setKeyState(valid ? 'valid' : 'invalid'),
      () => current && setKeyState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [resetCode]);

  return (
    <Flex flex="1" justify="center" px="4" py={{ base: '6', md: '16' }} bg="brand.subtle">
      <Stack w="full" maxW="md">
        <EntryCard title={t('reset.title')}>
          {keyState === 'validating' && (
            <HStack gap="3" role="status">
              <Spinner color="brand.solid" />
              <Text>{t('reset.validating')}</Text>
            </HStack>
          )}
          {keyState === 'invalid' && (
            <Text role="alert" fontWeight="medium">
              {t('reset.invalidKey')}
            </Text>
          )}
          {keyState === 'valid' && <ResetPasswordForm resetCode={resetCode} />}
        </EntryCard>
      </Stack>
    </Flex>
  );
}

function ResetPasswordForm({ resetCode }: { resetCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const shown = useShownProblems<'password' | 'repeat'>();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const passwordProblem = resetPasswordProblem(password);
  const repeatProblem = repeat ? passwordsMatchProblem(password, repeat) : 'required';
  const valid = !passwordProblem && !repeatProblem;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    shown.markSubmitted();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await resetPassword(resetCode, password.trim());
      toaster.create({ type: 'success', title: t('reset.success'), duration: 8000 });
      navigate(FRONT_PAGE_PATH);
    } catch (err) {
      setError(err instanceof ApiCallError && err.status > 0 ? err.message : t('reset.networkError'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{t('reset.intro')}</Text>
        <PasswordField
          label={t('reset.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            // Spaces are removed while typing (spec 1 §5).
            setPassword(stripSpaces(value));
            shown.touch('password');
          }}
          error={problemText(shown.shown('password', passwordProblem))}
        />
        <PasswordField
          label={t('reset.repeatPassword')}
          name="repeat_password"
          autoComplete="new-password"
          value={repeat}
          onChange={(value) => {
            setRepeat(stripSpaces(value));
            shown.touch('repeat');
          }}
          error={problemText(shown.shown('repeat', repeatProblem))}
        />
        <ErrorAlert message={error} />
        <Button type="submit" colorPalette="brand" disabled={!valid} loading={busy}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
