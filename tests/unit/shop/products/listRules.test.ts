import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../../src/api/client/templates';
import { applyFilters, filterOptions, formatValue, readFilters, writeFilters } from '../../../../src/shop/products/listFilters';
import { groupByProduct } from '../../../../src/shop/products/productGroups';

const product = (uuid: string, name = uuid): CatalogProduct => ({
  uuid,
  name,
  type: 1,
  sortOrder: 0,
  minorderpartquantity: 1,
  subproducts: [],
  productprices: [],
  categories: [],
  campaignrequirement: null,
});

const item = (uuid: string, p: CatalogProduct, o: { w?: number; h?: number; texts?: number; images?: number; pages?: number } = {}) => ({
  uuid,
  product: p,
  dimensions: { width: o.w ?? 150, height: o.h ?? 150 },
  textSlots: o.texts ?? 1,
  imageSlots: o.images ?? 1,
  pages: o.pages ?? 1,
});

const square = product('square');
const folded = product('folded');
const CARDS = [
  item('a', square, { texts: 2, images: 1 }),
  item('b', square, { texts: 0, images: 2 }),
  item('c', folded, { w: 200, h: 150, texts: 3, images: 2 }),
  item('d', folded, { w: 200, h: 150, texts: 1, images: 3 }),
];

describe('filter options (spec 2 §2.2)', () => {
  it('offers cards formats, texts and images; larger formats first, images by count', () => {
    expect(filterOptions('cards', CARDS, {})).toEqual([
      { key: 'format', values: ['200x150', '150x150'] },
      { key: 'text', values: ['yes', 'no'] },
      { key: 'images', values: ['1', '2', '3'] },
    ]);
  });

  it('leaves out a filter with one value, but always offers the text filter', () => {
    const same = [item('a', square, { texts: 1 }), item('b', square, { texts: 1 })];
    expect(filterOptions('cards', same, {})).toEqual([{ key: 'text', values: ['yes', 'no'] }]);
  });

  it('offers calendars formats and pages, photo gifts nothing', () => {
    const calendars = [item('a', square, { w: 200, h: 300, pages: 13 }), item('b', square, { w: 210, h: 297, pages: 13 })];
    expect(filterOptions('calendars', calendars, {})).toEqual([{ key: 'format', values: ['210x297', '200x300'] }]);
    expect(filterOptions('photogifts', CARDS, {})).toEqual([]);
  });

  it('keeps a chosen filter visible (a URL preset) even when the list has one value or none of it', () => {
    const calendars = [item('a', square, { pages: 13 }), item('b', square, { pages: 13 })];
    expect(filterOptions('calendars', calendars, { pages: '7' })).toEqual([{ key: 'pages', values: ['7', '13'] }]);
  });
});

describe('applying filters', () => {
  it('keeps the items matching every chosen value', () => {
    expect(applyFilters(CARDS, { format: '200x150' }).map((i) => i.uuid)).toEqual(['c', 'd']);
    expect(applyFilters(CARDS, { text: 'no' }).map((i) => i.uuid)).toEqual(['b']);
    expect(applyFilters(CARDS, { text: 'yes', images: '2' }).map((i) => i.uuid)).toEqual(['c']);
    expect(applyFilters(CARDS, {}).map((i) => i.uuid)).toEqual(['a', 'b', 'c', 'd']);
    expect(applyFilters(CARDS, { format: '100x150' })).toEqual([]);
  });

  it('writes formats in whole millimetres', () => {
    expect(formatValue({ width: 105, height: 148.5 })).toBe('105x149');
  });
});

describe('filters in the URL query', () => {
  it("reads the type's filters and ignores others and malformed values", () => {
    const query = new URLSearchParams('pages=13&format=200x300&text=maybe&images=2&utm=x');
    expect(readFilters('calendars', query)).toEqual({ pages: '13', format: '200x300' });
    expect(readFilters('cards', query)).toEqual({ format: '200x300', images: '2' });
    expect(readFilters('cards', new URLSearchParams('format=big&images=-1&text=no'))).toEqual({ text: 'no' });
    expect(readFilters('photogifts', query)).toEqual({});
  });

  it('writes the selection back, keeping unrelated parameters and dropping cleared filters', () => {
    const query = new URLSearchParams('utm=x&images=2&text=yes');
    expect(writeFilters('cards', query, { text: 'no', format: '150x150' }).toString()).toBe('utm=x&text=no&format=150x150');
    expect(writeFilters('cards', query, {}).toString()).toBe('utm=x');
    // The original query is not changed.
    expect(query.toString()).toBe('utm=x&images=2&text=yes');
  });
});

describe('grouping by product', () => {
  it("keeps the list's product order (spec 2 §9, made by the server) and each product's templates in order", () => {
    const calendar = product('calendar');
    const groups = groupByProduct([item('1', folded), item('2', folded), item('3', square), item('4', calendar), item('5', calendar)]);
    expect(groups.map((g) => [g.product.uuid, g.templates.map((t) => t.uuid)])).toEqual([
      ['folded', ['1', '2']],
      ['square', ['3']],
      ['calendar', ['4', '5']],
    ]);
  });

  it('gathers a product whose templates are not next to each other under its first place', () => {
    const groups = groupByProduct([item('1', square), item('2', folded), item('3', square)]);
    expect(groups.map((g) => [g.product.uuid, g.templates.map((t) => t.uuid)])).toEqual([
      ['square', ['1', '3']],
      ['folded', ['2']],
    ]);
  });

  it('drops products whose templates were all filtered away', () => {
    expect(groupByProduct(applyFilters(CARDS, { format: '150x150' })).map((g) => g.product.uuid)).toEqual(['square']);
    expect(groupByProduct([])).toEqual([]);
  });
});
