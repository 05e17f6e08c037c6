import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { ShopDialog } from '../dialogs/ShopDialog';

/** The add-by-code answer 'warning' (spec 3 §7): its subject and message. */
export type CodeWarning = { message: string; subjectName: string };

/** The warning an added code can answer with; it must be acknowledged, then `onClose` goes on. */
export function CodeWarningDialog({ warning, title, onClose }: { warning: CodeWarning | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShopDialog
      open={warning !== null}
      onClose={onClose}
      mustAcknowledge
      title={title}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <Stack gap="2">
        {warning?.subjectName && <Text fontWeight="semibold">{warning.subjectName}</Text>}
        <Text>{warning?.message}</Text>
      </Stack>
    </ShopDialog>
  );
}
