import path from 'node:path';
import { PICTURE_EFFECTS, type PictureEffect } from './effects';

/** Long side in pixels of the picture derivatives the shop shows (spec 3 §9). */
export const PICTURE_SIZES = [320, 640, 800] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

/** jpg: the photo as taken; png: a green-screen picture's cut-out foreground (transparent around the person). */
export type DerivativeFormat = 'jpg' | 'png';

export interface DerivativeSpec {
  size: PictureSize;
  effect: PictureEffect;
  format: DerivativeFormat;
}

/**
 * Bumped whenever derivatives would come out differently (quality, effect weights), so new
 * ETags and cache files replace ones browsers and disks already hold.
 */
export const DERIVATIVE_VERSION = 1;


/**
 * Reads `:size` and `:effect.jpg` of a media URL; null when either is not one the shop makes.
 * Only the canonical spelling is accepted ('320', not '0320'), so one derivative has one URL
 * and one cache entry in every browser and proxy.
 */
export function parseDerivative(size: string, file: string): DerivativeSpec | null {
  const match = /^([a-z]+)\.(jpg|png)$/.exec(file);
  const pictureSize = PICTURE_SIZES.find((s) => String(s) === size);
  if (!match || pictureSize === undefined) return null;
  const effect = match[1] as PictureEffect;
  if (!PICTURE_EFFECTS.includes(effect)) return null;
  return { size: pictureSize, effect, format: match[2] as DerivativeFormat };
}

/** The original a derivative is made from, identified down to its current bytes. */
export interface DerivativeSource {
  kind: 'pictures' | 'backgrounds' | 'uploads';
  uuid: string;
  /** Changes whenever the original (or its mask) is replaced: see sourceFingerprint. */
  fingerprint: string;
}

/**
 * Size and modification time of the files a derivative is made from. An original replaced under
 * the same uuid (a retouched upload, regenerated demo photos) so gets new cache files and ETags
 * instead of the old thumbnails living on.
 */
export function sourceFingerprint(files: { size: number; mtimeMs: number }[]): string {
  return files.map((f) => `${f.size.toString(36)}.${Math.floor(f.mtimeMs).toString(36)}`).join('.');
}

/** Where a derivative is kept: sharded by the first two uuid characters so no folder grows huge. */
export function derivativeCachePath(cacheDir: string, source: DerivativeSource, spec: DerivativeSpec): string {
  const id = source.uuid.toLowerCase();
  return path.join(cacheDir, source.kind, id.slice(0, 2), id, `v${DERIVATIVE_VERSION}-${source.fingerprint}-${spec.size}-${spec.effect}.${spec.format}`);
}

/** The same derivative of the same original is always the same bytes, so its name is its ETag. */
export function derivativeEtag(source: DerivativeSource, spec: DerivativeSpec): string {
  return `"${source.uuid.toLowerCase()}-${source.fingerprint}-${spec.size}-${spec.effect}-${spec.format}-v${DERIVATIVE_VERSION}"`;
}

/** Whether a request's If-None-Match already names this ETag (a list, or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A media URL template as the picture set API hands it out (see the pictureSets contract). */
export const pictureSrcTemplate = (uuid: string) => `/media/pictures/${uuid}/{size}/{effect}.jpg`;
export const foregroundSrcTemplate = (uuid: string) => `/media/pictures/${uuid}/{size}/{effect}.png`;
export const backgroundSrcTemplate = (uuid: string) => `/media/backgrounds/${uuid}/{size}.jpg`;
