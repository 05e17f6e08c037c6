import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A product screen's title and subtitle. */
export function ProductsPageHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
        {title}
      </Heading>
      <Text color="fg.muted">{subtitle}</Text>
    </Stack>
  );
}
