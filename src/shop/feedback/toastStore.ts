import { createToaster } from '@chakra-ui/react';

/** The toast machine's store, which the Toaster renders; screens go through `toaster`. */
export const toastStore = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });
