import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer the UI shows as is: thrown anywhere in a handler, turned into JSON by the app. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly options: { code?: string; data?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}
