import { Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../forms/FormField';

/** A labelled password input; `autoComplete` tells password managers whether it is new. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  flagged,
  autoComplete,
  name,
  helperText,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  flagged?: boolean;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  helperText?: ReactNode;
}) {
  return (
    <FormField label={label} error={error} flagged={flagged} helperText={helperText}>
      <Input type="password" name={name} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} bg="white" />
    </FormField>
  );
}
