/**
 * One line of an order on support's order page: what it is, and for a line made in the editor
 * every part drawn by the engine from the line's frozen data beside the same page of its print
 * file, with the line's print PDF to download, a re-render of the order's print files, and the
 * line opened read-only in the editor.
 */
import { Box, Button, Flex, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { printFileUrl, printPageUrl, rerenderOrderPrints, type SupportOrderLine } from '../../../api/client/support';
import { textIn } from '../../../engine/model';
import { useTranslation } from '../../../i18n';
import { toaster } from '../../feedback/toaster';
import { errorText } from '../../forms/errorText';
import { currentLanguage } from '../../i18n/i18n';
import { formatMoney } from '../../money/formatMoney';
import { DocumentParts } from '../drawing/DocumentParts';
import { versionKey, type useTemplateVersions } from '../drawing/useTemplateVersions';
import { useSupportTexts } from '../i18n';
import { supportLineEditorPath } from '../../routes';

/** The drawing's box in CSS px: large enough to read the texts. */
const PART_SIZE = 240;


export function OrderLineCard({ orderUuid, line, versions }: { orderUuid: string; line: SupportOrderLine; versions: ReturnType<typeof useTemplateVersions> }) {
  const { t } = useSupportTexts();
  const key = line.template ? versionKey(line.template) : null;
  const template = key ? versions.templates.get(key) : undefined;
  // A template line has one print file (package lines one per item, listed but not drawn here).
  const print = line.prints.find((p) => p.itemNumber === null);
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
            <Flex gap="6" wrap="wrap" align="flex-start">
              <Stack gap="2" minW="0">
                <Text fontSize="sm" fontWeight="semibold">
                  {t('line.drawn')}
                </Text>
                {template ? (
                  <DocumentParts template={template} stored={line.templateData.userResources} year={line.templateData.year} lang={line.templateData.lang} size={PART_SIZE} />
                ) : key && versions.failed.has(key) ? (
                  <Text color="fg.error">{t('drawing.templateFailed')}</Text>
                ) : (
                  <Skeleton w={`${PART_SIZE}px`} h={`${PART_SIZE}px`} borderRadius="md" />
                )}
              </Stack>
              <Stack gap="2" minW="0" data-testid="print-pages">
                <Text fontSize="sm" fontWeight="semibold">
                  {t('line.printFile')}
                </Text>
                {print?.ready && template ? (
                  <Flex gap="4" wrap="wrap">
                    {template.parts.map((part, index) => (
                      <Box as="figure" key={part.id} m="0">
                        <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="2" w={`${PART_SIZE + 18}px`} h={`${PART_SIZE + 18}px`} display="flex" alignItems="center" justifyContent="center">
                          <Image
                            src={printPageUrl(orderUuid, line.uuid, index + 1, PART_SIZE * 2)}
                            alt={t('line.printPage', { number: index + 1, name: textIn(part.descriptions, currentLanguage()) })}
                            maxW={`${PART_SIZE}px`}
                            maxH={`${PART_SIZE}px`}
                            objectFit="contain"
                          />
                        </Box>
                        <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
                          {t('line.printPageShort', { number: index + 1 })}
                        </Text>
                      </Box>
                    ))}
                  </Flex>
                ) : (
                  <Text color="fg.muted">{print ? t('line.printPending') : t('line.noPrint')}</Text>
                )}
              </Stack>
            </Flex>
            <HStack gap="2" flexWrap="wrap">
              {print?.ready ? (
                <Button asChild size="sm" colorPalette="brand" minH="11">
                  <a href={printFileUrl(orderUuid, print.file)} download>
                    {t('line.downloadPdf')}
                  </a>
                </Button>
              ) : null}
              <RerenderButton orderUuid={orderUuid} />
              <Button asChild size="sm" variant="outline" colorPalette="brand" minH="11" h="auto" py="2" whiteSpace="normal">
                <RouterLink to={supportLineEditorPath(orderUuid, line.uuid)}>{t('line.openInEditor')}</RouterLink>
              </Button>
            </HStack>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Queues the order's print files again; the page shows the new files when opened again. */
function RerenderButton({ orderUuid }: { orderUuid: string }) {
  const { t } = useSupportTexts();
  const { t: tc } = useTranslation();
  const [busy, setBusy] = useState(false);
  const rerender = async () => {
    setBusy(true);
    try {
      await rerenderOrderPrints(orderUuid);
      toaster.create({ type: 'success', title: t('line.rerenderQueued') });
    } catch (err) {
      toaster.create({ type: 'error', title: errorText(err, tc('common.networkError')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" minH="11" loading={busy} onClick={() => void rerender()}>
      {t('line.rerender')}
    </Button>
  );
}
