import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { ContactLinks } from '../contact/ContactLinks';
import { useSettings } from '../settings/settingsStore';
import { TextPageLayout } from './TextPageLayout';

/** /contact-us: the portal's name, postal address, e-mail and phone. */
export function ContactPage() {
  const { t } = useTranslation();
  const { site } = useSettings();
  const contact = site.contactInfo;
  return (
    <TextPageLayout title={t('menu.contactUs')}>
      <Stack gap="6">
        <Text>{t('contact.intro')}</Text>
        <Stack as="address" fontStyle="normal" gap="1" fontSize="lg">
          <Heading as="h2" size="lg">
            {site.name}
          </Heading>
          {contact.address && <Text>{contact.address}</Text>}
          {(contact.postalCode || contact.city) && <Text>{[contact.postalCode, contact.city].filter(Boolean).join(' ')}</Text>}
          {contact.state && <Text>{contact.state}</Text>}
        </Stack>
        <Stack gap="2" fontSize="lg">
          <ContactLinks contact={contact} />
        </Stack>
      </Stack>
    </TextPageLayout>
  );
}
