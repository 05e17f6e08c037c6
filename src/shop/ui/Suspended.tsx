import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

/** A lazily loaded screen, with a spinner while its code arrives. */
export function Suspended({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center flex="1" py="16">
          <Spinner color="brand.solid" size="lg" aria-label={t('common.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
