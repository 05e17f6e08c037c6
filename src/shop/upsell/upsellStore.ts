/**
 * The upsell pop-ups the customer has answered, kept in the browser (a payment page, a reload
 * or a new visit must not ask again): each answer names the offer (type and prices) and the
 * cart's product lines it was asked for (see upsellWalk.ts for when it still counts).
 */
import { create } from 'zustand';
import { type UpsellAnswer, type UpsellType, answerFor } from './upsellWalk';
import type { UpsaleItem } from '../../api/client/checkout';

const ANSWERS_KEY = 'shop.upsellAnswers';
/** Enough for every offer of a few carts; older answers are of carts long bought. */
const KEPT_ANSWERS = 20;

function readAnswers(): UpsellAnswer[] {
  try {
    const stored = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as UpsellAnswer[]) : [];
  } catch {
    return [];
  }
}

interface UpsellState {
  answers: readonly UpsellAnswer[];
  answer: (item: UpsaleItem, productLineUuids: readonly string[]) => void;
}

export const useUpsellStore = create<UpsellState>((set, get) => ({
  answers: typeof localStorage === 'undefined' ? [] : readAnswers(),
  answer: (item, productLineUuids) => {
    const answers = [...get().answers, answerFor(item, productLineUuids)].slice(-KEPT_ANSWERS);
    set({ answers });
    try {
      localStorage.setItem(ANSWERS_KEY, JSON.stringify(answers));
    } catch (err) {
      // A full or blocked storage only means the offer may be asked again.
      console.warn('Could not keep the upsell answer', err);
    }
  },
}));

export type { UpsellType };
