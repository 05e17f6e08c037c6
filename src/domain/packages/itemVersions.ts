/** Package items' versions (spec 3 §4): 1 when the package opens, one more on every replacement. */

export const FIRST_ITEM_VERSION = 1;

export interface VersionedItem {
  uuid: string;
  version: number;
}

/** The items with `uuid` replaced by `change` and its version raised by one; others untouched. */
export function replaceItem<T extends VersionedItem>(items: readonly T[], uuid: string, change: (item: T) => T): T[] {
  return items.map((item) => (item.uuid === uuid ? { ...change(item), uuid: item.uuid, version: item.version + 1 } : item));
}
