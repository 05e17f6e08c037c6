/**
 * Where print files go: a complete file is written under a name, never a half-written one. It
 * sits on the shop's object storage, so the hot folder is a local folder (PRINT_DIR, the
 * default) or an S3 bucket (PRINT_URL=s3://...), where a lab's pick-up sees only whole objects.
 */
import { localFolderStorage, openStorage, type ObjectStorage } from '../../storage';

export interface PrintStore {
  /** Writes the whole file or nothing. `name` is `<folder>/<file>`. */
  write(name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** The complete files of a folder, by name (temporary files left out). */
  list(folder: string): Promise<string[]>;
}

const SAFE_NAME = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)?$/;

function checkedName(name: string): string {
  if (!SAFE_NAME.test(name) || name.split('/').some((part) => part === '.' || part === '..')) throw new Error(`Not a print file name: ${name}`);
  return name;
}

export function printStoreOn(storage: ObjectStorage): PrintStore {
  return {
    write: (name, bytes) => storage.write(checkedName(name), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    read: (name) => storage.read(checkedName(name)),
    async list(folder) {
      const prefix = `${checkedName(folder)}/`;
      return (await storage.list(prefix)).map((key) => key.slice(prefix.length)).filter((name) => !name.includes('/')).sort();
    },
  };
}

export const localPrintStore = (dir: string): PrintStore => printStoreOn(localFolderStorage(dir));

/** The shop's print store: PRINT_URL when set, else the PRINT_DIR folder. */
export const openPrintStore = (printUrl: string): PrintStore => printStoreOn(openStorage(printUrl));
