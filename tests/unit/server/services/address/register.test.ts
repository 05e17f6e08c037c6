import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lookupPostalCode, parsePostalRegister, postalCodeProblem } from '../../../../../src/domain/address';
import { convertBringRegister } from '../../../../../src/server/services/address/bringRegister';
import { POSTAL_REGISTER_FILE } from '../../../../../src/server/services/address/register';

/** The shipped register: it parses (no code twice, every line well formed) and holds what customers type. */
describe('postal-codes-no.tsv', () => {
  const tsv = readFileSync(POSTAL_REGISTER_FILE, 'utf8');
  const register = parsePostalRegister(tsv);

  it('covers the whole country with unique codes', () => {
    const codeLines = tsv.split('\n').filter((l) => /^\d{4}\t/.test(l)).map((l) => l.slice(0, 4));
    expect(new Set(codeLines).size).toBe(codeLines.length);
    expect(register.entries.length).toBe(codeLines.length);
    expect(register.entries.length).toBeGreaterThan(5000);
    // Every first digit 0-9 (Oslo to Finnmark) has codes.
    expect(new Set(register.entries.map((e) => e.postalCode[0])).size).toBe(10);
    expect(register.entries.map((e) => e.postalCode)).toEqual([...register.entries.map((e) => e.postalCode)].sort());
  });

  it.each([
    ['0155', 'Oslo', 'Oslo', 'street'],
    ['0101', 'Oslo', 'Oslo', 'box'],
    ['1337', 'Sandvika', 'Bærum', 'street'],
    ['3015', 'Drammen', 'Drammen', 'street'],
    ['4006', 'Stavanger', 'Stavanger', 'street'],
    ['4610', 'Kristiansand S', 'Kristiansand', 'street'],
    ['5003', 'Bergen', 'Bergen', 'street'],
    ['7010', 'Trondheim', 'Trondheim', 'street'],
    ['8601', 'Mo i Rana', 'Rana', 'box'],
    ['9008', 'Tromsø', 'Tromsø', 'street'],
    ['9170', 'Longyearbyen', 'Svalbard', 'street'],
  ])('knows %s as %s in %s (%s)', (code, place, municipality, kind) => {
    expect(lookupPostalCode(register, code)).toEqual({ postalCode: code, place, municipality, kind });
  });

  it('knows no made-up codes', () => {
    expect(lookupPostalCode(register, '0000')).toBeNull();
    expect(lookupPostalCode(register, '9999')).toBeNull();
    expect(lookupPostalCode(register, 'abcd')).toBeNull();
  });

  it('tells what is wrong with a postal code for an address', () => {
    expect(postalCodeProblem(register, '0155')).toBeNull();
    expect(postalCodeProblem(register, ' 0101 ')).toBeNull();
    expect(postalCodeProblem(register, '155')).toBe('format');
    expect(postalCodeProblem(register, '0000')).toBe('unknown');
    expect(postalCodeProblem(register, '0040')).toBe('notAddressable');
  });
});

describe('convertBringRegister', () => {
  it("turns Bring's download (CRLF lines, codes for both street and box) into the shipped format", () => {
    const download = ['0155\tOSLO\t0301\tOSLO\tG', '0010\tOSLO\t0301\tOSLO\tB', '0101\tOSLO\t0301\tOSLO\tP', '0040\tOSLO\t0301\tOSLO\tS', ''].join('\r\n');
    const register = parsePostalRegister(convertBringRegister(download, 'test'));
    expect(register.entries.map((e) => [e.postalCode, e.kind])).toEqual([
      ['0010', 'street'],
      ['0040', 'service'],
      ['0101', 'box'],
      ['0155', 'street'],
    ]);
    expect(() => convertBringRegister('0155\tOSLO\t0301\tOSLO\tX', 'test')).toThrow(/bad line 1/);
    expect(() => convertBringRegister('0155\tOSLO\t0301\tOSLO\tG\r\n0155\tOSLO\t0301\tOSLO\tG', 'test')).toThrow(/appears twice/);
  });
});
