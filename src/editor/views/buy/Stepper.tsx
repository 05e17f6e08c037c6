/**
 * Minus, a number box and plus in a row: the year view's and the buy view's control. The box
 * holds text, so a customer may clear it and type; the owner decides what the text means.
 */
import { Group, IconButton, Input } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';

export interface StepperProps {
  value: string;
  onChange(text: string): void;
  onBlur(): void;
  onMinus(): void;
  onPlus(): void;
  /** Names the box for screen readers ("Quantity, White envelope"). */
  label: string;
  minusLabel: string;
  plusLabel: string;
  minusDisabled?: boolean;
  plusDisabled?: boolean;
  disabled?: boolean;
  /** Width of the box in characters. */
  digits?: number;
  testId?: string;
}

export function Stepper({ value, onChange, onBlur, onMinus, onPlus, label, minusLabel, plusLabel, minusDisabled, plusDisabled, disabled, digits = 4, testId }: StepperProps) {
  // Enter confirms the value as leaving the box does (mobile keyboards show it as "Done").
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  return (
    <Group attached data-testid={testId}>
      <IconButton aria-label={minusLabel} variant="outline" size="lg" onClick={onMinus} disabled={disabled || minusDisabled}>
        <span aria-hidden>−</span>
      </IconButton>
      <Input
        aria-label={label}
        value={value}
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="done"
        size="lg"
        textAlign="center"
        w={`calc(${digits}ch + 2.5rem)`}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.currentTarget.select()}
      />
      <IconButton aria-label={plusLabel} variant="outline" size="lg" onClick={onPlus} disabled={disabled || plusDisabled}>
        <span aria-hidden>+</span>
      </IconButton>
    </Group>
  );
}
