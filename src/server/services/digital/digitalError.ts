/** A refused digital call: the status and the message key; the route turns it into the answer. */
import type { digitalText } from './messages';

type Key = Parameters<typeof digitalText>[1];

export class DigitalError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly key: Key,
    readonly field: string | null = null,
    readonly vars: Record<string, string> = {},
  ) {
    super(key);
  }
}
