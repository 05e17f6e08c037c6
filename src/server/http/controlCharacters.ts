/**
 * Text the shop stores must be text: PostgreSQL refuses a NUL in text and jsonb, and no field
 * of the shop needs other control characters or half a surrogate pair. Tabs and line breaks
 * stay allowed (card texts, comments).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any request the shop makes; deeper input would only exhaust the validators' stack. */
export const MAX_INPUT_DEPTH = 32;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text);

export type InputProblem = { kind: 'control_characters' | 'too_deep'; field: string };

/**
 * The first field of a request's input (query, path parameters or parsed JSON) whose text holds
 * a forbidden character, in a value or an object key, or that nests too deep; null when none.
 * Fields are named as zod names them (`items.0.text`). Walked without recursion.
 */
export function inputProblem(input: unknown, root: string): InputProblem | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const field = path.join('.') || root;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return { kind: 'control_characters', field };
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_INPUT_DEPTH) return { kind: 'too_deep', field };
      const entries = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
      for (const [key, item] of entries.reverse()) {
        if (typeof key === 'string' && hasForbiddenCharacters(key)) return { kind: 'control_characters', field };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
