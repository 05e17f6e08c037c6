import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { EmailInput } from '../forms/EmailInput';
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
  const submit = field.submit(async (email) => {
    await simulateCustomer(email);
    navigate(FRONT_PAGE_PATH);
  }, t('common.networkError'));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="xl">
        <Text>{t('support.simulateIntro')}</Text>
        <FormField label={t('support.customerEmail')} error={field.error}>
          <EmailInput field={field} autoComplete="off" inputMode={undefined} />
        </FormField>
        <ErrorAlert message={field.failure} />
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={field.busy}>
          {t('support.simulate')}
        </Button>
      </Stack>
    </form>
  );
}
