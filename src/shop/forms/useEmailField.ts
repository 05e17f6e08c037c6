import { useState, type FormEvent } from 'react';
import { emailProblem } from '../../domain/validation';
import { errorText } from './errorText';
import { useProblemText } from './problemText';
import { useShownProblems } from './useShownProblems';

/**
 * The one e-mail address a small form asks for (code flow, forgot password, simulate a customer):
 * the address rule, and its message shown once the field was typed in or the form submitted;
 * sending it once at a time, with a failed send's message until the address is edited.
 */
export function useEmailField(initialEmail = '') {
  const problemText = useProblemText();
  const shown = useShownProblems<'email'>();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = emailProblem(email);

  return {
    email,
    change: (value: string) => {
      setEmail(value);
      setFailure(null);
      shown.touch('email');
    },
    busy,
    /** Why the last send failed: the server's message, or `networkFallback` when it was not reached. */
    failure,
    /** The form's submit: shows the address's message if there is one, else sends the trimmed address. */
    submit: (send: (email: string) => Promise<void>, networkFallback: string) => async (e: FormEvent) => {
      e.preventDefault();
      shown.markSubmitted();
      if (problem !== null || busy) return;
      setBusy(true);
      setFailure(null);
      try {
        await send(email.trim());
      } catch (err) {
        setFailure(errorText(err, networkFallback));
      } finally {
        setBusy(false);
      }
    },
    /** The message to show under the field now, or null. */
    error: problemText(shown.shown('email', problem)),
  };
}
