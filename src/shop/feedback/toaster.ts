import { createToaster } from '@chakra-ui/react';

/**
 * Short messages that outlive a navigation (e.g. "password updated" shown on the front page
 * the reset screen sends the customer to).
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });
