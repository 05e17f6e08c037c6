import { ApiCallError } from '../../api/client/call';

/**
 * The text to show for a failed call: the server's own message, or the screen's fallback when
 * the server could not be reached (or answered with nothing readable).
 */
export function errorText(err: unknown, networkFallback: string): string {
  if (err instanceof ApiCallError && err.status > 0 && err.message) return err.message;
  return networkFallback;
}

/** Fields the server flagged in its error answer (spec 1 §8, registration). */
export const flaggedFields = (err: unknown): string[] => (err instanceof ApiCallError ? err.fields : []);
