/** The postal-code register shipped in src/server/data, read once per process. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePostalRegister, type PostalRegister } from '../../../domain/address';

export const POSTAL_REGISTER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'postal-codes-no.tsv');

let register: PostalRegister | null = null;

/** ~5,000 lines: parsed on first use (not at start-up), then kept. */
export function postalRegister(): PostalRegister {
  register ??= parsePostalRegister(readFileSync(POSTAL_REGISTER_FILE, 'utf8'));
  return register;
}
