/**
 * One part full screen (spec 2 §2.11), drawn live at the size of the screen from the large
 * pictures, with previous/next part arrows (and the arrow keys) and Close.
 */
import { Box, Button, CloseButton, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../../chakra';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { textIn } from '../../../engine/model';
import { PartCanvas } from '../../../engine/react';
import { useEditor, type EditorDocument } from '../../store';
import { NextIcon, PreviousIcon } from './icons';
import { useElementSize } from '../../canvas/useElementSize';

export interface PartPreviewDialogProps {
  /** The part shown; null when the dialog is closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

export function PartPreviewDialog({ index, onIndexChange, onClose }: PartPreviewDialogProps) {
  const { t } = useTranslation('editor');
  const doc = useEditor((state) => state.doc);
  const lang = useEditor((state) => state.context.lang);
  const subjectName = useEditor((state) => state.context.pictureSet.subject.name);
  const count = doc.template.parts.length;
  const part = index === null ? null : doc.template.parts[index];

  const go = (step: 1 | -1) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < count) onIndexChange(next);
  };

  return (
    <Dialog.Root
      open={index !== null}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      size="full"
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="gray.900"
            color="white"
            data-testid="part-preview-dialog"
            onKeyDown={(event) => {
              if (event.key === 'ArrowLeft') go(-1);
              if (event.key === 'ArrowRight') go(1);
            }}
          >
            <Dialog.Header display="flex" alignItems="center" gap="3" py="3">
              <Dialog.Title flex="1" fontSize="md" lineClamp="1">
                {part ? textIn(part.descriptions, lang) : ''}
              </Dialog.Title>
              {count > 1 && index !== null ? (
                <Text fontSize="sm" color="whiteAlpha.800" aria-live="polite">
                  {t('preview.position', { number: index + 1, count })}
                </Text>
              ) : null}
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label={t('preview.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" p="0" minH="0">
              {part && index !== null ? (
                <LivePart key={part.id} partIndex={index} doc={doc} lang={lang} subjectName={subjectName} />
              ) : null}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between" py="3">
              <IconButton
                aria-label={t('preview.previous')}
                variant="outline"
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                size="lg"
                disabled={index === null || index === 0}
                onClick={() => go(-1)}
              >
                <PreviousIcon />
              </IconButton>
              <Button variant="solid" colorPalette="gray" onClick={onClose}>
                {t('preview.close')}
              </Button>
              <IconButton
                aria-label={t('preview.next')}
                variant="outline"
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                size="lg"
                disabled={index === null || index === count - 1}
                onClick={() => go(1)}
              >
                <NextIcon />
              </IconButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface LivePartProps {
  partIndex: number;
  doc: EditorDocument;
  lang: 'nb' | 'en';
  subjectName: string;
}

function LivePart({ partIndex, doc, lang, subjectName }: LivePartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(boxRef);
  const part = doc.template.parts[partIndex];
  return (
    <Flex ref={boxRef} flex="1" minH="0" align="center" justify="center" px="2">
      {width > 0 && height > 0 ? (
        <Box boxShadow="lg">
          <PartCanvas
            template={doc.template}
            part={part}
            resources={doc.resources}
            year={doc.year}
            lang={lang}
            subjectName={subjectName}
            width={width}
            height={height}
          />
        </Box>
      ) : null}
    </Flex>
  );
}
