import { z } from 'zod';

/**
 * One endpoint of the HTTP API: the server mounts it at `path` and validates with `body`/`query`,
 * the client calls it with the same schemas, so the two cannot drift apart.
 * Paths use Hono's `:param` syntax.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Q;
  body?: B;
  response: R;
}

export const endpoint = <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(e: Endpoint<Q, B, R>) => e;

/** Fills `:param` placeholders of an endpoint path. */
export function pathFor(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Every error the server answers with: a message the UI can show as is, plus what to flag. */
export const apiError = z.object({
  error: z.string(),
  /** Stable key for the UI (e.g. 'validation', 'rate_limited', 'unauthorized'). */
  code: z.string().optional(),
  /** Names of request fields the error is about (the form flags these). */
  data: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const ok = z.object({ success: z.literal(true) });
