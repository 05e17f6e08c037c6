import { Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The picture set flows' bottom bar: kept in view while scrolling through many pictures, so the way on is never lost. */
export function FlowFooter({ children }: { children: ReactNode }) {
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="1"
      mx={{ base: '-4', md: '0' }}
      bg="white"
      borderTopWidth="1px"
      boxShadow="0 -4px 12px rgba(0,0,0,0.06)"
      borderRadius={{ base: 'none', md: 'xl' }}
      px={{ base: '4', md: '6' }}
      py="3"
      data-testid="flow-footer"
    >
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        {children}
      </HStack>
    </Box>
  );
}
