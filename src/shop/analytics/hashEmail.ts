/**
 * The login event carries the e-mail hashed, never as written (spec 1 §7): SHA-256 of the
 * trimmed, lower-cased address as lowercase hex, the normalisation tag managers expect for
 * matching hashed e-mails.
 */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

export async function hashEmail(email: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalizedEmail(email)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
