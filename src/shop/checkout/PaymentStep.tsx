/**
 * Step 2 'Payment' (spec 1 §2, §5): the payment options the delivery option allows, the detail
 * fields the chosen one asks for (mobile number, personal number), and Next step, which sends the
 * choice to the server and updates the cart.
 */
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { FormField } from '../forms/FormField';
import { useShownProblems } from '../forms/useShownProblems';
import { ChoiceCards } from './ChoiceCards';
import { methodsNotNamed } from './paymentChoice';
import { chosenPaymentOption, useCheckoutStore } from './checkoutStore';
import type { PaymentDetails } from './paymentDetails';
import { paymentProblems } from './paymentProblems';
import { useCheckoutWords } from './useCheckoutWords';
import { useIsPhone } from './useIsPhone';

export function PaymentStep() {
  const words = useCheckoutWords();
  const { t, problem } = words;
  const phone = useIsPhone();
  const options = useCheckoutStore((s) => s.paymentOptions);
  const optionUuid = useCheckoutStore((s) => s.paymentOptionUuid);
  const option = useCheckoutStore(chosenPaymentOption);
  const details = useCheckoutStore((s) => s.paymentDetails);
  const choose = useCheckoutStore((s) => s.choosePaymentOption);
  const edit = useCheckoutStore((s) => s.editPaymentDetails);
  const confirmPayment = useCheckoutStore((s) => s.confirmPayment);
  const isWorking = useCheckoutStore((s) => s.isWorking);
  const failure = useCheckoutStore((s) => s.stepFailure);
  const { touch, shown } = useShownProblems<keyof PaymentDetails>();

  if (options.length === 0) return <Text>{t('payment.noOptions')}</Text>;
  const problems = option ? paymentProblems(option, details) : {};
  const complete = option !== null && Object.keys(problems).length === 0;

  return (
    <Stack gap="5">
      <ChoiceCards
        label={t('payment.options')}
        value={optionUuid}
        onChange={choose}
        testId="payment-option"
        choices={options.map((o) => {
          const title = phone && o.mobileTitle ? o.mobileTitle : o.title;
          const description = (phone && o.mobileDescription ? o.mobileDescription : o.description) || undefined;
          return { value: o.uuid, title, description, aside: methodsNotNamed([title, description], o.enabledPaymentMethods) };
        })}
      />
      {option?.verifyMobile && (
        <FormField label={t('payment.mobilePhone')} error={problem(shown('mobilePhone', problems.mobilePhone ?? null))} helperText={t('payment.mobileHelp')}>
          <Input name="mobilePhone" type="tel" autoComplete="tel" value={details.mobilePhone} onChange={(e) => edit('mobilePhone', e.currentTarget.value)} onBlur={() => touch('mobilePhone')} />
        </FormField>
      )}
      {option?.requirePersonNo && (
        <FormField label={t('payment.pid')} error={problem(shown('pid', problems.pid ?? null))} helperText={t('payment.pidHelp')}>
          <Input name="pid" inputMode="numeric" autoComplete="off" maxLength={13} value={details.pid} onChange={(e) => edit('pid', e.currentTarget.value)} onBlur={() => touch('pid')} />
        </FormField>
      )}
      {failure && <ErrorAlert message={words.failure(failure)} />}
      <Button colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} disabled={!complete || isWorking} loading={isWorking} onClick={() => void confirmPayment()}>
        {t('steps.nextStep')}
      </Button>
    </Stack>
  );
}
