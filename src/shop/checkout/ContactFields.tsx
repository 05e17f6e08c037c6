/** Contact details for pickups and digital delivery (spec 1 §5): name and e-mail, both required. */
import { Input, Stack } from '@chakra-ui/react';
import { contactProblems, type ContactDetails } from '../../domain/checkout';
import { FormField } from '../forms/FormField';
import { useShownProblems } from '../forms/useShownProblems';
import { useCheckoutStore } from './checkoutStore';
import { useCheckoutWords } from './useCheckoutWords';

export function ContactFields() {
  const { t, problem } = useCheckoutWords();
  const contact = useCheckoutStore((s) => s.contact);
  const editContact = useCheckoutStore((s) => s.editContact);
  const { touch, shown } = useShownProblems<keyof ContactDetails>();
  const problems = contactProblems(contact);
  return (
    <Stack gap="4" as="fieldset">
      <legend>
        <strong>{t('delivery.contact')}</strong>
      </legend>
      <FormField label={t('delivery.contactName')} error={problem(shown('name', problems.name ?? null))}>
        <Input name="contactName" autoComplete="name" value={contact.name} onChange={(e) => editContact('name', e.currentTarget.value)} onBlur={() => touch('name')} />
      </FormField>
      <FormField label={t('delivery.contactEmail')} error={problem(shown('emailAddress', problems.emailAddress ?? null))}>
        <Input
          name="contactEmail"
          type="email"
          autoComplete="email"
          value={contact.emailAddress}
          onChange={(e) => editContact('emailAddress', e.currentTarget.value)}
          onBlur={() => touch('emailAddress')}
        />
      </FormField>
    </Stack>
  );
}
