/**
 * Own uploads one file after another (spec 2 §2.6, §8): each file is tried up to 5 times, 5
 * seconds apart, while the connection or the server fails; a file the server refuses (a 4xx
 * with its reason) is not tried again. The uploader and the pause are given, so tests need
 * neither a network nor a clock.
 */
import { ApiCallError } from '../../../api/client/call';
import { UPLOAD_LIMITS } from '../../../api/contract/limits';

export const UPLOAD_ATTEMPTS = 5;
export const UPLOAD_RETRY_DELAY_MS = 5_000;

/** The picture types the server takes, for the file chooser's accept and the check before sending. */
export const UPLOAD_TYPES: readonly string[] = UPLOAD_LIMITS.formats.map((format) => `image/${format}`);

/** The chosen files the server would take by type, and the others (refused before sending). */
export function splitByType<F extends { type: string }>(files: readonly F[]): { accepted: F[]; rejected: F[] } {
  const accepted: F[] = [];
  const rejected: F[] = [];
  for (const file of files) (UPLOAD_TYPES.includes(file.type.toLowerCase()) ? accepted : rejected).push(file);
  return { accepted, rejected };
}

export interface UploadProgress {
  /** Files finished (uploaded, refused or given up). */
  done: number;
  total: number;
  /** The file being sent; null once all are finished. */
  current: string | null;
  /** The current file failed and is being tried again ('Retrying...'). */
  retrying: boolean;
}

export interface UploadOutcome<T> {
  /** The stored pictures in the order the files were given. */
  uploaded: T[];
  /** Files still failing after every attempt: the 'Upload failed' dialog. */
  failed: string[];
  /** Files the server would not take, with its reason. */
  refused: { name: string; message: string }[];
}

export interface UploadQueueOptions<F, T> {
  upload(file: F): Promise<T>;
  /** The pause between attempts; a real timer unless a test gives one. */
  sleep?(ms: number): Promise<void>;
  onProgress?(progress: UploadProgress): void;
  attempts?: number;
  retryDelayMs?: number;
}

/**
 * The server's reason when it refused the file itself: a 4xx other than a timeout or a rate
 * limit, which may pass. A lost connection (status 0) and server errors are worth a retry.
 */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiCallError)) return null;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 408 && status !== 429 ? error.message : null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function uploadOneByOne<F extends { name: string }, T>(files: readonly F[], options: UploadQueueOptions<F, T>): Promise<UploadOutcome<T>> {
  const { upload, sleep = wait, onProgress, attempts = UPLOAD_ATTEMPTS, retryDelayMs = UPLOAD_RETRY_DELAY_MS } = options;
  const outcome: UploadOutcome<T> = { uploaded: [], failed: [], refused: [] };
  const total = files.length;
  for (const [done, file] of files.entries()) {
    onProgress?.({ done, total, current: file.name, retrying: false });
    for (let attempt = 1; ; attempt++) {
      try {
        outcome.uploaded.push(await upload(file));
        break;
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal !== null) {
          outcome.refused.push({ name: file.name, message: refusal });
          break;
        }
        if (attempt >= attempts) {
          outcome.failed.push(file.name);
          break;
        }
        onProgress?.({ done, total, current: file.name, retrying: true });
        await sleep(retryDelayMs);
      }
    }
  }
  onProgress?.({ done: total, total, current: null, retrying: false });
  return outcome;
}
