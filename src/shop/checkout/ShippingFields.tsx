/**
 * The postage shipping form (spec 1 §3, §5): name, address (with suggestions when the shop uses
 * the address service), address line 2 and state when the shop gathers them, the postal code
 * unless hidden, before or after the city by country (spec 1 §9).
 */
import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Checkbox } from '../../chakra';
import { shippingFields, shippingProblems, type ShippingField } from '../../domain/checkout';
import { FormField } from '../forms/FormField';
import { useShownProblems } from '../forms/useShownProblems';
import { useSettings } from '../settings/settingsStore';
import { AddressAutocomplete } from './AddressAutocomplete';
import { useCheckoutStore } from './checkoutStore';
import { useCheckoutWords } from './useCheckoutWords';

const AUTOCOMPLETE: Record<ShippingField, string> = {
  name: 'name',
  address: 'address-line1',
  address2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
};

export function ShippingFields() {
  const { t, problem } = useCheckoutWords();
  const options = useCheckoutStore((s) => s.data!.options);
  const form = useCheckoutStore((s) => s.shipping);
  const editShipping = useCheckoutStore((s) => s.editShipping);
  const { country } = useSettings().site.locale;
  const { touch, shown } = useShownProblems<ShippingField>();
  const problems = shippingProblems(form, options);
  const label = (field: ShippingField) => t(`delivery.fields.${field}`);

  return (
    <Stack gap="4" as="fieldset">
      <legend>
        <strong>{t('delivery.shipping')}</strong>
      </legend>
      {shippingFields(options, country).map((field) => {
        const error = problem(shown(field, problems[field] ?? null));
        if (field === 'address' && options.useAddressAutocompleteService) {
          return <AddressAutocomplete key={field} label={label(field)} error={error} onBlur={() => touch(field)} />;
        }
        if (field === 'state') {
          return (
            <FormField key={field} label={label(field)} error={error}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="state"
                  autoComplete={AUTOCOMPLETE.state}
                  value={form.state}
                  onChange={(e) => editShipping('state', e.currentTarget.value)}
                  onBlur={() => touch('state')}
                >
                  <option value="">{t('delivery.chooseState')}</option>
                  {options.states.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          );
        }
        return (
          <FormField key={field} label={label(field)} error={error}>
            <Input
              name={field}
              autoComplete={AUTOCOMPLETE[field]}
              inputMode={field === 'postalCode' ? 'numeric' : undefined}
              value={form[field]}
              onChange={(e) => editShipping(field, e.currentTarget.value)}
              onBlur={() => touch(field)}
            />
          </FormField>
        );
      })}
      <Checkbox.Root checked={form.saveAddress} onCheckedChange={(e) => editShipping('saveAddress', e.checked === true)} colorPalette="brand" data-testid="save-address">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('delivery.saveAddress')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
