import { RadioCard, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the row: the price. */
  aside?: ReactNode;
}

/** A list of radio cards (delivery methods, options, payment options): one row each, big enough to tap. */
export function ChoiceCards({ label, choices, value, onChange, testId }: { label: string; choices: Choice[]; value: string | null; onChange: (value: string) => void; testId?: string }) {
  return (
    <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} colorPalette="brand" variant="outline" data-testid={testId}>
      <RadioCard.Label fontWeight="semibold" fontSize="md">
        {label}
      </RadioCard.Label>
      <Stack gap="2">
        {choices.map((choice) => (
          <RadioCard.Item key={choice.value} value={choice.value} data-testid={testId ? `${testId}-${choice.value}` : undefined}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl alignItems="center">
              <RadioCard.ItemIndicator />
              <RadioCard.ItemContent>
                <RadioCard.ItemText fontWeight="semibold">{choice.title}</RadioCard.ItemText>
                {choice.description && <RadioCard.ItemDescription>{choice.description}</RadioCard.ItemDescription>}
              </RadioCard.ItemContent>
              {choice.aside && (
                <Text fontWeight="semibold" whiteSpace="nowrap" ms="auto">
                  {choice.aside}
                </Text>
              )}
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Stack>
    </RadioCard.Root>
  );
}
