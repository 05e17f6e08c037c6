/**
 * The upsell pop-ups (spec 1 'Upsell pop-ups', §4): the checkout's upsaleList walked in its
 * order, one pop-up at a time, until none is left. Items of a type the shop has no pop-up for
 * are passed over, and an offer the customer already answered for this cart is not asked again
 * (each trip to checkout repeated the same question, 'No thanks' or not). An offer is new when
 * its prices differ from the answered one (the cart's pupils changed, say) or when the cart is a
 * new one: no product line of the answered cart is in it any more.
 */
import type { UpsaleItem } from '../../api/client/checkout';

export type UpsellType = UpsaleItem['type'];

const SHOWN_TYPES: readonly UpsellType[] = ['CATALOGUE', 'DIGITAL_FILES'];

/** An answered offer: which, at which prices, for the cart of which product lines. */
export interface UpsellAnswer {
  offer: string;
  lines: string[];
}

const offerOf = (item: UpsaleItem): string => `${item.type}:${item.price}:${item.rebatedPrice}`;

export const answerFor = (item: UpsaleItem, productLineUuids: readonly string[]): UpsellAnswer => ({ offer: offerOf(item), lines: [...productLineUuids] });

/** The same offer was answered for this cart (one of its product lines was there then). */
export function wasAnswered(item: UpsaleItem, productLineUuids: readonly string[], answers: readonly UpsellAnswer[]): boolean {
  const offer = offerOf(item);
  return answers.some((a) => a.offer === offer && a.lines.some((uuid) => productLineUuids.includes(uuid)));
}

/** The pop-ups to show, in the list's order: known types, each once, none already answered for this cart. */
export function upsellSteps(list: readonly UpsaleItem[], productLineUuids: readonly string[] = [], answers: readonly UpsellAnswer[] = []): UpsaleItem[] {
  const seen = new Set<UpsellType>();
  return list.filter((item) => {
    if (!SHOWN_TYPES.includes(item.type) || wasAnswered(item, productLineUuids, answers) || seen.has(item.type)) return false;
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
