import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { simulateUser } from '../../api/client/support';
import { emailProblem } from '../../domain/validation';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { FormError } from '../entry/FormError';
import { errorText } from '../forms/errorText';
import { FormField } from '../forms/FormField';
import { useProblemText } from '../forms/problemText';
import { useShownProblems } from '../forms/useShownProblems';
import { usePictureSetsStore } from '../pictureSets/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';

/** Support staff sign in as a customer (by e-mail) to see exactly what the customer sees. */
export function SimulateCustomerForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const shown = useShownProblems<'email'>();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = emailProblem(email);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    shown.markSubmitted();
    if (problem || busy) return;
    setBusy(true);
    setError(null);
    try {
      await simulateUser(email.trim());
      usePictureSetsStore.getState().clear();
      await Promise.all([useSessionStore.getState().refresh(), useCartSummaryStore.getState().refresh()]);
      navigate('/');
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="xl">
        <Text>{t('support.simulateIntro')}</Text>
        <FormField label={t('support.customerEmail')} error={problemText(shown.shown('email', problem))}>
          <Input
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
              shown.touch('email');
            }}
          />
        </FormField>
        <FormError message={error} />
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={busy}>
          {t('support.simulate')}
        </Button>
      </Stack>
    </form>
  );
}
