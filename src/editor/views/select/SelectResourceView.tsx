/**
 * Spec 2 §2.7: when the current part has several editable pictures or texts, the customer
 * first picks one by number; the image or text view then opens for it.
 */
import { Box, Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from '../../../i18n';
import { useShallow } from 'zustand/react/shallow';
import { currentPart, renderedDoc, useEditor, useEditorActions } from '../../store';
import { editableSlots, type ResourceKind } from './editableSlots';
import { ViewPanel } from './ViewPanel';

export function SelectResourceView({ kind }: { kind: ResourceKind }) {
  const { t } = useTranslation('editor');
  const part = useEditor(currentPart);
  const placedImages = useEditor(useShallow((state) => Object.keys(renderedDoc(state).resources.images)));
  const { openView, backToMain } = useEditorActions();
  const slots = editableSlots(part, kind);

  return (
    <ViewPanel
      testId={`select-${kind}-view`}
      title={t(kind === 'image' ? 'select.chooseImage' : 'select.chooseText')}
      footer={
        <Button variant="outline" onClick={backToMain}>
          {t('select.cancel')}
        </Button>
      }
    >
      <Wrap gap="3" pt="1">
        {slots.map((slot, index) => {
          // A text slot always shows a text (its default until edited); only pictures can be missing.
          const filled = kind === 'text' || placedImages.includes(slot.id);
          const label = t(kind === 'image' ? 'select.imageNumber' : 'select.textNumber', { number: index + 1 });
          return (
            <Button
              key={slot.id}
              data-slot-id={slot.id}
              aria-label={!filled ? `${label}, ${t('select.empty')}` : label}
              onClick={() => openView(kind, slot.id)}
              size="lg"
              minW="14"
              h="14"
              fontSize="xl"
              variant={filled ? 'solid' : 'outline'}
              colorPalette="brand"
              position="relative"
            >
              {index + 1}
              {!filled ? (
                // An empty picture slot still has to be filled before the product can be bought.
                <Box as="span" aria-hidden position="absolute" top="1" right="1" boxSize="2" borderRadius="full" bg="orange.500" />
              ) : null}
            </Button>
          );
        })}
      </Wrap>
    </ViewPanel>
  );
}
