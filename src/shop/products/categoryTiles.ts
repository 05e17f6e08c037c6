/**
 * The category overview's rules (spec 2 §2.1): which tiles show, where each leads, and when a
 * click must first offer to change the picture set. Pure.
 */
import type { ShopCategory } from '../../api/client/templates';
import { CATALOGUES_PATH, categoriesPath, DIGITAL_PORTRAITS_PATH, PACKAGES_PATH, productListPath } from '../routes';

/** Kept for old products; never offered. */
export const HIDDEN_CATEGORY = 'archive';

export const visibleCategories = <T extends Pick<ShopCategory, 'internalName'>>(categories: readonly T[]): T[] =>
  categories.filter((category) => category.internalName !== HIDDEN_CATEGORY);

/** Tiles whose target is not a photo-gift list, by internal name. */
const FIXED_TARGETS: Readonly<Record<string, string>> = {
  digitalprint: DIGITAL_PORTRAITS_PATH,
  catalogues: CATALOGUES_PATH,
  calendar: productListPath('calendars'),
  packages: PACKAGES_PATH,
};

/**
 * Where a tile leads: cards to the cards category route with the default subcategory (else the
 * first, else the plain cards list), the fixed tiles to their routes, every other tile to the
 * photo gifts of its category.
 */
export function categoryTarget(category: Pick<ShopCategory, 'internalName' | 'subCategories'>): string {
  const name = category.internalName;
  if (name === 'cards') {
    const sub = category.subCategories.find((s) => s.default) ?? category.subCategories[0];
    return sub ? categoriesPath('cards', sub.internalName) : productListPath('cards');
  }
  if (Object.hasOwn(FIXED_TARGETS, name)) return FIXED_TARGETS[name];
  return `${productListPath('photogifts')}/${encodeURIComponent(name)}`;
}

/**
 * The picture set to switch to before opening the category: the customer's set of the
 * category's first qualified subject, when that subject is not the current set's. Null: open
 * the category as it is (no qualified subject, the current one, or a set the page does not know).
 */
export function setToSwitchTo<S extends { uuid: string; subject: { uuid: string } }>(
  category: Pick<ShopCategory, 'firstQualifiedSubject'>,
  currentSet: S | null,
  sets: readonly S[],
): S | null {
  const qualified = category.firstQualifiedSubject;
  if (!qualified || qualified.uuid === currentSet?.subject.uuid) return null;
  return sets.find((set) => set.subject.uuid === qualified.uuid) ?? null;
}
