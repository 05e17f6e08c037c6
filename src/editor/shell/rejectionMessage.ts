/**
 * What the editor shows when the page refuses a cart call: the server's own message (already in
 * the customer's language), or the editor's text when the shop could not be reached at all.
 */
import { ApiCallError } from '../../api/client/call';

export function rejectionMessage(error: unknown, unreachable: string): string {
  if (error instanceof ApiCallError && error.status === 0) return unreachable;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return unreachable;
}
