import { Portal, Stack } from '@chakra-ui/react';
import { Toast, Toaster as ChakraToaster } from '../../chakra';
import { useTranslation } from '../../i18n';
import { toastStore } from './toastStore';

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('common.close')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
