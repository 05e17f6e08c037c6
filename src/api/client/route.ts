import type { Endpoint } from '../contract/endpoint';

/** Only a type: it lets a route carry its endpoint's schemas without holding them. */
declare const endpointType: unique symbol;

/**
 * What the browser needs of a contract endpoint to call it: method and path. The endpoint itself
 * (its zod schemas) rides along as a type only, so `call()` still checks query, body and answer
 * against the contract while the shop's JS carries no zod. Made by routes.gen.ts.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  readonly [endpointType]?: E;
}

export const route = <E extends Endpoint>(method: E['method'], path: string): Route<E> => ({ method, path });
