import { describe, expect, it } from 'vitest';
import { digitalLineDetail, digitalPreviewFiles, lineEditPath, lineKind, lineName, type CartLine } from '../../../../src/shop/cart/cartLines';

const line = (over: Partial<CartLine>): CartLine =>
  ({ uuid: 'l1', type: 0, description: '', product: null, subProductUuids: [], template: null, templateData: null, ...over }) as CartLine;
const product = (type: number) => ({ uuid: 'p', name: 'P', type, subproducts: [] });
const template = { uuid: 't', version: 1, name: 'T', categories: [] };
const subject = { uuid: 's-1', name: 'Ola Nordmann' };
const catalogue = { uuid: 'c', name: 'Skolekatalog 2026', subject };
const files = (n: number) => Array.from({ length: n }, (_, i) => ({ uuid: `f${i}` }));

describe('cart line kinds (spec 1 Shopping cart)', () => {
  it('names what a line holds', () => {
    expect(lineKind(line({ product: product(1), template }))).toBe('template');
    expect(lineKind(line({ product: product(11) }))).toBe('retouch');
    expect(lineKind(line({ product: product(200) }))).toBe('package');
    expect(lineKind(line({ product: product(5), catalogue }))).toBe('catalogue');
    expect(lineKind(line({ product: product(7), subjects: [subject], digitalFiles: files(2) }))).toBe('digital');
    expect(lineKind(line({ subjects: [subject], digitalFiles: [] }))).toBe('digital');
    expect(lineKind(line({ product: product(7) }))).toBe('unknown');
    expect(lineKind(line({}))).toBe('unknown');
  });

  it('links digital lines to their subject, and never the catalogue or an unknown kind', () => {
    expect(lineEditPath(line({ uuid: 'x', product: product(1), template }))).toBe('/shopping-cart/edit/x');
    expect(lineEditPath(line({ product: product(7), subjects: [subject], digitalFiles: files(1) }))).toBe('/products/digitalportraits/s-1');
    expect(lineEditPath(line({ product: product(7), subjects: [], digitalFiles: files(1) }))).toBeNull();
    expect(lineEditPath(line({ product: product(5), catalogue }))).toBeNull();
    expect(lineEditPath(line({ product: product(11) }))).toBe('/shopping-cart/retouch');
    expect(lineEditPath(line({ product: product(7) }))).toBeNull();
  });

  it('previews the first 3 files of a digital line', () => {
    expect(digitalPreviewFiles(line({ digitalFiles: files(5) })).map((f) => f.uuid)).toEqual(['f0', 'f1', 'f2']);
    expect(digitalPreviewFiles(line({ digitalFiles: files(2) }))).toHaveLength(2);
    expect(digitalPreviewFiles(line({}))).toEqual([]);
  });

  it('names a line by its catalogue, its package, its product, else its text', () => {
    expect(lineName(line({ product: product(5), catalogue, description: 'x' }))).toBe('Skolekatalog 2026');
    const pkg = { uuid: 'k', offerUuid: 'o', name: 'The family package', subject: { uuid: 's-1' }, packageItems: [] };
    expect(lineName(line({ product: product(200), package: pkg, description: 'x' }))).toBe('The family package');
    expect(lineName(line({ product: product(1), template, description: 'x' }))).toBe('P');
    expect(lineName(line({ description: 'Frakt' }))).toBe('Frakt');
  });

  it("gives a digital line its spec text and whose pictures they are; other lines none", () => {
    expect(digitalLineDetail(line({ product: product(7), description: '1 x portrait set', subjects: [subject], digitalFiles: files(4) }))).toBe('1 x portrait set · Ola Nordmann');
    expect(digitalLineDetail(line({ product: product(7), description: '2 x group picture', subjects: [], digitalFiles: files(2) }))).toBe('2 x group picture');
    expect(digitalLineDetail(line({ product: product(1), template, description: 'Card' }))).toBeNull();
  });
});
