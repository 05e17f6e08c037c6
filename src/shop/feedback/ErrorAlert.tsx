import { Alert, type AlertRootProps } from '@chakra-ui/react';

/**
 * An error the customer must see: a form's server error or a screen that failed to load.
 * role="alert" makes screen readers read it out as soon as it appears.
 */
export function ErrorAlert({ message, ...props }: { message: string | null } & Omit<AlertRootProps, 'status'>) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" {...props}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
