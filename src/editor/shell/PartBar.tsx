/**
 * The part selector (spec 2 §2.5): one button per part of a template with several, each marked
 * completed or missing a picture, the current one pressed. It scrolls sideways on a phone.
 */
import { Box, Button, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { useShallow } from 'zustand/react/shallow';
import { textIn } from '../../engine/model';
import { partCompleted, renderedDoc, useEditor, useEditorActions } from '../store';
import { CompleteIcon } from './icons';

export function PartBar() {
  const { t } = useTranslation('editor');
  const parts = useEditor((state) => renderedDoc(state).template.parts);
  const completed = useEditor(useShallow((state) => renderedDoc(state).template.parts.map((part) => partCompleted(state, part.id))));
  const currentPartId = useEditor((state) => state.currentPartId);
  const lang = useEditor((state) => state.context.lang);
  const { selectPart } = useEditorActions();
  const currentRef = useRef<HTMLButtonElement>(null);

  // The current part stays in sight (undo or a tap on the canvas may change it).
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentPartId]);

  return (
    <Flex as="nav" aria-label={t('shell.parts')} gap="2" px="3" py="2" overflowX="auto" borderBottomWidth="1px" bg="bg" flexShrink={0} data-testid="part-bar">
      {parts.map((part, index) => {
        const current = part.id === currentPartId;
        const done = completed[index];
        const name = textIn(part.descriptions, lang) || t('shell.part', { number: index + 1 });
        return (
          <Button
            key={part.id}
            ref={current ? currentRef : undefined}
            size="sm"
            flexShrink={0}
            variant={current ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-current={current ? 'page' : undefined}
            aria-label={`${name}, ${done ? t('shell.partComplete') : t('shell.partIncomplete')}`}
            data-part-id={part.id}
            data-complete={done}
            onClick={() => selectPart(part.id)}
          >
            {name}
            {done ? (
              <CompleteIcon aria-hidden boxSize="4" color={current ? undefined : 'green.600'} />
            ) : (
              <Box as="span" aria-hidden boxSize="2" borderRadius="full" bg="orange.500" />
            )}
          </Button>
        );
      })}
    </Flex>
  );
}
