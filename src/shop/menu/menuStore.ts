import { create } from 'zustand';

/** Whether the side menu is open; the header opens it, the menu closes itself on navigation. */
export const useMenuStore = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
