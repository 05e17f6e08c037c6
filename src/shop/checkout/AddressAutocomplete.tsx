/**
 * The shipping form's address field with the postal address service (spec 1 §7): suggestions
 * for what was typed, asked 500 ms after the last key; choosing one resolves it by id and fills
 * the address (verifiedAddress on). A failed resolve clears the field and says 'Error resolving
 * address' (spec 1 §8).
 */
import { Box, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS,
  ADDRESS_QUERY_LIMITS,
  autocompleteAddress,
  resolveAddressById,
  type AddressSuggestion,
} from '../../api/client/address';
import { parseAddressQuery } from '../../domain/address';
import { FormField } from '../forms/FormField';
import { useCheckoutStore } from './checkoutStore';
import { useCheckoutWords } from './useCheckoutWords';

/** A street typed without a postal code or place. */
const lacksLocality = (q: string): boolean => {
  const read = parseAddressQuery(q);
  return read.street !== '' && read.postalCodePrefix === null && read.place === null;
};

export function AddressAutocomplete({ label, error, onBlur }: { label: string; error: string | null; onBlur: () => void }) {
  const { t } = useCheckoutWords();
  const value = useCheckoutStore((s) => s.shipping.address);
  const verified = useCheckoutStore((s) => s.shipping.verifiedAddress);
  const editShipping = useCheckoutStore((s) => s.editShipping);
  const takeResolvedAddress = useCheckoutStore((s) => s.takeResolvedAddress);
  // The text to search for: set by typing only, so filling the field from a suggestion asks nothing.
  const [query, setQuery] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  // A street alone finds nothing in the postal-code register: the customer is told what else to type.
  const [needsLocality, setNeedsLocality] = useState(false);
  const [active, setActive] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const [resolveFailed, setResolveFailed] = useState(false);
  const listId = useId();
  const latest = useRef(0);

  useEffect(() => {
    const q = query?.trim() ?? '';
    if (q.length < ADDRESS_QUERY_LIMITS.min || q.length > ADDRESS_QUERY_LIMITS.max) {
      setSuggestions([]);
      setNeedsLocality(false);
      return;
    }
    const asked = ++latest.current;
    const timer = setTimeout(() => {
      autocompleteAddress(q).then(
        (found) => {
          if (asked !== latest.current) return;
          setSuggestions(found);
          setActive(-1);
          setNeedsLocality(found.length === 0 && lacksLocality(q));
        },
        // Suggestions are a help, not a must: the customer can type the whole address.
        (err: unknown) => console.warn('Address suggestions failed', err),
      );
    }, ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const choose = async (suggestion: AddressSuggestion) => {
    latest.current++;
    setSuggestions([]);
    setNeedsLocality(false);
    setQuery(null);
    setResolving(true);
    try {
      takeResolvedAddress(await resolveAddressById(suggestion.id));
      setResolveFailed(false);
    } catch (err) {
      console.warn('Address resolve failed', err);
      editShipping('address', '');
      setResolveFailed(true);
    } finally {
      setResolving(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      void choose(suggestions[active]!);
    } else if (e.key === 'Escape') {
      setSuggestions([]);
    }
  };

  const open = suggestions.length > 0;
  return (
    <Box position="relative">
      <FormField label={label} error={resolveFailed ? t('delivery.resolveFailed') : error} helperText={verified ? t('delivery.verified') : needsLocality ? <span data-testid="address-hint">{t('delivery.needLocality')}</span> : undefined}>
        <Input
          name="address"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          value={value}
          onChange={(e) => {
            editShipping('address', e.currentTarget.value);
            setQuery(e.currentTarget.value);
            setResolveFailed(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
      </FormField>
      {resolving && <Spinner size="sm" position="absolute" top="9" insetEnd="3" color="brand.solid" />}
      <Stack
        as="ul"
        id={listId}
        role="listbox"
        aria-label={t('delivery.suggestions')}
        hidden={!open}
        gap="0"
        position="absolute"
        zIndex="dropdown"
        insetX="0"
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        listStyleType="none"
        maxH="72"
        overflowY="auto"
      >
        {suggestions.map((s, i) => (
          <Box
            as="li"
            key={s.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2.5"
            cursor="pointer"
            bg={i === active ? 'brand.subtle' : undefined}
            _hover={{ bg: 'brand.subtle' }}
            // mousedown, not click: the input's blur would otherwise come first.
            onMouseDown={(e) => {
              e.preventDefault();
              void choose(s);
            }}
          >
            <Text>{s.suggestion}</Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
