/** The image view's questions and notices (spec 2 §2.6, §4): not allowed, subject change, replace all. */
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../i18n';
import { EditorDialog } from '../../dialogs/EditorDialog';

export function NotAllowedDialog({ open, pictureId, onClose }: { open: boolean; pictureId: string | null; onClose: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={open}
      onDismiss={onClose}
      title={t('notAllowed.title')}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('notAllowed.ok')}
        </Button>
      }
    >
      <Text>{t('notAllowed.text')}</Text>
      {pictureId ? (
        <Text mt="2" color="fg.muted" fontSize="sm">
          {t('notAllowed.pictureId', { id: pictureId })}
        </Text>
      ) : null}
    </EditorDialog>
  );
}

export interface SubjectChangeDialogProps {
  open: boolean;
  /** Whose picture it is. */
  name: string;
  /** The subject the editor opened with. */
  current: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function SubjectChangeDialog({ open, name, current, onCancel, onConfirm }: SubjectChangeDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={open}
      onDismiss={onCancel}
      title={t('subjectChange.title')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('subjectChange.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={onConfirm}>
            {t('subjectChange.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('subjectChange.text', { name, current })}</Text>
    </EditorDialog>
  );
}

export interface ReplaceAllDialogProps {
  open: boolean;
  /** Fields the picture would fill, this one included. */
  count: number;
  onThisOnly: () => void;
  onAll: () => void;
  /** Escape: back to the view, nothing decided. */
  onDismiss: () => void;
}

export function ReplaceAllDialog({ open, count, onThisOnly, onAll, onDismiss }: ReplaceAllDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={open}
      onDismiss={onDismiss}
      title={t('replaceAll.title')}
      footer={
        <>
          <Button variant="outline" onClick={onThisOnly}>
            {t('replaceAll.onlyThis')}
          </Button>
          <Button colorPalette="brand" onClick={onAll}>
            {t('replaceAll.all')}
          </Button>
        </>
      }
    >
      <Text>{t('replaceAll.text', { count })}</Text>
    </EditorDialog>
  );
}
