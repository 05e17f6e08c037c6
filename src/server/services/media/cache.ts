import { readFile } from 'node:fs/promises';
import { writeAtomically } from '../../storage';

/** Derivatives being made right now, so a burst of requests for one thumbnail makes it once. */
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * The cached file's bytes; made with `make` and written to the cache first when missing. Files
 * appear atomically (see writeAtomically), so a reader never gets half of one.
 */
export async function cachedFile(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  let pending = inFlight.get(file);
  if (!pending) {
    pending = make()
      .then(async (data) => {
        await writeAtomically(file, data);
        return data;
      })
      .finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}
