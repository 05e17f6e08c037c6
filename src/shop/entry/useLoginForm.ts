import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { login } from '../../api/client/auth';
import { trackLogin } from '../analytics/track';
import { emailProblem, loginPasswordProblem, type Problem } from '../../domain/validation';
import { errorText } from '../forms/errorText';
import { useShownProblems } from '../forms/useShownProblems';
import { useAfterSignIn } from './useAfterSignIn';

/**
 * The sign-in form's state and rules (spec 1 §5: username trimmed, password required and at
 * least 3 characters; the login error goes under the password). Behind LoginForm, on the plain
 * sign-in screen and on 'Welcome back' in the code flow, which adds the code.
 */
export function useLoginForm({ initialUsername = '', code }: { initialUsername?: string; code?: string }) {
  const { t } = useTranslation();
  const afterSignIn = useAfterSignIn();
  const shown = useShownProblems<'username' | 'password'>();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [loginError, setLoginError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const usernameProblem: Problem | null = username.trim() ? null : 'required';
  const passwordProblem = loginPasswordProblem(password);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    shown.markSubmitted();
    if (usernameProblem || passwordProblem || busy) return;
    setBusy(true);
    setLoginError(null);
    try {
      const { user } = await login(username.trim(), password, code);
      void trackLogin(user);
      await afterSignIn({ withCode: Boolean(code) });
    } catch (err) {
      setLoginError(errorText(err, t('common.networkError')));
      setBusy(false);
    }
  };

  return {
    username,
    setUsername: (value: string) => {
      setUsername(value);
      setLoginError(null);
      shown.touch('username');
    },
    password,
    setPassword: (value: string) => {
      setPassword(value);
      setLoginError(null);
      shown.touch('password');
    },
    usernameProblem: shown.shown('username', usernameProblem),
    passwordProblem: shown.shown('password', passwordProblem),
    /** Whether the username looks like an e-mail (prefills the forgot-password dialog). */
    usernameIsEmail: emailProblem(username) === null,
    loginError,
    busy,
    submit,
  };
}
