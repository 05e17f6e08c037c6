/**
 * The editor page before the editor can show: the whole viewport like the editor itself, a bar
 * with Back, and either a skeleton of the editor (canvas above, 208 px toolbox below) or what
 * went wrong.
 */
import { Box, Flex, IconButton, Skeleton, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { BackArrowIcon } from '../ui/icons';

/** Spec 2 §2.5 / §9: the editor's bottom toolbox is 208 px high. */
const TOOLBOX_HEIGHT = '208px';

export function EditorPageFrame({ backTo, children }: { backTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex as="main" id="main" direction="column" h="100dvh" bg="bg">
      <Flex align="center" h="14" px="2" borderBottomWidth="1px" flexShrink={0}>
        <IconButton asChild variant="ghost" aria-label={t('common.back')} size="lg">
          <RouterLink to={backTo}>
            <BackArrowIcon boxSize="6" />
          </RouterLink>
        </IconButton>
      </Flex>
      {children}
    </Flex>
  );
}

/** The editor's shape while its template, product and pictures load. */
export function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" flex="1" minH="0" aria-busy="true" aria-label={t('common.loading')} data-testid="editor-loading">
      <Flex flex="1" minH="0" align="center" justify="center" p="6" bg="gray.50">
        <Skeleton w="min(80vw, 28rem)" maxH="full" aspectRatio={1} borderRadius="md" />
      </Flex>
      <Stack h={TOOLBOX_HEIGHT} flexShrink={0} borderTopWidth="1px" p="4" gap="4">
        <SimpleGrid columns={5} gap="3" flex="1">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} borderRadius="md" />
          ))}
        </SimpleGrid>
        <Flex gap="3">
          <Skeleton h="10" flex="1" borderRadius="md" />
          <Skeleton h="10" flex="1" borderRadius="md" />
        </Flex>
      </Stack>
    </Flex>
  );
}

/** A failure in the frame's middle, with what the customer can do about it. */
export function EditorPageMessage({ children }: { children: ReactNode }) {
  return (
    <Box flex="1" overflowY="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="4" maxW="xl" mx="auto" align="flex-start">
        {children}
      </Stack>
    </Box>
  );
}
