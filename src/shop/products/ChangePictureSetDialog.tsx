import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ShopDialog } from '../dialogs/ShopDialog';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { errorText } from '../forms/errorText';
import { PRODUCTS_NAMESPACE } from './i18n';

interface ChangePictureSetDialogProps {
  /** The subject of the set the category switches to; null when closed. */
  subjectName: string | null;
  onCancel: () => void;
  /** Switches the set (on the server) and opens the category; a rejection is shown and the dialog stays. */
  onOk: () => Promise<void>;
}

/** Spec 2 §2.1: the current set has no pictures for the category; Ok switches to the newest set that has. */
export function ChangePictureSetDialog({ subjectName, onCancel, onOk }: ChangePictureSetDialogProps) {
  const { t } = useTranslation(PRODUCTS_NAMESPACE);
  const { t: tShop } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = () => {
    setProblem(null);
    onCancel();
  };

  const ok = async () => {
    setSwitching(true);
    setProblem(null);
    try {
      await onOk();
    } catch (err) {
      setProblem(errorText(err, tShop('common.networkError')));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <ShopDialog
      open={subjectName !== null}
      onClose={cancel}
      title={t('changeSet.title')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={switching}>
            {t('changeSet.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={() => void ok()} loading={switching}>
            {t('changeSet.ok')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('changeSet.text', { name: subjectName ?? '' })}</Text>
        <ErrorAlert message={problem} />
      </Stack>
    </ShopDialog>
  );
}
