/** What an uploaded file is, checked by decoding it (never by its name or the browser's type). */
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_LIMITS } from '../../../api/contract/limits';

export type UploadFormat = (typeof UPLOAD_LIMITS.formats)[number];

export type Inspection =
  | { ok: true; format: UploadFormat; width: number; height: number }
  | { ok: false; problem: 'too_large' | 'not_an_image' | 'unsupported_format' | 'too_small' | 'too_big_dimensions' | 'damaged' };

/** EXIF orientations 5-8 turn the picture a quarter: it shows with width and height swapped. */
const SIDEWAYS_ORIENTATIONS = new Set([5, 6, 7, 8]);

/**
 * Pictures checked at once in this process. Reading a file's header is cheap, but the check
 * decodes every pixel (a 12000 px PNG is hundreds of MB while it does): uploads arriving
 * together wait their turn, so memory stays bounded however many arrive.
 */
export const DECODES_AT_ONCE = 2;
const decoding = pLimit(DECODES_AT_ONCE);

/** Checks the received file at `file` (`bytes` long); at most DECODES_AT_ONCE run at a time. */
export function inspectUpload(file: string, bytes: number): Promise<Inspection> {
  return decoding(() => inspect(file, bytes));
}

/** How many checks are running and how many wait (the upload tests watch the bound). */
export const decodingNow = () => ({ active: decoding.activeCount, waiting: decoding.pendingCount });

async function inspect(file: string, bytes: number): Promise<Inspection> {
  if (bytes > UPLOAD_LIMITS.maxFileBytes) return { ok: false, problem: 'too_large' };
  let meta: Metadata;
  try {
    meta = await sharp(file).metadata();
  } catch {
    return { ok: false, problem: 'not_an_image' };
  }
  const format = UPLOAD_LIMITS.formats.find((f) => f === meta.format);
  if (!format) return { ok: false, problem: 'unsupported_format' };
  if (!meta.width || !meta.height) return { ok: false, problem: 'damaged' };
  const sideways = SIDEWAYS_ORIENTATIONS.has(meta.orientation ?? 1);
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  if (Math.min(width, height) < UPLOAD_LIMITS.minSide) return { ok: false, problem: 'too_small' };
  if (Math.max(width, height) > UPLOAD_LIMITS.maxSide) return { ok: false, problem: 'too_big_dimensions' };
  // The header can be fine while the pixels are cut off; a small decode reads them all.
  try {
    await sharp(file, { failOn: 'truncated' }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  return { ok: true, format, width, height };
}
