import { Button } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { LegalTextBody } from '../pages/LegalTextBody';
import { ShopDialog } from './ShopDialog';
import { useDialogStore } from './dialogStore';

/** The terms of service over the current page (the front page and registration link to it). */
export function TermsDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((s) => s.open === 'terms-of-service');
  const close = useDialogStore((s) => s.close);
  return (
    <ShopDialog
      mountAtOnce
      open={open}
      onClose={close}
      size="lg"
      title={t('pages.termsOfService')}
      footer={
        <Button colorPalette="brand" onClick={close}>
          {t('common.close')}
        </Button>
      }
    >
      {open && <LegalTextBody kind="termsOfService" />}
    </ShopDialog>
  );
}
