import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import type { SiteSettings } from '../../api/client/settings';

/**
 * The portal's e-mail address and phone number as links that open mail or dial, each on its own
 * line and left out when the settings have none. The surrounding block decides the layout.
 */
export function ContactLinks({ contact }: { contact: SiteSettings['contactInfo'] }) {
  const { t } = useTranslation();
  return (
    <>
      {contact.email && (
        <Text>
          {t('contact.email')}:{' '}
          <Link href={`mailto:${contact.email}`} color="brand.fg" textDecoration="underline">
            {contact.email}
          </Link>
        </Text>
      )}
      {contact.phone && (
        <Text>
          {t('contact.phone')}:{' '}
          {/* Dialled without the spaces the number is written with. */}
          <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} color="brand.fg" textDecoration="underline">
            {contact.phone}
          </Link>
        </Text>
      )}
    </>
  );
}
