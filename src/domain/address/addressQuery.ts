/**
 * What a customer typed into the address field, read as street, house number, postal code and
 * place: "Storgata 12, 0155", "Storgata 12 Oslo", "storgata 12b, 0155 oslo", "0155". Pure.
 *
 * Norwegian addresses put the number after the street and the postal code before the place. A
 * number of one to three digits (and perhaps a letter) after the street is its house number;
 * four digits are a postal code (house numbers of 1000 and more are too rare to guess at).
 */

export interface AddressQuery {
  /** The street name as typed (first letter raised); empty when only a postal code or place was typed. */
  street: string;
  /** "12", "12B"; null when none was typed. */
  houseNumber: string | null;
  /** One to four digits: a whole code or the start of one. */
  postalCodePrefix: string | null;
  /** The place as typed ("Oslo", "kristiansand s"); null when none was typed. */
  place: string | null;
}

const HOUSE_NUMBER = /^\d{1,3}[a-zA-Z]?$/;
const CODE_PART = /^\d{1,4}$/;

const words = (text: string): string[] => text.split(/[\s,]+/).filter((w) => w !== '');

const raiseFirst = (text: string): string => (text ? text[0].toLocaleUpperCase('nb') + text.slice(1) : text);

/** "0155 Oslo", "Oslo", "01": the first number is the postal code, the other words the place. */
function readLocality(locality: readonly string[]): Pick<AddressQuery, 'postalCodePrefix' | 'place'> {
  const codeAt = locality.findIndex((w) => CODE_PART.test(w));
  const placeWords = locality.filter((_, i) => i !== codeAt);
  return { postalCodePrefix: codeAt >= 0 ? locality[codeAt] : null, place: placeWords.length > 0 ? placeWords.join(' ') : null };
}

export function parseAddressQuery(text: string): AddressQuery {
  const clean = text.replace(/\s+/g, ' ').trim();
  const comma = clean.indexOf(',');
  const head = words(comma >= 0 ? clean.slice(0, comma) : clean);
  const tail = comma >= 0 ? words(clean.slice(comma + 1)) : [];

  // Starting with digits: only a postal code and perhaps a place ("0155", "0155 Oslo").
  if (head.length === 0 || CODE_PART.test(head[0])) return { street: '', houseNumber: null, ...readLocality([...head, ...tail]) };

  const numberAt = head.findIndex((w) => HOUSE_NUMBER.test(w));
  const codeAt = head.findIndex((w) => /^\d{4}$/.test(w));
  const streetEnd = [numberAt, codeAt].filter((i) => i > 0).reduce((a, b) => Math.min(a, b), head.length);
  const houseNumber = numberAt > 0 && numberAt === streetEnd ? head[numberAt].toUpperCase() : null;
  const locality = [...head.slice(houseNumber ? streetEnd + 1 : streetEnd), ...tail];
  return { street: raiseFirst(head.slice(0, streetEnd).join(' ')), houseNumber, ...readLocality(locality) };
}
