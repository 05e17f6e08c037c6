import { Button, type ButtonProps } from '@chakra-ui/react';

/** An action that looks like a link (e.g. 'Not received a code?'); still a real button. */
export function LinkButton(props: ButtonProps) {
  return <Button variant="plain" color="brand.fg" textDecoration="underline" px="0" minH="11" h="auto" whiteSpace="normal" textAlign="start" {...props} />;
}
