/**
 * Where print files go: a complete file is written under a name, never a half-written one. The
 * local folder (PRINT_DIR) is the default; the calls are those of the shop's object storage
 * (read, write), so an S3 bucket can stand behind them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '../media/files';

export interface PrintStore {
  /** Writes the whole file or nothing (a temporary name renamed into place). `name` is `<folder>/<file>`. */
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

export function localPrintStore(dir: string): PrintStore {
  const file = (name: string) => path.join(dir, checkedName(name));
  return {
    write: (name, bytes) => writeAtomically(file(name), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    async read(name) {
      try {
        return await readFile(file(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async list(folder) {
      try {
        return (await readdir(file(folder))).filter((name) => !name.endsWith('.tmp')).sort();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
    },
  };
}
