/**
 * Reads a multipart upload as it arrives: each file of the form's field streams to a temporary
 * file, so a request holds a few network chunks in memory rather than its whole body (eight
 * 45 MB uploads at once would otherwise hold gigabytes). Sizes are counted on the way: a file or
 * a request over its limit ends the upload without reading the rest into memory.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';

export interface ReceivedFile {
  /** The temporary file holding it; the caller moves or removes it. */
  path: string;
  name: string;
  bytes: number;
}

export type ReceiveProblem =
  | { kind: 'not_multipart' }
  | { kind: 'broken' }
  | { kind: 'request_too_large' }
  | { kind: 'too_many_files' }
  | { kind: 'file_too_large'; name: string };

export class ReceiveError extends Error {
  constructor(readonly problem: ReceiveProblem) {
    super(problem.kind);
  }
}

export interface ReceiveLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxRequestBytes: number;
}

class RequestTooLarge extends Error {}

/** Passes bytes on until there are more than `max`, then fails the stream. */
function byteCounter(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? new RequestTooLarge() : null, chunk);
    },
  });
}

/**
 * Every file of `field` in the request, written under `tempDir`. Other fields and files are read
 * past and dropped. On any problem the files written so far are removed and a ReceiveError says
 * what was wrong.
 */
export async function receiveFiles(request: Request, field: string, tempDir: string, limits: ReceiveLimits): Promise<ReceivedFile[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw new ReceiveError({ kind: 'not_multipart' });
  if (Number(request.headers.get('content-length') ?? 0) > limits.maxRequestBytes) throw new ReceiveError({ kind: 'request_too_large' });
  let parser: busboy.Busboy;
  try {
    // One file more than allowed, so that going past the count is noticed rather than cut off.
    parser = busboy({ headers: { 'content-type': contentType }, limits: { files: limits.maxFiles + 1, fileSize: limits.maxFileBytes, fields: 50, parts: 100 } });
  } catch {
    throw new ReceiveError({ kind: 'broken' });
  }
  await mkdir(tempDir, { recursive: true });

  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  let problem: ReceiveProblem | null = null;
  /** Reads a part past; a cut-off body fails the parser, which says so, not this stream. */
  const skip = (stream: NodeJS.ReadableStream) => {
    stream.on('error', () => {});
    stream.resume();
  };
  parser.on('file', (name, stream, info) => {
    if (name !== field || problem) return skip(stream);
    if (files.length === limits.maxFiles) {
      problem = { kind: 'too_many_files' };
      return skip(stream);
    }
    const file: ReceivedFile = { path: path.join(tempDir, `${randomUUID()}.part`), name: info.filename ?? '', bytes: 0 };
    files.push(file);
    stream.on('data', (chunk: Buffer) => (file.bytes += chunk.length));
    stream.on('limit', () => (problem ??= { kind: 'file_too_large', name: file.name }));
    const write = pipeline(stream, createWriteStream(file.path));
    // Awaited below with the others; until then a failed write must not count as unhandled.
    write.catch(() => {});
    writes.push(write);
  });

  const body = request.body ? Readable.fromWeb(request.body as WebReadableStream<Uint8Array>) : Readable.from([]);
  try {
    await pipeline(body, byteCounter(limits.maxRequestBytes), parser);
    await Promise.all(writes);
  } catch (err) {
    await Promise.allSettled(writes);
    await removeFiles(files);
    throw new ReceiveError(err instanceof RequestTooLarge ? { kind: 'request_too_large' } : { kind: 'broken' });
  }
  if (problem) {
    await removeFiles(files);
    throw new ReceiveError(problem);
  }
  return files;
}

export async function removeFiles(files: readonly Pick<ReceivedFile, 'path'>[]): Promise<void> {
  await Promise.all(files.map((f) => unlink(f.path).catch(() => {})));
}
