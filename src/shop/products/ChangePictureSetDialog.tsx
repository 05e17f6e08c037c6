import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ShopDialog } from '../dialogs/ShopDialog';
import { PRODUCTS_NAMESPACE } from './i18n';

interface ChangePictureSetDialogProps {
  /** The subject of the set the category switches to; null when closed. */
  subjectName: string | null;
  onCancel: () => void;
  onOk: () => void;
}

/** Spec 2 §2.1: the current set has no pictures for the category; Ok switches to the newest set that has. */
export function ChangePictureSetDialog({ subjectName, onCancel, onOk }: ChangePictureSetDialogProps) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  return (
    <ShopDialog
      open={subjectName !== null}
      onClose={onCancel}
      title={t('changeSet.title')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('changeSet.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={onOk}>
            {t('changeSet.ok')}
          </Button>
        </>
      }
    >
      {t('changeSet.text', { name: subjectName ?? '' })}
    </ShopDialog>
  );
}
