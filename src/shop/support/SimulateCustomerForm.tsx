import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../forms/errorText';
import { FormField } from '../forms/FormField';
import { useEmailField } from '../forms/useEmailField';
import { simulateCustomer } from './simulateCustomer';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { FRONT_PAGE_PATH } from '../routes';

/** Support staff sign in as a customer (by e-mail) to see exactly what the customer sees. */
export function SimulateCustomerForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const field = useEmailField();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!field.validateOnSubmit() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await simulateCustomer(field.email.trim());
      navigate(FRONT_PAGE_PATH);
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="xl">
        <Text>{t('support.simulateIntro')}</Text>
        <FormField label={t('support.customerEmail')} error={field.error}>
          <Input
            type="email"
            name="email"
            autoComplete="off"
            value={field.email}
            onChange={(e) => {
              field.change(e.target.value);
              setError(null);
            }}
          />
        </FormField>
        <ErrorAlert message={error} />
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={busy}>
          {t('support.simulate')}
        </Button>
      </Stack>
    </form>
  );
}
