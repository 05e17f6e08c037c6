import { create } from 'zustand';

/**
 * Dialogs that more than one place can open (the side menu and the front page both open
 * 'Not received a code?'), so they live once in the shell.
 */
export type SharedDialog = 'no-code' | 'cookie-settings' | 'terms-of-service';

interface DialogState {
  open: SharedDialog | null;
  show: (dialog: SharedDialog) => void;
  close: () => void;
}

export const useDialogStore = create<DialogState>((set) => ({
  open: null,
  show: (dialog) => set({ open: dialog }),
  close: () => set({ open: null }),
}));
