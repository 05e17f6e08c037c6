import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const EXPLANATIONS: Record<string, string> = {
  EACCES: 'permission denied: the user running the server may not write there',
  EPERM: 'operation not permitted: the file or folder is protected, for example immutable (lsattr shows i; chattr -i removes it)',
  EROFS: 'the file system is mounted read-only',
  ENOSPC: 'the disk is full',
};

/** The start-up error for a database folder the server cannot write to. */
export class DataFolderError extends Error {}

function problem(folder: string, where: string, err: NodeJS.ErrnoException): DataFolderError {
  const code = err.code ?? 'unknown error';
  const why = EXPLANATIONS[code] ?? err.message;
  const at = where === folder ? '' : ` (at ${where})`;
  return new DataFolderError(
    `The database folder ${folder} is not writable${at}: ${code}, ${why}. ` +
      'Give the server write access to the folder and everything in it, or set DATABASE_URL to another folder.',
  );
}

/**
 * Checks, before PGlite opens it, that the server can create the folder, write a file in it and
 * write to every file and folder already there: PGlite itself only says that it "failed to
 * initialize properly".
 */
export async function assertWritableFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (err) {
    throw problem(folder, folder, err as NodeJS.ErrnoException);
  }
  const probe = path.join(folder, `.write-test-${randomUUID()}`);
  try {
    await writeFile(probe, '');
    await unlink(probe);
  } catch (err) {
    throw problem(folder, folder, err as NodeJS.ErrnoException);
  }
  const entries = await readdir(folder, { recursive: true });
  for (const entry of entries) {
    const file = path.join(folder, entry);
    try {
      await access(file, constants.W_OK);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw problem(folder, file, err as NodeJS.ErrnoException);
    }
  }
}
