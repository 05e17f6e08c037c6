import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One account screen's white card with its title. */
export function AccountCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" bg="white" borderRadius="2xl" boxShadow="sm" px={{ base: '4', md: '8' }} py={{ base: '5', md: '7' }} gap="5">
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
