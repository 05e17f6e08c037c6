/**
 * Which pictures an order's lines draw, recorded beside the lines so the database refuses to
 * delete a picture (a photographer's or an own upload, and with its row the original file it
 * names) while an order that prints it exists.
 */
import { inArray } from 'drizzle-orm';
import type { CartTemplateData } from '../../../api/contract/cart';
import type { StoredPackage } from '../../../api/contract/packages';
import type { Db } from '../../db/client';
import { orderLinePictures, pictures, userImages } from '../../db/schema';

interface LinePictureSource {
  uuid: string;
  templateData: CartTemplateData | null;
  packageData: StoredPackage | null;
  pictureUuids: readonly string[];
}

const placedIn = (data: CartTemplateData | null): string[] => (data ? Object.values(data.userResources.images).map((image) => image.pictureUuid.toLowerCase()) : []);

/** Every picture a line prints or delivers: placed in its template, its package's templates, or a digital set's files. */
export function picturesOfLine(line: Omit<LinePictureSource, 'uuid'>): string[] {
  const fromPackage = line.packageData?.items.flatMap((item) => [...placedIn(item.templateData), ...item.pictureUuids]) ?? [];
  return [...new Set([...placedIn(line.templateData), ...fromPackage, ...line.pictureUuids.map((u) => u.toLowerCase())])];
}

export async function recordLinePictures(db: Db, lines: readonly LinePictureSource[]): Promise<void> {
  const wanted = [...new Set(lines.flatMap((line) => picturesOfLine(line)))];
  if (wanted.length === 0) return;
  const [photographers, uploads] = await Promise.all([
    db.select({ uuid: pictures.uuid }).from(pictures).where(inArray(pictures.uuid, wanted)),
    db.select({ uuid: userImages.uuid }).from(userImages).where(inArray(userImages.uuid, wanted)),
  ]);
  const isPhotographers = new Set(photographers.map((p) => p.uuid));
  const isUpload = new Set(uploads.map((u) => u.uuid));
  const rows = lines.flatMap((line) =>
    picturesOfLine(line).flatMap((uuid): (typeof orderLinePictures.$inferInsert)[] => {
      if (isPhotographers.has(uuid)) return [{ orderLineUuid: line.uuid, pictureUuid: uuid, userImageUuid: null }];
      if (isUpload.has(uuid)) return [{ orderLineUuid: line.uuid, pictureUuid: null, userImageUuid: uuid }];
      return [];
    }),
  );
  if (rows.length > 0) await db.insert(orderLinePictures).values(rows);
}
