import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../chakra';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../i18n';
import { createUser } from '../../api/client/auth';
import {
  passwordsMatchProblem,
  registrationPasswordProblem,
  type Problem,
} from '../../domain/validation';
import { mobileProblem } from '../../domain/validation/mobile';
import { useDialogStore } from '../dialogs/dialogStore';
import { errorText, flaggedFields } from '../forms/errorText';
import { FormField } from '../forms/FormField';
import { useProblemText } from '../forms/problemText';
import { useShownProblems } from '../forms/useShownProblems';
import { useSettings } from '../settings/settingsStore';
import { EntryCard } from './EntryCard';
import { LinkButton } from './LinkButton';
import { PasswordField } from './PasswordField';
import { useAfterSignIn } from './useAfterSignIn';
import type { AccountStepProps } from './VisitorCodeEntry';
import { ErrorAlert } from '../feedback/ErrorAlert';

type FieldName = 'mobile' | 'password' | 'confirmPassword';

/** Field names the server uses in `data` when it flags fields (the create.php form names). */
const SERVER_FIELD: Record<string, FieldName | 'email'> = {
  email: 'email',
  mobile: 'mobile',
  password: 'password',
  confirm_password: 'confirmPassword',
};

/** The registration form for a new e-mail address, creating the account with the verified code. */
export function RegisterStep({ email, code, subjectName, onBack }: AccountStepProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const afterSignIn = useAfterSignIn();
  const showDialog = useDialogStore((s) => s.show);
  const { site } = useSettings();
  const { options } = site;
  const shown = useShownProblems<FieldName>();

  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptMail, setAcceptMail] = useState(options.acceptMailDefaultOn);
  const [serverError, setServerError] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const problems: Record<FieldName, Problem | null> = {
    mobile: mobileProblem(mobile),
    password: registrationPasswordProblem(password),
    confirmPassword: confirmPassword ? passwordsMatchProblem(password, confirmPassword) : 'required',
  };
  const valid = Object.values(problems).every((p) => p === null);

  const edit = (name: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    shown.touch(name);
    setFlagged((prev) => {
      if (!prev.has(name)) return prev;
      const next = new Set(prev);
      next.delete(name);
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    shown.markSubmitted();
    if (!valid || busy) return;
    setBusy(true);
    setServerError(null);
    setFlagged(new Set());
    try {
      await createUser({
        email,
        mobile: mobile.trim(),
        password,
        confirmPassword,
        code,
        // A hidden checkbox means the shop does not ask; then nothing is accepted on the customer's behalf.
        acceptMail: options.disableAcceptMailOptionWhenRegisteringUser ? false : acceptMail,
      });
      await afterSignIn({ withCode: true });
    } catch (err) {
      setServerError(errorText(err, t('common.networkError')));
      setFlagged(new Set(flaggedFields(err).map((f) => SERVER_FIELD[f] ?? f)));
      setBusy(false);
    }
  };

  return (
    <EntryCard
      title={t('register.title')}
      intro={subjectName ? t('register.intro', { name: subjectName }) : t('register.introNoName')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label={t('fields.email')} readOnly flagged={flagged.has('email')}>
            <Input type="email" name="email" autoComplete="username" value={email} readOnly bg="gray.50" />
          </FormField>
          <FormField
            label={t('fields.mobile')}
            error={problemText(shown.shown('mobile', problems.mobile))}
            flagged={flagged.has('mobile')}
          >
            <Input
              type="tel"
              name="mobile"
              autoComplete="tel"
              inputMode="tel"
              value={mobile}
              onChange={(e) => edit('mobile', setMobile)(e.target.value)}
              bg="white"
            />
          </FormField>
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={edit('password', setPassword)}
            error={problemText(shown.shown('password', problems.password))}
            flagged={flagged.has('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={edit('confirmPassword', setConfirmPassword)}
            error={problemText(shown.shown('confirmPassword', problems.confirmPassword))}
            flagged={flagged.has('confirmPassword')}
          />
          {!options.disableAcceptMailOptionWhenRegisteringUser && (
            <Checkbox.Root
              checked={acceptMail}
              onCheckedChange={(e) => setAcceptMail(e.checked === true)}
              colorPalette="brand"
              alignItems="flex-start"
              minH="11"
              py="2"
            >
              <Checkbox.HiddenInput name="acceptmail" />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{t('register.acceptMail')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          <Text fontSize="sm" color="fg.muted">
            <Trans
              i18nKey="register.termsNotice"
              components={{ terms: <LinkButton fontSize="sm" minH="auto" onClick={() => showDialog('terms-of-service')} /> }}
            />
          </Text>
          <ErrorAlert message={serverError} />
          <HStack justify="space-between" gap="3">
            <Button variant="outline" onClick={onBack}>
              {t('entry.goBack')}
            </Button>
            <Button type="submit" colorPalette="brand" disabled={!valid} loading={busy}>
              {t('register.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </EntryCard>
  );
}
