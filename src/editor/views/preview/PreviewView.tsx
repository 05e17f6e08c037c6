/**
 * The preview view (spec 2 §2.11): every part of the product as it will be printed, in a grid
 * of 2, 3 or 4 columns; a tap opens a part full screen with previous/next and Close.
 */
import { Box, Button, SimpleGrid, Text, useBreakpointValue } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { textIn } from '../../../engine/model';
import { TemplateThumbnail } from '../../../engine/react';
import { useEditor, useEditorActions } from '../../store';
import { ViewPanel } from '../select/ViewPanel';
import { PartPreviewDialog } from './PartPreviewDialog';
import { PREVIEW_COLUMNS, previewTileSize, tallestAspect } from './previewGrid';
import { useElementSize } from '../../canvas/useElementSize';

const GAP = 12;

export function PreviewView() {
  const { t } = useTranslation('editor');
  // The preview shows what is stored: no view is open, so there is no draft.
  const doc = useEditor((state) => state.doc);
  const lang = useEditor((state) => state.context.lang);
  const subjectName = useEditor((state) => state.context.pictureSet.subject.name);
  const { backToMain } = useEditorActions();
  const columns = useBreakpointValue(PREVIEW_COLUMNS) ?? PREVIEW_COLUMNS.base;
  const gridRef = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(gridRef);
  const [shown, setShown] = useState<number | null>(null);
  const { template, resources, year } = doc;
  const tile = previewTileSize(width, columns, GAP, tallestAspect(template.parts));

  return (
    <ViewPanel
      testId="preview-view"
      title={t('preview.title')}
      aside={
        <Text fontSize="sm" color="fg.muted">
          {t('preview.parts', { count: template.parts.length })}
        </Text>
      }
      footer={
        <Button variant="outline" onClick={backToMain} ms="auto">
          {t('preview.back')}
        </Button>
      }
    >
      <SimpleGrid ref={gridRef} columns={columns} gap={`${GAP}px`} as="ul" listStyleType="none" pt="1">
        {template.parts.map((part, index) => {
          const name = textIn(part.descriptions, lang);
          return (
            <Box as="li" key={part.id} minW="0">
              <Box
                as="button"
                w="full"
                display="flex"
                flexDirection="column"
                alignItems="center"
                gap="1"
                p="1"
                borderRadius="md"
                cursor="zoom-in"
                _hover={{ bg: 'bg.muted' }}
                aria-label={t('preview.open', { name })}
                data-part-id={part.id}
                onClick={() => setShown(index)}
              >
                {tile.width > 0 ? (
                  <TemplateThumbnail
                    template={template}
                    partIndex={index}
                    resources={resources}
                    year={year}
                    lang={lang}
                    subjectName={subjectName}
                    width={tile.width - 8}
                    height={tile.height}
                    alt={name}
                    skeleton={(size) => <Box {...size} bg="bg.emphasized" borderRadius="sm" />}
                  />
                ) : null}
                <Text fontSize="sm" lineClamp="1" textAlign="center">
                  {name}
                </Text>
              </Box>
            </Box>
          );
        })}
      </SimpleGrid>
      <PartPreviewDialog index={shown} onIndexChange={setShown} onClose={() => setShown(null)} />
    </ViewPanel>
  );
}
