import { ofetch, FetchError } from 'ofetch';
import type { z } from 'zod/mini';
import type { ApiError, Endpoint } from '../contract/endpoint';
import { pathFor } from '../contract/paths';
import type { Route } from './route';

/** A failed call, carrying the server's message (already in the customer's language). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** Fields the server flagged. */
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

let transport: typeof fetch | undefined;

/**
 * Where calls go instead of the network: the server's page render answers the shop's calls with
 * its own routes in-process (the same answers a browser gets, for the visitor's cookies). Unset,
 * calls use fetch.
 */
export function setApiTransport(fetchInProcess: typeof fetch | undefined): void {
  transport = fetchInProcess;
}

const fetchApi = ofetch.create({}, { fetch: (input, init) => (transport ?? globalThis.fetch)(input, init) });

/**
 * An endpoint declared without `query` or `body` gets the bare `z.ZodMiniType` constraint for it, so
 * "given" means a schema narrower than that.
 */
type Given<S> = [S] extends [undefined] ? false : z.ZodMiniType extends S ? false : true;

type Args<E extends Endpoint> =
  E extends Endpoint<infer Q, infer B, z.ZodMiniType>
    ? {
        params?: Record<string, string>;
        /** Lets the request outlive the page (used for the last batch sent on pagehide). */
        keepalive?: boolean;
      } & (Given<Q> extends true ? { query: z.input<Q> } : { query?: undefined }) &
        (Given<B> extends true ? { body: z.input<B> } : { body?: undefined })
    : never;

/**
 * Calls an endpoint of the contract through its route (routes.gen.ts), typed by the endpoint's
 * schemas. Errors become ApiCallError with the server's text; a network failure becomes status 0
 * so screens can show their own "could not reach" text.
 */
export async function call<E extends Endpoint>(route: Route<E>, args: Args<E> = {} as Args<E>): Promise<z.infer<E['response']>> {
  try {
    return await fetchApi<z.infer<E['response']>>(pathFor(route.path, args.params), {
      method: route.method,
      query: args.query as Record<string, string> | undefined,
      body: route.method === 'GET' ? undefined : (args.body ?? {}),
      credentials: 'same-origin',
      keepalive: args.keepalive,
      retry: 0,
    });
  } catch (err) {
    if (err instanceof FetchError && err.response) {
      const data = err.data as Partial<ApiError> | undefined;
      throw new ApiCallError(err.response.status, data?.error ?? err.message, data?.code, data?.data ?? []);
    }
    throw new ApiCallError(0, err instanceof Error ? err.message : String(err), 'network');
  }
}
