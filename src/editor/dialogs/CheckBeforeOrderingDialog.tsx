/**
 * Spec 2 §2.15: before the buy view, once per session when the template asks for it, the
 * customer is reminded that the product is printed exactly as shown.
 */
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { EditorDialog } from './EditorDialog';

export interface CheckBeforeOrderingDialogProps {
  open: boolean;
  /** 'Add to shopping cart': on to the buy view. */
  onAdd(): void;
  /** 'Yes, I would like to check': back to the product. */
  onCheck(): void;
}

export function CheckBeforeOrderingDialog({ open, onAdd, onCheck }: CheckBeforeOrderingDialogProps) {
  const { t } = useTranslation('editor');
  return (
    <EditorDialog
      open={open}
      onDismiss={onCheck}
      title={t('checkBeforeOrdering.title')}
      footer={
        <>
          <Button variant="outline" onClick={onCheck}>
            {t('checkBeforeOrdering.check')}
          </Button>
          <Button colorPalette="brand" onClick={onAdd}>
            {t('checkBeforeOrdering.add')}
          </Button>
        </>
      }
    >
      <Text>{t('checkBeforeOrdering.text')}</Text>
    </EditorDialog>
  );
}
