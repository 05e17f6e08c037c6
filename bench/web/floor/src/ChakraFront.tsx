import { Box, Button, Container, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The front page's code form in the Chakra components the shop uses, with its words given. */
export function ChakraFront({ say }: { say: (key: 'title' | 'lead' | 'code' | 'submit' | 'signIn') => ReactNode }) {
  return (
    <Container maxW="lg" py="10">
      <Stack gap="5">
        <Heading as="h1" size="2xl" color="brand.fg">
          {say('title')}
        </Heading>
        <Text>{say('lead')}</Text>
        <Field.Root>
          <Field.Label>{say('code')}</Field.Label>
          <Input name="code" />
        </Field.Root>
        <Button colorPalette="brand">{say('submit')}</Button>
        <Box>
          <Link href="/#login">{say('signIn')}</Link>
        </Box>
      </Stack>
    </Container>
  );
}
