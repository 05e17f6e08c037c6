/** What a completed step chose, as its summary shows it (spec 1 §2: completed steps show an editable summary). */
import { Text } from '@chakra-ui/react';
import { chosenMethod, chosenPaymentOption, useCheckoutStore, useChosenOption } from './checkoutStore';
import { optionTitle } from './deliveryChoice';
import { useCheckoutWords } from './useCheckoutWords';

export function DeliverySummary() {
  const { t, price } = useCheckoutWords();
  const method = useCheckoutStore(chosenMethod);
  const option = useChosenOption();
  const shipping = useCheckoutStore((s) => s.shipping);
  const contact = useCheckoutStore((s) => s.contact);
  const subjectUuid = useCheckoutStore((s) => s.subjectUuid);
  if (!method || !option) return null;
  const subject = option.subjects.find((s) => s.uuid === subjectUuid);
  return (
    <>
      <Text fontWeight="semibold">
        {method.name}: {optionTitle(option, t('delivery.express'))} · {price(option.price)}
      </Text>
      {method.type === 'postage' ? (
        <>
          <Text>{shipping.name}</Text>
          <Text>{[shipping.address, shipping.address2].filter((s) => s.trim()).join(', ')}</Text>
          <Text>{[shipping.postalCode, shipping.city, shipping.state].filter((s) => s.trim()).join(' ')}</Text>
        </>
      ) : (
        <>
          {subject && <Text>{t('delivery.schoolFor', { names: subject.name })}</Text>}
          <Text>
            {contact.name} · {contact.emailAddress}
          </Text>
        </>
      )}
    </>
  );
}

export function PaymentSummary() {
  const { t } = useCheckoutWords();
  const option = useCheckoutStore(chosenPaymentOption);
  const details = useCheckoutStore((s) => s.paymentDetails);
  if (!option) return null;
  return (
    <>
      <Text fontWeight="semibold">{option.title}</Text>
      {option.verifyMobile && (
        <Text>
          {t('payment.mobilePhone')}: {details.mobilePhone}
        </Text>
      )}
      {/* Only the birth date part: the whole number is not shown again on screen. */}
      {option.requirePersonNo && (
        <Text>
          {t('payment.pid')}: {details.pid.replace(/\s/g, '').slice(0, 6)} *****
        </Text>
      )}
    </>
  );
}
