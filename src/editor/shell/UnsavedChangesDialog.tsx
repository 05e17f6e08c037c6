/** Spec 2 §4: leaving with unsaved changes asks 'Unsaved changes' first. */
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { EditorDialog } from '../dialogs/EditorDialog';

export interface UnsavedChangesDialogProps {
  open: boolean;
  onClose(): void;
  onContinue(): void;
}

export function UnsavedChangesDialog({ open, onClose, onContinue }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={open}
      onDismiss={onContinue}
      title={t('unsaved.title')}
      footer={
        <>
          <Button variant="outline" onClick={onContinue}>
            {t('unsaved.continue')}
          </Button>
          <Button colorPalette="red" onClick={onClose}>
            {t('unsaved.close')}
          </Button>
        </>
      }
    >
      <Text>{t('unsaved.text')}</Text>
    </EditorDialog>
  );
}
