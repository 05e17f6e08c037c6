import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { TextPageLayout } from './TextPageLayout';
import { FRONT_PAGE_PATH } from '../routes';

/** Any address the shop does not know, and legacy pages that do not exist. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <TextPageLayout title={t('pages.notFound')}>
      <Text mb="6">{t('pages.notFoundText')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={FRONT_PAGE_PATH}>{t('pages.toFrontPage')}</RouterLink>
      </Button>
    </TextPageLayout>
  );
}
