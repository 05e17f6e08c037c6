/**
 * The Norwegian postal-code register: which codes exist, their place (poststed) and
 * municipality, and whether street addresses use them. Pure: the server reads the shipped file
 * and hands its text to parsePostalRegister.
 */
import { displayName, foldName } from './text';

/** G street addresses, P post boxes only, S service codes that never appear in an address. */
export type PostalCodeKind = 'street' | 'box' | 'service';

export interface PostalPlace {
  /** Four digits. */
  postalCode: string;
  /** As people write it: "Kristiansand S", "Mo i Rana". */
  place: string;
  municipality: string;
  kind: PostalCodeKind;
}

/** A register entry with its names folded once for matching. */
export interface RegisterEntry extends PostalPlace {
  placeKey: string;
  municipalityKey: string;
}

export interface PostalRegister {
  /** Ascending by postal code. */
  entries: readonly RegisterEntry[];
  byCode: ReadonlyMap<string, RegisterEntry>;
}

export const POSTAL_CODE_PATTERN = /^\d{4}$/;

const KINDS: Record<string, PostalCodeKind> = { G: 'street', P: 'box', S: 'service' };

/**
 * Reads the register's TSV (postalCode, place, municipality, kind; '#' lines are comments, the
 * first other line is the header). Throws on a malformed line or a code given twice: the file
 * ships with the project, so a bad one must fail loudly, not answer wrongly.
 */
export function parsePostalRegister(tsv: string): PostalRegister {
  const lines = tsv.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const [header, ...rows] = lines;
  if (header !== 'postalCode\tplace\tmunicipality\tkind') throw new Error(`Postal register: unexpected header "${header}"`);
  const byCode = new Map<string, RegisterEntry>();
  rows.forEach((line, i) => {
    const [postalCode, place, municipality, kindLetter, ...rest] = line.split('\t');
    const kind = KINDS[kindLetter ?? ''];
    if (rest.length > 0 || !POSTAL_CODE_PATTERN.test(postalCode) || !place || !municipality || !kind) {
      throw new Error(`Postal register: bad line ${i + 2}: "${line}"`);
    }
    if (byCode.has(postalCode)) throw new Error(`Postal register: postal code ${postalCode} appears twice`);
    byCode.set(postalCode, {
      postalCode,
      place: displayName(place),
      municipality: displayName(municipality),
      kind,
      placeKey: foldName(place),
      municipalityKey: foldName(municipality),
    });
  });
  const entries = [...byCode.values()].sort((a, b) => a.postalCode.localeCompare(b.postalCode));
  return { entries, byCode };
}

/** The code's place, or null when the code is not a real Norwegian postal code. */
export function lookupPostalCode(register: PostalRegister, postalCode: string): PostalPlace | null {
  const entry = register.byCode.get(postalCode.trim());
  if (!entry) return null;
  const { placeKey: _placeKey, municipalityKey: _municipalityKey, ...place } = entry;
  return place;
}

/** Whether mail can be addressed to the code (service codes are internal to the post). */
export const isAddressable = (place: Pick<PostalPlace, 'kind'>): boolean => place.kind !== 'service';

/** Why a postal code cannot go on an address: not four digits, no such code, or a service code. */
export type PostalCodeProblem = 'format' | 'unknown' | 'notAddressable';

/**
 * The check a shipping address's postal code must pass (the form and the server run the same
 * one): null when mail can be sent to it, else the problem. Post-box codes pass: "Postboks 12,
 * 0101 Oslo" is an address.
 */
export function postalCodeProblem(register: PostalRegister, postalCode: string): PostalCodeProblem | null {
  const code = postalCode.trim();
  if (!POSTAL_CODE_PATTERN.test(code)) return 'format';
  const place = register.byCode.get(code);
  if (!place) return 'unknown';
  return isAddressable(place) ? null : 'notAddressable';
}
