import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The white card on the front page's photo background that holds each step of the entry flow. */
export function EntryCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box bg="white" borderRadius="2xl" boxShadow="xl" p={{ base: '5', md: '8' }} w="full">
      <Stack gap="5">
        <Stack gap="2">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            {title}
          </Heading>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
