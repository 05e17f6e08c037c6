/** The retouch selection (spec 2 §2.14): which retouching the customer chose for the pictures in the cart. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartRetouchSelections, pictures, userPictureSets } from '../../db/schema';
import { linePictureUuids, type CartLineRow } from './cartRows';

export interface RetouchablePicture {
  uuid: string;
  webshopId: string;
  width: number;
  height: number;
}

/** Each picture uuid once, in the order the lines (oldest first) and their slots place them. */
export const picturesInLines = (rows: readonly Pick<CartLineRow, 'templateData'>[]): string[] => [...new Set(rows.flatMap(linePictureUuids))];

/**
 * The photographer's pictures placed in the cart's lines, as far as they are in the customer's
 * picture sets; own uploads are not retouched (the photographer retouches their own originals).
 */
export async function retouchablePictures(db: Db, userUuid: string, rows: readonly CartLineRow[]): Promise<RetouchablePicture[]> {
  const placed = picturesInLines(rows);
  if (placed.length === 0) return [];
  const found = await db
    .select({ uuid: pictures.uuid, webshopId: pictures.webshopId, width: pictures.width, height: pictures.height })
    .from(pictures)
    .innerJoin(userPictureSets, and(eq(userPictureSets.pictureSetUuid, pictures.pictureSetUuid), eq(userPictureSets.userUuid, userUuid)))
    .where(inArray(pictures.uuid, placed));
  const byUuid = new Map(found.map((p) => [p.uuid, p]));
  return placed.flatMap((uuid) => (byUuid.has(uuid) ? [byUuid.get(uuid)!] : []));
}

/** The stored selection: picture uuid -> retouch sub-product uuids. */
export async function retouchSelectionOf(db: Db, userUuid: string): Promise<Record<string, string[]>> {
  const rows = await db.select().from(cartRetouchSelections).where(eq(cartRetouchSelections.userUuid, userUuid));
  const selection: Record<string, string[]> = {};
  for (const row of rows) (selection[row.pictureUuid] ??= []).push(row.subProductUuid);
  return selection;
}

/** Replaces the whole selection; empty lists leave their picture out. */
export async function replaceRetouchSelection(db: Db, userUuid: string, selection: Readonly<Record<string, readonly string[]>>): Promise<void> {
  await db.delete(cartRetouchSelections).where(eq(cartRetouchSelections.userUuid, userUuid));
  const rows = Object.entries(selection).flatMap(([pictureUuid, subs]) =>
    [...new Set(subs)].map((subProductUuid) => ({ userUuid, pictureUuid: pictureUuid.toLowerCase(), subProductUuid: subProductUuid.toLowerCase() })),
  );
  if (rows.length > 0) await db.insert(cartRetouchSelections).values(rows);
}

/** Keeps only what still applies: pictures still in the cart, options the retouch product still has. */
export function applicableSelection(
  selection: Readonly<Record<string, readonly string[]>>,
  picturesInCart: ReadonlySet<string>,
  retouchOptions: ReadonlySet<string>,
): Record<string, string[]> {
  const kept: Record<string, string[]> = {};
  for (const [picture, subs] of Object.entries(selection)) {
    if (!picturesInCart.has(picture)) continue;
    const options = subs.filter((s) => retouchOptions.has(s));
    if (options.length > 0) kept[picture] = options;
  }
  return kept;
}
