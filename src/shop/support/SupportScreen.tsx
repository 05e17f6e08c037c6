/** The frame of a support console screen: a way back, the title, and content for support staff only. */
import { Box, Container, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SupportOnly } from './SupportOnly';

export function SupportScreen({ title, back, children }: { title: ReactNode; back?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        {back ? (
          <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start" minH="11">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Link>
        ) : null}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg" wordBreak="break-word">
          {title}
        </Heading>
        <SupportOnly>{children}</SupportOnly>
      </Stack>
    </Container>
  );
}

/** One tool's or topic's white box, a region named by its heading. */
export function ToolSection({ headingId, title, children }: { headingId: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} minW="0">
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
