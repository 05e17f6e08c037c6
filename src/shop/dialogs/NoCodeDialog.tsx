import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { ContactLinks } from '../contact/ContactLinks';
import { useSettings } from '../settings/settingsStore';
import { ShopDialog } from './ShopDialog';
import { useDialogStore } from './dialogStore';

/** 'Not received a code?': where codes come from, and how to reach the photographer. */
export function NoCodeDialog() {
  const { t } = useTranslation();
  const open = useDialogStore((s) => s.open === 'no-code');
  const close = useDialogStore((s) => s.close);
  const { site } = useSettings();
  const contact = site.contactInfo;
  const cityLine = [contact.postalCode, contact.city].filter(Boolean).join(' ');

  return (
    <ShopDialog
      mountAtOnce
      open={open}
      onClose={close}
      title={t('noCode.title')}
      footer={
        <Button colorPalette="brand" onClick={close}>
          {t('common.close')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text>{t('noCode.whereCodesComeFrom')}</Text>
        <Text>{t('noCode.checkFirst')}</Text>
        <Text>{t('noCode.contactUs')}</Text>
        <Stack gap="1" as="address" fontStyle="normal" bg="brand.subtle" p="4" borderRadius="md">
          <Text fontWeight="semibold">{site.name}</Text>
          {contact.address && <Text>{contact.address}</Text>}
          {cityLine && <Text>{cityLine}</Text>}
          <ContactLinks contact={contact} />
        </Stack>
      </Stack>
    </ShopDialog>
  );
}
