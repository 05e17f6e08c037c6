import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface Choice {
  value: string;
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the row: the price. */
  aside?: ReactNode;
}

/**
 * A list of radio cards (delivery methods, options, payment options): one row each, big enough to
 * tap. Native radio inputs rather than Chakra's RadioCard: the browser gives the group its arrow
 * keys and form semantics, and the checkout's first JS does without Zag's radio-group machine
 * (about 8 KB gzip).
 */
export function ChoiceCards({ label, choices, value, onChange, testId }: { label: string; choices: Choice[]; value: string | null; onChange: (value: string) => void; testId?: string }) {
  const name = useId();
  return (
    <chakra.fieldset data-testid={testId} minW="0">
      <chakra.legend fontWeight="semibold" fontSize="md" mb="1.5">
        {label}
      </chakra.legend>
      <Stack gap="2">
        {choices.map((choice) => (
          <chakra.label
            key={choice.value}
            data-testid={testId ? `${testId}-${choice.value}` : undefined}
            display="flex"
            alignItems="center"
            gap="3"
            p="4"
            minH="11"
            borderWidth="1px"
            borderColor="border"
            rounded="l2"
            bg="bg"
            cursor="pointer"
            transition="border-color 0.15s, background 0.15s"
            _hover={{ borderColor: 'border.emphasized' }}
            css={{
              '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)' },
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
            }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              flexShrink={0}
              boxSize="5"
              m="0"
              css={{ accentColor: 'var(--chakra-colors-brand-solid)', '&:focus-visible': { outline: 'none' } }}
            />
            <Stack gap="0.5" flex="1" minW="0">
              <Text fontWeight="semibold">{choice.title}</Text>
              {choice.description && (
                <Text fontSize="sm" color="fg.muted">
                  {choice.description}
                </Text>
              )}
            </Stack>
            {choice.aside && (
              <Text fontWeight="semibold" whiteSpace="nowrap" ms="auto">
                {choice.aside}
              </Text>
            )}
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
