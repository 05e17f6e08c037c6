/** Spec 2 §4: Cancel in a view with changes asks before the changes are thrown away. */
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { EditorDialog } from './EditorDialog';

export interface DiscardChangesDialogProps {
  open: boolean;
  /** Throw the changes away (the view then closes). */
  onDiscard: () => void;
  /** Keep editing. */
  onKeep: () => void;
}

export function DiscardChangesDialog({ open, onDiscard, onKeep }: DiscardChangesDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={open}
      onDismiss={onKeep}
      title={t('discardChanges.title')}
      footer={
        <>
          <Button variant="outline" onClick={onKeep}>
            {t('discardChanges.keep')}
          </Button>
          <Button colorPalette="red" onClick={onDiscard}>
            {t('discardChanges.discard')}
          </Button>
        </>
      }
    >
      <Text>{t('discardChanges.text')}</Text>
    </EditorDialog>
  );
}
