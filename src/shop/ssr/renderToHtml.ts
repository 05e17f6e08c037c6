import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The element's HTML once everything in it is there (lazy screens, their texts and data): React's
 * streaming render, collected whole, so the page comes styled in one piece. Rejects when
 * anything in it throws or when it takes longer than `timeoutMs`.
 */
export function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const timer = setTimeout(() => {
      const error = new Error(`The page's render took longer than ${timeoutMs} ms`);
      stream.abort(error);
      reject(error);
    }, timeoutMs);
    const stream = renderToPipeableStream(element, {
      // The page is sent whole: a large Suspense boundary (a list of drawn tiles) is otherwise sent
      // hidden after its fallback, to be shown by an inline script a browser without JS never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A screen that throws is left to the browser by React (its Suspense shows the spinner): the
      // whole page goes to the browser then, with the error logged by the server.
      onError(error) {
        failure ??= error;
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onAllReady() {
        clearTimeout(timer);
        if (failure) {
          stream.abort();
          reject(failure);
          return;
        }
        const chunks: Buffer[] = [];
        stream.pipe(
          new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              done();
            },
          }),
        );
      },
    });
  });
}
