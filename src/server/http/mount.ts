import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod/mini';
import type { Endpoint } from '../../api/contract/endpoint';
import { message } from '../messages';
import { cachedJsonAnswer, isCachedValue } from './cachedAnswers';
import type { AppContext, AppEnv } from './context';
import { inputProblem } from './controlCharacters';
import { HttpError } from './errors';
import { assertSameSite } from './sameOrigin';
// Before any request is validated: the messages below come from zod's English locale.
import './zodLocale';

// NonNullable: `query`/`body` are optional properties of Endpoint, so their type includes undefined.
type Input<E extends Endpoint> = {
  query: NonNullable<E['query']> extends z.ZodMiniType ? z.infer<NonNullable<E['query']>> : undefined;
  body: NonNullable<E['body']> extends z.ZodMiniType ? z.infer<NonNullable<E['body']>> : undefined;
  params: Record<string, string>;
};

/** JSON bodies larger than this are refused unread (413) unless the endpoint allows more. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Mounts a contract endpoint: refuses a body over its limit (413) and text with control
 * characters in any field, path parameters included (400 naming it), validates query and body
 * with the contract's zod schemas (400 naming the first bad field) and sends the handler's answer
 * as JSON. A handler may return a Response of its own (redirects, files).
 */
export function mount<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: (c: AppContext, input: Input<E>) => Promise<z.infer<E['response']> | Response>,
): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const maxSize = endpoint.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES;
  const limit = bodyLimit({
    maxSize,
    onError: (c) => {
      throw new HttpError(413, message(c.get('lang'), 'bodyTooLarge', { max: Math.round(maxSize / 1024) }), { code: 'too_large' });
    },
  });
  const handle = async (c: AppContext) => {
    if (endpoint.changesState) {
      assertSameSite(c);
      c.set('changesState', true);
    }
    if (endpoint.readsOnly) c.set('readsOnly', true);
    const params = checked(c, c.req.param(), 'params');
    const query = endpoint.query ? parse(c, endpoint.query, checked(c, queryOf(c), 'query')) : undefined;
    const body = endpoint.body ? parse(c, endpoint.body, checked(c, await readJson(c), 'body')) : undefined;
    const result = await handler(c, { query, body, params } as Input<E>);
    if (result instanceof Response) return result;
    return isCachedValue(result) ? cachedJsonAnswer(c, result) : c.json(result);
  };
  // A GET has no body to limit, and asking Hono's lightweight request for one builds the full
  // WHATWG Request (a load profile put that at 15 % of a public read's time).
  if (method === 'get') app.get(endpoint.path, handle);
  else app[method](endpoint.path, limit, handle);
}

/** The input as it came, or a 400 naming the field that holds control characters or nests too deep. */
function checked<T>(c: AppContext, input: T, root: string): T {
  const problem = inputProblem(input, root);
  if (!problem) return input;
  const detail = problem.kind === 'too_deep' ? 'nested too deep' : 'control characters are not allowed';
  throw new HttpError(400, message(c.get('lang'), 'invalidField', { field: problem.field }) + ` (${detail})`, {
    code: 'validation',
    data: [problem.field],
  });
}

/** The query string; a `name[]` parameter (PHP's repeated form, spec 3 §7) keeps every value as an array. */
function queryOf(c: AppContext): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = c.req.query();
  for (const name of Object.keys(query)) if (name.endsWith('[]')) query[name] = c.req.queries(name) ?? [];
  return query;
}

function parse<S extends z.ZodMiniType>(c: AppContext, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw new HttpError(400, message(c.get('lang'), 'invalidField', { field }) + ` (${issue.message})`, {
    code: 'validation',
    data: [field],
  });
}

async function readJson(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, message(c.get('lang'), 'invalidJson'), { code: 'invalid_json' });
  }
}
