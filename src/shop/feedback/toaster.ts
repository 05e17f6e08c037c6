import type { CreateToasterReturn } from '@chakra-ui/react';
import { create } from 'zustand';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

const loadToastStore = () => import('./toastStore');

/**
 * Whether anything has asked for a toast yet: the Toaster renderer (Chakra's toast machine and
 * its components, which share the 66 KB gzip chunk of the shop's less common Chakra components)
 * is loaded and mounted only then, not on every page a visitor opens.
 */
export const useToastsWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

/**
 * Short messages that outlive a navigation (e.g. "password updated" shown on the front page
 * the reset screen sends the customer to). A message given before the renderer is there shows
 * as soon as it has arrived.
 */
export const toaster = {
  create(options: ToastOptions): void {
    useToastsWanted.setState({ wanted: true });
    loadToastStore().then(
      ({ toastStore }) => toastStore.create(options),
      (err: unknown) => console.error('Could not show a message', options, err),
    );
  },
};
