/**
 * Where media and print files live, by key: a local folder by default, S3-compatible object
 * storage when several servers share them. Keys are relative POSIX paths ("uploads/ab/<uuid>.jpg").
 */
export interface ObjectInfo {
  size: number;
  /** Last change in ms since 1970: with the size, what tells a replaced object from the old one. */
  modifiedMs: number;
}

export interface ObjectStorage {
  /** For logs and start-up messages: the folder or the s3:// URL. */
  readonly location: string;
  /** The object's bytes, or null when there is none under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Size and time of the object, or null when there is none. */
  info(key: string): Promise<ObjectInfo | null>;
  /**
   * Stores the whole object or nothing: a reader (another request, another server) sees the
   * old object or the new one, never part of one. Replaces an object under the same key.
   */
  write(key: string, data: Buffer, contentType?: string): Promise<void>;
  /**
   * Stores a local file under the key, as atomically as write, and removes the file: a large
   * upload goes in without being held in memory (a rename in a folder on the same disk).
   */
  moveIn(key: string, file: string, contentType?: string): Promise<void>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every key that starts with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
}

/**
 * Refuses keys that could leave the storage's root or mean different things to a folder and to
 * S3: absolute paths, "..", ".", empty segments, backslashes and control characters.
 */
export function checkedKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  const bad = key === '' || key.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(key) || key.split('/').some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Content type of a media key by its extension; S3 serves it back with the object. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};
