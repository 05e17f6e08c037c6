/**
 * Delivery methods and their options (spec 1 §3, §9): what a method costs, which store a pickup
 * location belongs to, and which option is the express variant. Plain shapes, so the checkout
 * screens and the server judge the same data the same way.
 */

export type DeliveryType = 'postage' | 'school-pickup' | 'store-pickup' | 'digital-delivery';

export const DELIVERY_TYPES: readonly DeliveryType[] = ['postage', 'school-pickup', 'store-pickup', 'digital-delivery'];

/** The uuid suffix that marks the express variant of a pickup location (spec 1 §3). */
export const EXPRESS_UUID_SUFFIX = '-111111111111';
/** The first 23 characters of a pickup location's uuid name its store (spec 1 §3). */
export const STORE_KEY_LENGTH = 23;

/** What the price rule needs of an option or a pickup location. */
export interface Priced {
  uuid: string;
  price: number;
  isExpress?: boolean;
}

export const isExpress = (option: Priced): boolean => option.isExpress === true || option.uuid.endsWith(EXPRESS_UUID_SUFFIX);

/**
 * The price shown for a whole method: its highest option price, express variants left out (an
 * express surcharge is not what the method "costs"). Null when the method has no regular option.
 */
export function methodPrice(options: readonly Priced[]): number | null {
  const regular = options.filter((option) => !isExpress(option));
  if (regular.length === 0) return null;
  return Math.max(...regular.map((option) => option.price));
}

export const storeKey = (uuid: string): string => uuid.slice(0, STORE_KEY_LENGTH);

export interface StoreGroup<L> {
  /** The store's part of the uuids. */
  key: string;
  /** The ordinary location, or the express one when a store offers only that. */
  main: L;
  /** The express variant of the same store, if any. */
  express: L | null;
  /** Every location of the store in the order they came. */
  locations: L[];
}

/**
 * Groups pickup locations by store, keeping the stores in the order they first appear. Each store
 * names its regular location and its express variant so the screen can show one row per store.
 */
export function groupByStore<L extends { uuid: string }>(locations: readonly L[]): StoreGroup<L>[] {
  const groups = new Map<string, L[]>();
  for (const location of locations) {
    const key = storeKey(location.uuid);
    const list = groups.get(key);
    if (list) list.push(location);
    else groups.set(key, [location]);
  }
  return [...groups].map(([key, list]) => {
    const regular = list.find((l) => !l.uuid.endsWith(EXPRESS_UUID_SUFFIX));
    const express = list.find((l) => l.uuid.endsWith(EXPRESS_UUID_SUFFIX)) ?? null;
    return { key, main: regular ?? express!, express: regular ? express : null, locations: list };
  });
}

/**
 * Spec 1 §9: GB, US and AU write the postal code after the city, every other country before it.
 */
export const POSTAL_CODE_AFTER_CITY: readonly string[] = ['GB', 'US', 'AU'];

export const postalCodeAfterCity = (country: string): boolean => POSTAL_CODE_AFTER_CITY.includes(country.toUpperCase());
