/** Text rules for Norwegian place and street names. Pure. */

/**
 * A name folded for matching: case, accents and the Norwegian letters fall away, so "tromso",
 * "Tromsø" and "TROMSØ" match, and so do "Aalesund" and "Ålesund" (aa is the old spelling of å).
 */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/aa/g, 'a')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words Norwegian place names keep in lower case after the first word ("Mo i Rana", "Nore og Uvdal"). */
const SMALL_WORDS = new Set(['i', 'på', 'og']);

/**
 * A place or municipality name as people write it, from the register's capitals:
 * "KRISTIANSAND S" -> "Kristiansand S", "MO I RANA" -> "Mo i Rana", "SØR-ODAL" -> "Sør-Odal".
 */
export function displayName(registerName: string): string {
  return registerName
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/(^|[-(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())))
    .join(' ');
}
