import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../feedback/ErrorAlert';
import { usePicturesTexts } from './i18n';
import { PICTURE_SETS_PATH } from '../routes';

/** A picture set screen whose set is not the customer's (or gone): says so and leads back to the list. */
export function PictureSetNotFound() {
  const { t } = usePicturesTexts();
  return (
    <Stack gap="4" align="flex-start">
      <ErrorAlert message={t('set.notFound')} />
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to={PICTURE_SETS_PATH}>{t('set.backToList')}</RouterLink>
      </Button>
    </Stack>
  );
}
