import { randomUUID } from 'node:crypto';
import { access, copyFile, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type ObjectInfo, type ObjectStorage } from './objectStorage';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

export async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes to a temporary name and renames it into place: rename is atomic on one file system, so
 * a concurrent reader (another request, another server, a parallel test worker) sees either no
 * file or the whole file, never half of one.
 */
export async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (err) {
    await unlink(temp).catch(() => {});
    throw err;
  }
}

/** Objects as files under `root`, the key as the relative path. */
export function localFolderStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkedKey(key).split('/'));

  async function walk(dir: string, relative: string, into: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), key, into);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) into.push(key);
    }
  }

  return {
    location: base,
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async info(key): Promise<ObjectInfo | null> {
      try {
        const s = await stat(fileOf(key));
        return s.isFile() ? { size: s.size, modifiedMs: s.mtimeMs } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    write: (key, data) => writeAtomically(fileOf(key), data),
    async moveIn(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(file, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        // Another file system: copied beside the target first, so the rename stays atomic.
        const temp = `${target}.${randomUUID()}.tmp`;
        try {
          await copyFile(file, temp);
          await rename(temp, target);
        } catch (copyErr) {
          await unlink(temp).catch(() => {});
          throw copyErr;
        }
        await unlink(file);
      }
    },
    async remove(key) {
      await unlink(fileOf(key)).catch((err) => {
        if (!isMissing(err)) throw err;
      });
    },
    async list(prefix) {
      // The folder part of the prefix is walked; the rest filters names.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const keys: string[] = [];
      await walk(folder ? fileOf(folder) : base, folder, keys);
      return keys.filter((k) => k.startsWith(prefix)).sort();
    },
  };
}
