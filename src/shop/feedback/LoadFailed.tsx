import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { errorText } from '../forms/errorText';
import { ErrorAlert } from './ErrorAlert';

/** A screen whose data did not load: the reason, and Try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="flex-start">
      <ErrorAlert message={errorText(error, t('common.networkError'))} />
      <Button colorPalette="brand" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Stack>
  );
}
