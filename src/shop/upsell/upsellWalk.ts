/**
 * The upsell pop-ups (spec 1 'Upsell pop-ups', §4): the checkout's upsaleList walked in its
 * order, one pop-up at a time, until none is left. Items of a type the shop has no pop-up for
 * are passed over, and a type the customer already answered in this visit is not asked again
 * (pressing Checkout a second time should not repeat the same question).
 */
import type { UpsaleItem } from '../../api/client/checkout';

export type UpsellType = UpsaleItem['type'];

const SHOWN_TYPES: readonly UpsellType[] = ['CATALOGUE', 'DIGITAL_FILES'];

/** The pop-ups to show, in the list's order: known types, each once, none already answered. */
export function upsellSteps(list: readonly UpsaleItem[], answered: ReadonlySet<UpsellType> = new Set()): UpsaleItem[] {
  const seen = new Set<UpsellType>();
  return list.filter((item) => {
    if (!SHOWN_TYPES.includes(item.type) || answered.has(item.type) || seen.has(item.type)) return false;
    seen.add(item.type);
    return true;
  });
}

/** Spec 1: the saving shown is price minus rebatedPrice, in whole øre; never negative. */
export function upsellSaving(item: Pick<UpsaleItem, 'price' | 'rebatedPrice'>): number {
  return Math.max(0, Math.round((item.price - item.rebatedPrice) * 100) / 100);
}

export interface UpsellWalk {
  steps: readonly UpsaleItem[];
  index: number;
}

export const startWalk = (steps: readonly UpsaleItem[]): UpsellWalk => ({ steps, index: 0 });

/** The pop-up to show now; null once the list is finished (nothing is shown then). */
export const currentStep = (walk: UpsellWalk): UpsaleItem | null => walk.steps[walk.index] ?? null;

export const nextStep = (walk: UpsellWalk): UpsellWalk => ({ ...walk, index: Math.min(walk.index + 1, walk.steps.length) });
