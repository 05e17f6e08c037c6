import { describe, expect, it } from 'vitest';
import { compareProducts, sizeInName, sortProducts } from '../../../../../src/server/services/templates/productOrder';

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('sizeInName', () => {
  it('reads the first width x height, with decimal commas or points and spaces', () => {
    expect(sizeInName('Kort 10,5x14.8 cm')).toEqual({ width: 10.5, height: 14.8 });
    expect(sizeInName('Plakat 30 x 40 cm')).toEqual({ width: 30, height: 40 });
    expect(sizeInName('Brettet kort 20x15 cm, brettes til 10x15')).toEqual({ width: 20, height: 15 });
    expect(sizeInName('Fotokrus')).toBeNull();
  });
});

describe('product order (spec 2 §9)', () => {
  it('puts calendars with 20x30 first, then those with "(12", whatever their sortOrder', () => {
    const sorted = sortProducts('CALENDAR', [
      { name: 'Bordkalender 20x10 cm', sortOrder: 1 },
      { name: 'Kalender A4 (12 måneder)', sortOrder: 20 },
      { name: 'Veggkalender 20x30 cm', sortOrder: 30 },
      { name: 'Kalender A3 (12 måneder)', sortOrder: 5 },
    ]);
    expect(names(sorted)).toEqual(['Veggkalender 20x30 cm', 'Kalender A3 (12 måneder)', 'Kalender A4 (12 måneder)', 'Bordkalender 20x10 cm']);
  });

  it('puts 15x15 cards first, then the larger area first, then sortOrder among equal areas', () => {
    const sorted = sortProducts('CARD', [
      { name: 'Kort 10x15 cm stående', sortOrder: 10 },
      { name: 'Kort 15x10 cm liggende', sortOrder: 5 },
      { name: 'Brettet kort 20x15 cm', sortOrder: 30 },
      { name: 'Kort 15x15 cm', sortOrder: 40 },
      { name: 'Visittkort', sortOrder: 1 },
    ]);
    expect(names(sorted)).toEqual(['Kort 15x15 cm', 'Brettet kort 20x15 cm', 'Kort 15x10 cm liggende', 'Kort 10x15 cm stående', 'Visittkort']);
  });

  it('orders other products by sortOrder, then by name with numbers compared as numbers', () => {
    const sorted = sortProducts('PHOTOGIFT', [
      { name: 'Pakke 10', sortOrder: 2 },
      { name: 'Pakke 2', sortOrder: 2 },
      { name: 'Krus', sortOrder: 1 },
    ]);
    expect(names(sorted)).toEqual(['Krus', 'Pakke 2', 'Pakke 10']);
    expect(compareProducts('PHOTOGIFT', { name: 'A', sortOrder: 1 }, { name: 'A', sortOrder: 1 })).toBe(0);
  });

  it('applies the calendar rule only to calendars', () => {
    const products = [
      { name: 'Plakat (12 stk)', sortOrder: 2 },
      { name: 'Plakat 20x30', sortOrder: 3 },
      { name: 'Musematte', sortOrder: 1 },
    ];
    expect(names(sortProducts('PHOTOGIFT', products))).toEqual(['Musematte', 'Plakat (12 stk)', 'Plakat 20x30']);
  });
});
