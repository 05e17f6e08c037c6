import { describe, expect, it } from 'vitest';
import { displayName, foldName, parseAddressQuery, parsePostalRegister, suggestAddresses, suggestionText } from '../../../../src/domain/address';

describe('parseAddressQuery', () => {
  it.each([
    ['Storgata 12, 0155', { street: 'Storgata', houseNumber: '12', postalCodePrefix: '0155', place: null }],
    ['Storgata 12 Oslo', { street: 'Storgata', houseNumber: '12', postalCodePrefix: null, place: 'Oslo' }],
    ['storgata 12b, 0155 oslo', { street: 'Storgata', houseNumber: '12B', postalCodePrefix: '0155', place: 'oslo' }],
    ['0155', { street: '', houseNumber: null, postalCodePrefix: '0155', place: null }],
    ['01', { street: '', houseNumber: null, postalCodePrefix: '01', place: null }],
    ['0155 Oslo', { street: '', houseNumber: null, postalCodePrefix: '0155', place: 'Oslo' }],
    ['Bjørn Farmanns gate 3 5003 Bergen', { street: 'Bjørn Farmanns gate', houseNumber: '3', postalCodePrefix: '5003', place: 'Bergen' }],
    ['Storgata 0155 Oslo', { street: 'Storgata', houseNumber: null, postalCodePrefix: '0155', place: 'Oslo' }],
    ['Storgata 12, Kristiansand S', { street: 'Storgata', houseNumber: '12', postalCodePrefix: null, place: 'Kristiansand S' }],
    ['  Storgata   12 ,  50 ', { street: 'Storgata', houseNumber: '12', postalCodePrefix: '50', place: null }],
    ['Storgata 12', { street: 'Storgata', houseNumber: '12', postalCodePrefix: null, place: null }],
    ['Oslo', { street: 'Oslo', houseNumber: null, postalCodePrefix: null, place: null }],
  ])('reads %j', (text, expected) => {
    expect(parseAddressQuery(text)).toEqual(expected);
  });
});

describe('names', () => {
  it('folds case, accents and æøå so either spelling matches', () => {
    expect(foldName('TROMSØ')).toBe(foldName('tromso'));
    expect(foldName('Ålesund')).toBe(foldName('Aalesund'));
    expect(foldName('BÆRUMS VERK')).toBe('baerums verk');
    expect(foldName('Gáivuotna')).toBe('gaivuotna');
  });

  it('writes register capitals as people do', () => {
    expect(displayName('KRISTIANSAND S')).toBe('Kristiansand S');
    expect(displayName('MO I RANA')).toBe('Mo i Rana');
    expect(displayName('SØR-ODAL')).toBe('Sør-Odal');
    expect(displayName('HERØY (MØRE OG ROMSDAL)')).toBe('Herøy (Møre og Romsdal)');
    expect(displayName('NES PÅ HEDMARKEN')).toBe('Nes på Hedmarken');
  });
});

const REGISTER = parsePostalRegister(
  [
    '# a comment',
    'postalCode\tplace\tmunicipality\tkind',
    '0101\tOSLO\tOSLO\tP',
    '0150\tOSLO\tOSLO\tG',
    '0151\tOSLO\tOSLO\tG',
    '0155\tOSLO\tOSLO\tG',
    '0040\tOSLO\tOSLO\tS',
    '2550\tOS I ØSTERDALEN\tOS\tG',
    '5200\tOS\tBJØRNAFJORDEN\tG',
    '7740\tSTEINSDALEN\tOSEN\tG',
    '1337\tSANDVIKA\tBÆRUM\tG',
    '9008\tTROMSØ\tTROMSØ\tG',
    '4608\tKRISTIANSAND S\tKRISTIANSAND\tG',
    '4609\tKARDEMOMME BY\tKRISTIANSAND\tG',
  ].join('\n'),
);

const suggest = (q: string) => suggestAddresses(REGISTER, parseAddressQuery(q)).map((s) => suggestionText(s));

describe('suggestAddresses', () => {
  it('offers the street with every street postal code that starts with the typed digits, lowest first', () => {
    expect(suggest('Storgata 12, 01')).toEqual(['Storgata 12, 0150 Oslo', 'Storgata 12, 0151 Oslo', 'Storgata 12, 0155 Oslo']);
    expect(suggest('Storgata 12, 0155')).toEqual(['Storgata 12, 0155 Oslo']);
    // Digits alone keep code order across places (not alphabetical by place).
    expect(suggest('Torget 1, 460')).toEqual(['Torget 1, 4608 Kristiansand S', 'Torget 1, 4609 Kardemomme By']);
  });

  it('leaves out post-box and service codes for a street, but offers box codes for a post box', () => {
    expect(suggest('Storgata 1, 010')).toEqual([]);
    expect(suggest('Storgata 1, 004')).toEqual([]);
    expect(suggest('Postboks 123, 010')).toEqual(['Postboks 123, 0101 Oslo']);
  });

  it('matches places by prefix without minding case or æøå, exact names first, then places by turns, then municipalities', () => {
    expect(suggest('Storgata 1 tromso')).toEqual(['Storgata 1, 9008 Tromsø']);
    expect(suggest('Storgata 1, os')).toEqual([
      'Storgata 1, 5200 Os',
      'Storgata 1, 2550 Os i Østerdalen',
      'Storgata 1, 0150 Oslo',
      'Storgata 1, 0151 Oslo',
      'Storgata 1, 0155 Oslo',
      'Storgata 1, 7740 Steinsdalen',
    ]);
    expect(suggest('Storgata 1, baerum')).toEqual(['Storgata 1, 1337 Sandvika']);
  });

  it('suggests a postal code and place alone for a query of only those', () => {
    expect(suggest('1337')).toEqual(['1337 Sandvika']);
    expect(suggest('0155 Oslo')).toEqual(['0155 Oslo']);
    expect(suggest('0155 Bergen')).toEqual([]);
  });

  it('suggests nothing before a postal code or place is typed, and at most the limit', () => {
    expect(suggest('Storgata 12')).toEqual([]);
    expect(suggestAddresses(REGISTER, parseAddressQuery('Storgata 1, Oslo'), 2)).toHaveLength(2);
  });
});

describe('parsePostalRegister', () => {
  const header = 'postalCode\tplace\tmunicipality\tkind';
  it('refuses a code given twice, a bad line and a wrong header', () => {
    expect(() => parsePostalRegister(`${header}\n0150\tOSLO\tOSLO\tG\n0150\tOSLO\tOSLO\tG`)).toThrow(/0150 appears twice/);
    expect(() => parsePostalRegister(`${header}\n150\tOSLO\tOSLO\tG`)).toThrow(/bad line/);
    expect(() => parsePostalRegister(`${header}\n0150\tOSLO\tOSLO\tX`)).toThrow(/bad line/);
    expect(() => parsePostalRegister('code\tcity\n0150\tOSLO')).toThrow(/header/);
  });
});
