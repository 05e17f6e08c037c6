/**
 * Step 1 'Delivery' (spec 1 §2 Checkout, §4): the delivery methods with their price ('Free' at
 * 0) and, once one is chosen, its options and the form its type needs. Next step asks the server
 * for the payment options of the chosen option.
 */
import { Button, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import type { DeliveryMethod } from '../../api/client/checkout';
import { groupByStore, methodPrice } from '../../domain/checkout';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { FormField } from '../forms/FormField';
import { ChoiceCards, type Choice } from './ChoiceCards';
import { chosenMethod, deliveryInput, useCheckoutStore, useChosenOption } from './checkoutStore';
import { ContactFields } from './ContactFields';
import { isDeliveryComplete, optionChoices, optionTitle, type OptionChoice } from './deliveryChoice';
import { useCheckoutWords } from './useCheckoutWords';

// The postage form (address suggestions, its checkbox) is needed only once postage is chosen;
// it starts loading as soon as step 1 is on screen.
const loadShippingFields = () => import('./ShippingFields');
const ShippingFields = lazy(() => loadShippingFields().then((m) => ({ default: m.ShippingFields })));

export function DeliveryStep() {
  const words = useCheckoutWords();
  const { t, price } = words;
  const methods = useCheckoutStore((s) => s.data!.deliveryOptions);
  const methodType = useCheckoutStore((s) => s.methodType);
  const chooseMethod = useCheckoutStore((s) => s.chooseMethod);
  const method = useCheckoutStore(chosenMethod);
  const complete = useCheckoutStore((s) => {
    const input = deliveryInput(s);
    return input !== null && isDeliveryComplete(input);
  });
  const isWorking = useCheckoutStore((s) => s.isWorking);
  const failure = useCheckoutStore((s) => s.stepFailure);
  const confirmDelivery = useCheckoutStore((s) => s.confirmDelivery);
  useEffect(() => {
    void loadShippingFields();
  }, []);

  if (methods.length === 0) return <Text>{t('delivery.noMethods')}</Text>;

  const methodChoices: Choice[] = methods.map((m) => {
    const amount = methodPrice(optionChoices(m));
    return { value: m.type, title: m.name, description: methodDescription(m, words), aside: amount === null ? undefined : price(amount) };
  });

  return (
    <Stack gap="5">
      <ChoiceCards label={t('delivery.methods')} choices={methodChoices} value={methodType} onChange={(v) => chooseMethod(v as DeliveryMethod['type'])} testId="delivery-method" />
      {method && <MethodDetails method={method} />}
      {failure && <ErrorAlert message={words.failure(failure)} />}
      <Button colorPalette="brand" alignSelf={{ base: 'stretch', md: 'flex-start' }} disabled={!complete || isWorking} loading={isWorking} onClick={() => void confirmDelivery()}>
        {t('steps.nextStep')}
      </Button>
    </Stack>
  );
}

/** Postage says how long it takes; the others need no more than their name. */
function methodDescription(method: DeliveryMethod, words: ReturnType<typeof useCheckoutWords>): string | undefined {
  if (method.type !== 'postage') return undefined;
  const regular = method.deliveryOptions.filter((o) => !o.isExpress);
  if (regular.length === 0) return undefined;
  const days = Math.min(...regular.map((o) => o.deliverytime));
  return words.t('delivery.deliveryTime', { time: words.businessDays(days) });
}

function MethodDetails({ method }: { method: DeliveryMethod }) {
  const words = useCheckoutWords();
  const { t } = words;
  const options = optionChoices(method);
  const optionUuid = useCheckoutStore((s) => s.deliveryOptionUuid);
  const chooseDeliveryOption = useCheckoutStore((s) => s.chooseDeliveryOption);
  const option = useChosenOption();

  // Store pickup lists one store after the other, each with its express variant next to it.
  const ordered = method.type === 'store-pickup' ? groupByStore(options).flatMap((g) => g.locations) : options;
  const label = method.type === 'school-pickup' ? t('delivery.school') : method.type === 'store-pickup' ? t('delivery.store') : t('delivery.options');
  const showOptions = ordered.length > 1 || method.type === 'school-pickup' || method.type === 'store-pickup';

  return (
    <Stack gap="5">
      {showOptions && (
        <ChoiceCards
          label={label}
          choices={ordered.map((o) => optionCard(o, words))}
          value={optionUuid}
          onChange={chooseDeliveryOption}
          testId="delivery-option"
        />
      )}
      {method.type === 'school-pickup' && option && option.subjects.length > 1 && <SubjectChoice option={option} />}
      {method.type === 'digital-delivery' && <Text color="fg.muted">{t('delivery.digitalInfo')}</Text>}
      {method.type === 'postage' ? (
        <Suspense fallback={<Skeleton h="64" borderRadius="md" />}>
          <ShippingFields />
        </Suspense>
      ) : (
        <ContactFields />
      )}
    </Stack>
  );
}

function optionCard(option: OptionChoice, { t, price, businessDays }: ReturnType<typeof useCheckoutWords>): Choice {
  const lines: string[] = [];
  if (option.address) lines.push([option.address.address, [option.address.postalCode, option.address.city].filter(Boolean).join(' ')].filter(Boolean).join(', '));
  if (option.subjects.length > 0) lines.push(t('delivery.schoolFor', { names: option.subjects.map((s) => s.name).join(', ') }));
  const time = option.deliveryTimeText ?? (option.businessDays !== null ? businessDays(option.businessDays) : null);
  if (time) lines.push(t('delivery.deliveryTime', { time }));
  return {
    value: option.uuid,
    title: optionTitle(option, t('delivery.express')),
    description: lines.length > 0 ? lines.join(' · ') : undefined,
    aside: price(option.price),
  };
}

/** A school-pickup option delivering to several of the customer's pupils: which one the order is for. */
function SubjectChoice({ option }: { option: OptionChoice }) {
  const { t } = useCheckoutWords();
  const subjectUuid = useCheckoutStore((s) => s.subjectUuid);
  const chooseSubject = useCheckoutStore((s) => s.chooseSubject);
  return (
    <FormField label={t('delivery.subject')}>
      <NativeSelect.Root>
        <NativeSelect.Field value={subjectUuid ?? ''} onChange={(e) => chooseSubject(e.currentTarget.value)}>
          {option.subjects.map((s) => (
            <option key={s.uuid} value={s.uuid}>
              {s.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
