import { useBreakpointValue } from '@chakra-ui/react';

/**
 * Phone-sized layout (spec 1 §9: mobile and desktop differ by client type): payment options use
 * their mobile titles and the transaction says which client bought.
 */
export const useIsPhone = (): boolean => useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
