/** The retouch selection (spec 2 §2.14): which retouching the customer chose for the pictures in the cart. */
import { and, eq, inArray } from 'drizzle-orm';
import { imageSlots, type Template } from '../../../engine/model';
import type { Db } from '../../db/client';
import { cartRetouchSelections, pictures, userPictureSets } from '../../db/schema';
import type { CartLineRow } from './cartRows';
import { lineTemplateKey, loadLineTemplates } from './lineTemplates';

export interface RetouchablePicture {
  uuid: string;
  webshopId: string;
  width: number;
  height: number;
}

type LineWithPictures = Pick<CartLineRow, 'templateData' | 'templateUuid' | 'templateVersion' | 'packageData'>;
type FilledTemplate = Pick<CartLineRow, 'templateData' | 'templateUuid' | 'templateVersion'>;

/** The filled templates a line holds: its own, or a package's printed items. */
export function filledTemplates(row: LineWithPictures): FilledTemplate[] {
  const own = row.templateData ? [{ templateUuid: row.templateUuid, templateVersion: row.templateVersion, templateData: row.templateData }] : [];
  const items = (row.packageData?.items ?? []).flatMap((item) =>
    item.template && item.templateData ? [{ templateUuid: item.template.uuid, templateVersion: item.template.version, templateData: item.templateData }] : [],
  );
  return [...own, ...items];
}

/**
 * The picture uuids a filled template places, in the order of its template's slots (a calendar's
 * cover, then its months). The stored resources cannot give that order: jsonb keeps object keys
 * sorted its own way.
 */
export function linePictureUuids(row: Pick<CartLineRow, 'templateData'>, template: Template | undefined): string[] {
  const images = row.templateData?.userResources.images ?? {};
  const slotOrder = template ? imageSlots(template).map((slot) => slot.id) : [];
  const ids = [...slotOrder.filter((id) => Object.hasOwn(images, id)), ...Object.keys(images).filter((id) => !slotOrder.includes(id))];
  return ids.map((id) => images[id].pictureUuid.toLowerCase());
}

/**
 * Each picture uuid once, in the order the lines (oldest first), their templates and slots place
 * them; lines with no filled template place none. Templates by lineTemplateKey.
 */
export const picturesInLines = (rows: readonly LineWithPictures[], templates: ReadonlyMap<string, Template>): string[] => [
  ...new Set(rows.flatMap(filledTemplates).flatMap((filled) => linePictureUuids(filled, templates.get(lineTemplateKey(filled))))),
];

/**
 * The photographer's pictures placed in the cart's lines, as far as they are in the customer's
 * picture sets; own uploads are not retouched (the photographer retouches their own originals).
 */
export async function retouchablePictures(db: Db, userUuid: string, rows: readonly CartLineRow[]): Promise<RetouchablePicture[]> {
  const placed = picturesInLines(rows, await loadLineTemplates(db, rows.flatMap(filledTemplates)));
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

/**
 * Keeps only what still applies: pictures still in the cart, options the retouch product still
 * has, listed in the order of `retouchOptions` (the product's) whatever order they were chosen in.
 */
export function applicableSelection(
  selection: Readonly<Record<string, readonly string[]>>,
  picturesInCart: ReadonlySet<string>,
  retouchOptions: ReadonlySet<string>,
): Record<string, string[]> {
  const kept: Record<string, string[]> = {};
  for (const [picture, subs] of Object.entries(selection)) {
    if (!picturesInCart.has(picture)) continue;
    const options = [...retouchOptions].filter((s) => subs.includes(s));
    if (options.length > 0) kept[picture] = options;
  }
  return kept;
}
