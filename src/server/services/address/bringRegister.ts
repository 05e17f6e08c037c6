/**
 * Updating src/server/data/postal-codes-no.tsv from Posten/Bring's postal-code register
 * (Postnummerregister, the tab-separated "ANSI" download: postal code, place, municipality
 * number, municipality name, category; Latin-1, CRLF). Download the file by hand, then:
 *
 *   npx tsx src/server/services/address/bringRegister.ts Postnummerregister-ansi.txt
 *
 * The server never fetches anything: the converted file ships with the project.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePostalRegister } from '../../../domain/address';
import { POSTAL_REGISTER_FILE } from './register';

/** Bring's categories: G street, B both street and box, P box only, S service. Ours keep what an address needs. */
const KIND: Record<string, 'G' | 'P' | 'S'> = { G: 'G', B: 'G', P: 'P', S: 'S' };

export const REGISTER_HEADER = [
  '# Norwegian postal codes: postal code, place (poststed), municipality (kommune), kind.',
  '# kind: G street addresses (gate- og stedsadresser, including codes for both), P post boxes only, S service codes (not used in addresses).',
].join('\n');

/** Bring's rows as our TSV (checked by parsing it back, so a changed download format fails here). */
export function convertBringRegister(text: string, source: string): string {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      const [code, place, , municipality, category] = line.split('\t');
      const kind = KIND[category?.trim() ?? ''];
      if (!/^\d{4}$/.test(code) || !place || !municipality || !kind) throw new Error(`Bring register: bad line ${i + 1}: "${line}"`);
      return [code, place.trim(), municipality.trim(), kind].join('\t');
    })
    .sort();
  const tsv = `${REGISTER_HEADER}\n# Source: ${source}\npostalCode\tplace\tmunicipality\tkind\n${rows.join('\n')}\n`;
  parsePostalRegister(tsv);
  return tsv;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npx tsx src/server/services/address/bringRegister.ts <Postnummerregister-ansi.txt>');
  const tsv = convertBringRegister(readFileSync(file, 'latin1'), `Posten/Bring's Postnummerregister (${new Date().toISOString().slice(0, 10)})`);
  writeFileSync(POSTAL_REGISTER_FILE, tsv);
  console.log(`Wrote ${tsv.split('\n').filter((l) => /^\d{4}\t/.test(l)).length} postal codes to ${POSTAL_REGISTER_FILE}`);
}
