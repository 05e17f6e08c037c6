import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { ShopDialog } from '../dialogs/ShopDialog';

/** Support staff acting as a customer confirm that a code's picture set goes to that customer's account. */
export function ConfirmSimulatedAddDialog({
  open,
  code,
  userLabel,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  code: string;
  userLabel: string;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ShopDialog
      open={open}
      onClose={onClose}
      title={t('entry.confirmTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{t('entry.confirmSimulatedAdd', { code: code.trim(), user: userLabel })}</Text>
    </ShopDialog>
  );
}
