import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { message, type Lang } from '../messages';

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

/** 400 naming the request field (path, query or body) whose value the server cannot use. */
export const invalidFieldError = (lang: Lang, field: string) =>
  new HttpError(400, message(lang, 'invalidField', { field }), { code: 'validation', data: [field] });
