/**
 * Which upsell pop-ups the customer has answered during this visit, so pressing Checkout again
 * does not ask the same question twice. A new page load asks again.
 */
import { create } from 'zustand';
import type { UpsellType } from './upsellWalk';

interface UpsellState {
  answered: ReadonlySet<UpsellType>;
  answer: (type: UpsellType) => void;
}

export const useUpsellStore = create<UpsellState>((set) => ({
  answered: new Set(),
  answer: (type) => set((s) => ({ answered: new Set(s.answered).add(type) })),
}));
