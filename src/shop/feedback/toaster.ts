import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

const loadToastStore = () => import('./toastStore');

/**
 * Short messages that outlive a navigation (e.g. "password updated" shown on the front page
 * the reset screen sends the customer to). The toast machine (about 5 KB gzip) loads with the
 * Toaster renderer after the first screen, not with every page; a message given before then
 * shows as soon as it has arrived.
 */
export const toaster = {
  create(options: ToastOptions): void {
    loadToastStore().then(
      ({ toastStore }) => toastStore.create(options),
      (err: unknown) => console.error('Could not show a message', options, err),
    );
  },
};
