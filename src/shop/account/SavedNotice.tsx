import { Alert } from '@chakra-ui/react';

/** A form's success message, read out by screen readers when it appears. */
export function SavedNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
