/**
 * One line of an order on support's order page: what it is, and for a line made in the editor
 * every part drawn by the engine from the line's stored data, with a way to open it read-only
 * in the editor.
 */
import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SupportOrderLine } from '../../../api/client/support';
import { formatMoney } from '../../money/formatMoney';
import { DocumentParts } from '../drawing/DocumentParts';
import { versionKey, type useTemplateVersions } from '../drawing/useTemplateVersions';
import { useSupportTexts } from '../i18n';

/** The drawing's box in CSS px: large enough to read the texts. */
const PART_SIZE = 280;

export const supportLineEditorPath = (orderUuid: string, lineUuid: string) => `/support/orders/${orderUuid}/lines/${lineUuid}/editor`;

export function OrderLineCard({ orderUuid, line, versions }: { orderUuid: string; line: SupportOrderLine; versions: ReturnType<typeof useTemplateVersions> }) {
  const { t } = useSupportTexts();
  const key = line.template ? versionKey(line.template) : null;
  const template = key ? versions.templates.get(key) : undefined;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" data-testid="order-line" data-line-type={line.type}>
      <Stack gap="3">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Box>
            <Text fontWeight="semibold">{line.description}</Text>
            <Text fontSize="sm" color="fg.muted">
              {line.product ? `${line.product.name} · ` : ''}
              {t('line.quantityOf', { count: line.quantity })}
              {line.template ? ` · ${t('line.templateVersion', { version: line.template.version })}` : ''}
            </Text>
          </Box>
          <Text fontWeight="semibold">{formatMoney(line.linePrice)}</Text>
        </Flex>
        {line.template && line.templateData ? (
          <>
            {template ? (
              <DocumentParts template={template} stored={line.templateData.userResources} year={line.templateData.year} lang={line.templateData.lang} size={PART_SIZE} />
            ) : key && versions.failed.has(key) ? (
              <Text color="fg.error">{t('drawing.templateFailed')}</Text>
            ) : (
              <Skeleton w={`${PART_SIZE}px`} h={`${PART_SIZE}px`} borderRadius="md" />
            )}
            <HStack gap="2" flexWrap="wrap">
              <Button asChild size="sm" variant="outline" colorPalette="brand" minH="11">
                <RouterLink to={supportLineEditorPath(orderUuid, line.uuid)}>{t('line.openInEditor')}</RouterLink>
              </Button>
            </HStack>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
