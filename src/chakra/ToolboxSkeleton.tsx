/**
 * The shape of the editor's main toolbox while it is not there yet: five tool tiles above two
 * buttons. The shop's editor page shows it while the editor loads, and the editor until its first
 * canvas is drawn, so the toolbox's place looks the same from the first paint to the real tools.
 */
import { Flex, Skeleton, SimpleGrid, Stack, type StackProps } from '@chakra-ui/react';

export function ToolboxSkeleton(props: StackProps) {
  return (
    <Stack p="4" gap="4" {...props}>
      <SimpleGrid columns={5} gap="3" flex={{ base: '1', md: 'none' }} h={{ md: '16' }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} borderRadius="md" />
        ))}
      </SimpleGrid>
      <Flex gap="3">
        <Skeleton h="10" flex="1" borderRadius="md" />
        <Skeleton h="10" flex="1" borderRadius="md" />
      </Flex>
    </Stack>
  );
}
