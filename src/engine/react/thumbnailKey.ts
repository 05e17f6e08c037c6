import { canonicalJson } from '../../domain/drawings';
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

/** The cache key of a thumbnail. */
export function thumbnailKey(spec: ThumbnailSpec): string {
  return canonicalJson(spec);
}
