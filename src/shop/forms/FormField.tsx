import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: ReactNode;
  /** Shown in red under the field and marks it invalid for assistive technology. */
  error?: string | null;
  /** Shown under the field when there is no error. */
  helperText?: ReactNode;
  /** Marks the field invalid without a text of its own (the message is elsewhere). */
  flagged?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/** One labelled form field: the label is tied to the input, the error to its description. */
export function FormField({ label, error, helperText, flagged, readOnly, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error) || flagged} readOnly={readOnly}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
