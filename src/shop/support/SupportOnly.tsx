import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useIsSupport } from './useIsSupport';

/**
 * A support tool's content for support staff; anyone else who finds the address gets a warning
 * instead, and the content is not even mounted, so it asks the server for nothing.
 */
export function SupportOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isSupport = useIsSupport();
  if (isSupport) return children;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{t('support.forbidden')}</Alert.Title>
    </Alert.Root>
  );
}
