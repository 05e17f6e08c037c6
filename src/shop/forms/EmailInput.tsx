import { Input, type InputProps } from '@chakra-ui/react';
import type { useEmailField } from './useEmailField';

/** The e-mail box of a form built on useEmailField; other Input props (autoComplete, bg) pass through. */
export function EmailInput({ field, ...input }: { field: ReturnType<typeof useEmailField> } & Omit<InputProps, 'value' | 'onChange'>) {
  return (
    <Input type="email" name="email" autoComplete="email" inputMode="email" {...input} value={field.email} onChange={(e) => field.change(e.target.value)} />
  );
}
