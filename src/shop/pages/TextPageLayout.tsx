import { Box, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one layout of the public text pages: a titled white sheet, readable line length. */
export function TextPageLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Box bg="white" borderRadius="2xl" boxShadow="sm" borderWidth="1px" p={{ base: '5', md: '10' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg" mb="6">
          {title}
        </Heading>
        {children}
      </Box>
    </Container>
  );
}
