/** Uploaded pictures: objects in media storage, one row each, written all or nothing. */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { UploadedImage } from '../../../api/contract/templates';
import type { Db } from '../../db/client';
import { userImages } from '../../db/schema';
import type { ObjectStorage } from '../../storage';
import type { UploadFormat } from './inspect';

export type UserImageRow = typeof userImages.$inferSelect;

/** A checked file ready to be stored. */
export interface AcceptedUpload {
  /** Where the upload was received (receive.ts), on the media folder's file system. */
  source: string;
  byteSize: number;
  originalName: string;
  format: UploadFormat;
  width: number;
  height: number;
}

const EXTENSIONS: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Sharded by the uuid's first characters like the derivative cache, so no folder grows huge. */
const uploadPath = (uuid: string, format: UploadFormat) => path.posix.join('uploads', uuid.slice(0, 2), `${uuid}.${EXTENSIONS[format]}`);

/** A name to show, never a path: the browser's file name without folders, control characters or excess. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
}

/**
 * Where this server receives uploads before they are checked: its own data folder, never the
 * shared media (several servers, or tests, may use one media folder). Storing one in the default
 * folder storage is a rename (a copy across file systems); S3 storage streams it from there.
 */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'incoming');

/**
 * Moves every file into media storage (whole or not at all), then inserts every row in one
 * transaction. If anything fails, the files moved so far are removed again and no row stays: the
 * customer retries the whole upload.
 */
export async function storeUploads(db: Db, media: ObjectStorage, userUuid: string, uploads: readonly AcceptedUpload[], now: Date): Promise<UserImageRow[]> {
  const rows: UserImageRow[] = uploads.map((u, i) => {
    const uuid = randomUUID();
    return {
      uuid,
      userUuid,
      file: uploadPath(uuid, u.format),
      width: u.width,
      height: u.height,
      format: u.format,
      byteSize: u.byteSize,
      originalName: cleanFileName(u.originalName),
      // The batch's first file gets the latest time, so the newest-first list shows a batch in the order it was chosen.
      createdAt: new Date(now.getTime() + (uploads.length - 1 - i)),
    };
  });
  const written: string[] = [];
  try {
    for (const [i, row] of rows.entries()) {
      await media.moveIn(row.file, uploads[i].source);
      written.push(row.file);
    }
    await db.transaction(async (tx) => {
      await tx.insert(userImages).values(rows);
    });
    return rows;
  } catch (err) {
    await Promise.all(written.map((key) => media.remove(key).catch(() => {})));
    throw err;
  }
}

/** Media URL template of an upload, like a picture's (the client fills {size} and {effect}). */
export const uploadSrcTemplate = (uuid: string) => `/media/uploads/${uuid}/{size}/{effect}.jpg`;

export const toUploadedImage = (row: UserImageRow): UploadedImage => ({
  uuid: row.uuid,
  dimensions: { width: row.width, height: row.height },
  keywords: ['user_uploaded'],
  src: uploadSrcTemplate(row.uuid),
  uploadedAt: row.createdAt.toISOString(),
});

/** How many uploads the recent-images list shows. */
export const RECENT_IMAGES_LIMIT = 200;

export async function recentUserImages(db: Db, userUuid: string): Promise<UserImageRow[]> {
  return db.select().from(userImages).where(eq(userImages.userUuid, userUuid)).orderBy(desc(userImages.createdAt), desc(userImages.uuid)).limit(RECENT_IMAGES_LIMIT);
}

/**
 * The customer's own upload, or null (someone else's answers the same as a missing one). Null for
 * `userUuid` finds anyone's (support staff drawing a customer's order line).
 */
export async function findUserImage(db: Db, userUuid: string | null, uuid: string): Promise<UserImageRow | null> {
  const [row] = await db
    .select()
    .from(userImages)
    .where(userUuid === null ? eq(userImages.uuid, uuid) : and(eq(userImages.uuid, uuid), eq(userImages.userUuid, userUuid)))
    .limit(1);
  return row ?? null;
}
