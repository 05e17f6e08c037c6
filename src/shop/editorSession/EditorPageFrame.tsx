/**
 * The editor page before the editor can show: the whole viewport like the editor itself, a bar
 * with Back, and either a skeleton of the editor (canvas above a 208 px toolbox on a phone, beside
 * a 400 px one on a wide screen) or what went wrong. Where the canvas will be, the template's
 * preview drawn by the server shows when the page has one, so the product is there at once.
 */
import { Box, chakra, Flex, IconButton, Skeleton, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { ToolboxSkeleton } from '../../chakra/ToolboxSkeleton';
import { BackArrowIcon } from '../ui/icons';

/** Spec 2 §2.5 / §9: the editor's bottom toolbox is 208 px high. */
const TOOLBOX_HEIGHT = '208px';
/** The editor's toolbox beside the canvas on a wide screen, and the room its canvas leaves around the part. */
const SIDE_PANEL_WIDTH = '400px';
const CANVAS_MARGIN = '12px';

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

/** The editor's shape while its template, product and pictures load; `preview` stands in for the canvas. */
export function EditorSkeleton({ preview }: { preview?: string }) {
  const { t } = useTranslation();
  const [previewFailed, setPreviewFailed] = useState(false);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} flex="1" minH="0" aria-busy="true" aria-label={t('common.loading')} data-testid="editor-loading">
      <Flex flex="1" minH="0" minW="0" align="center" justify="center" p={CANVAS_MARGIN} bg="bg.subtle">
        {preview && !previewFailed ? (
          <chakra.img
            src={preview}
            alt={t('editorPage.preview')}
            w="full"
            h="full"
            objectFit="contain"
            // The first thing a phone shows on this page: no lazy loading, fetched before other pictures.
            fetchPriority="high"
            onError={() => setPreviewFailed(true)}
            data-testid="editor-preview"
          />
        ) : (
          <Skeleton w="min(80vw, 28rem)" maxH="full" aspectRatio={1} borderRadius="md" />
        )}
      </Flex>
      <ToolboxSkeleton h={{ base: TOOLBOX_HEIGHT, md: 'auto' }} w={{ base: 'full', md: SIDE_PANEL_WIDTH }} flexShrink={0} borderTopWidth={{ base: '1px', md: '0' }} borderLeftWidth={{ base: '0', md: '1px' }} />
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
