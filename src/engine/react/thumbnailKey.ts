import type { Language } from '../model/localized';
import type { UserResources } from '../model/resources';

/** Everything that changes a thumbnail's pixels; two equal specs always draw the same image. */
export interface ThumbnailSpec {
  templateUuid: string;
  /** Published versions never change, so uuid + version names the design exactly. */
  templateVersion: number;
  partIndex: number;
  resources: UserResources;
  year: number;
  lang: Language;
  subjectName: string;
  /** The image's size in CSS pixels and the device pixels per CSS pixel it is drawn at. */
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * JSON with object keys sorted at every depth (undefined values left out, as JSON does), so
 * resources built in a different order give the same text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
  return `{${fields.join(',')}}`;
}

/** The cache key of a thumbnail. */
export function thumbnailKey(spec: ThumbnailSpec): string {
  return canonicalJson(spec);
}
