import { Button, Text, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ShopDialog } from '../dialogs/ShopDialog';
import { useDialogStore } from '../dialogs/dialogStore';
import { readTrackingConsent, saveTrackingConsent, type TrackingConsent } from './consentCookie';

/** Lets the customer allow or refuse tracking; the choice is kept in the consent cookie. */
export function CookieSettingsDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((s) => s.open === 'cookie-settings');
  const close = useDialogStore((s) => s.close);
  // Read when the dialog renders open, so it always shows the cookie's current value.
  const [consent, setConsent] = useState<TrackingConsent>(readTrackingConsent);

  const choose = (allowed: boolean) => {
    saveTrackingConsent(allowed);
    setConsent(allowed ? 'allowed' : 'refused');
    close();
  };

  return (
    <ShopDialog
      mountAtOnce
      open={open}
      onClose={close}
      title={t('cookies.title')}
      footer={
        <>
          <Button variant="outline" onClick={() => choose(false)}>
            {t('cookies.refuse')}
          </Button>
          <Button colorPalette="brand" onClick={() => choose(true)}>
            {t('cookies.allow')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('cookies.explanation')}</Text>
        <Text>{t('cookies.necessary')}</Text>
        <Text fontWeight="semibold" aria-live="polite">
          {t(`cookies.status.${consent}`)}
        </Text>
      </Stack>
    </ShopDialog>
  );
}
