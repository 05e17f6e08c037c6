import { z } from 'zod/mini';

/**
 * One endpoint of the HTTP API: the server mounts it at `path` and validates with `body`/`query`,
 * the client calls it with the same schemas, so the two cannot drift apart.
 * Paths use Hono's `:param` syntax.
 */
export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Q;
  body?: B;
  response: R;
  /**
   * A GET that changes something (mail sent, access granted). The spec fixes these as GETs, so
   * the server refuses them when another site sends them, as it does every POST.
   */
  changesState?: true;
  /**
   * A POST that changes nothing (it is a POST for its structured input): the server keeps the
   * customer's cached answers after it, as after a GET.
   */
  readsOnly?: true;
  /** Largest body the server reads, in bytes; JSON bodies default to 1 MB. */
  maxBodyBytes?: number;
}

export const endpoint = <Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType>(e: Endpoint<Q, B, R>) => e;

/** Every error the server answers with: a message the UI can show as is, plus what to flag. */
export const apiError = z.object({
  error: z.string(),
  /** Stable key for the UI (e.g. 'validation', 'rate_limited', 'unauthorized'). */
  code: z.optional(z.string()),
  /** Names of request fields the error is about (the form flags these). */
  data: z.optional(z.array(z.string())),
});
export type ApiError = z.infer<typeof apiError>;

export const ok = z.object({ success: z.literal(true) });
