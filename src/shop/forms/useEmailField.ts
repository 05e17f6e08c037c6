import { useState } from 'react';
import { emailProblem } from '../../domain/validation';
import { useProblemText } from './problemText';
import { useShownProblems } from './useShownProblems';

/**
 * The one e-mail address a small form asks for (code flow, forgot password, simulate a customer):
 * the address rule, and its message shown once the field was typed in or the form submitted.
 */
export function useEmailField(initialEmail = '') {
  const problemText = useProblemText();
  const shown = useShownProblems<'email'>();
  const [email, setEmail] = useState(initialEmail);
  const problem = emailProblem(email);

  return {
    email,
    change: (value: string) => {
      setEmail(value);
      shown.touch('email');
    },
    /** For the form's submit: shows the message if there is one, and tells whether to send. */
    validateOnSubmit: () => {
      shown.markSubmitted();
      return problem === null;
    },
    /** The message to show under the field now, or null. */
    error: problemText(shown.shown('email', problem)),
  };
}
