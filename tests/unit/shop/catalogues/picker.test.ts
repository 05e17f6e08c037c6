import { describe, expect, it } from 'vitest';
import { catalogueOrder, catalogueQuantityChoices, chosenCatalogues, initialCatalogueQuantities } from '../../../../src/shop/catalogues/cataloguePicker';

const cat = (uuid: string, quantity = 0) => ({ uuid, quantity });

describe('catalogue offer pickers (spec 1 Catalogue offer dialog, §4, §5, §9)', () => {
  it('allows 0 up to maxQuantity, or 10 when the catalogue gives none', () => {
    expect(catalogueQuantityChoices({ maxQuantity: 3 })).toEqual([0, 1, 2, 3]);
    expect(catalogueQuantityChoices({ maxQuantity: 0 })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('starts a lone catalogue at 1 and each of several at 0', () => {
    expect(initialCatalogueQuantities([cat('a')])).toEqual({ a: 1 });
    expect(initialCatalogueQuantities([cat('a'), cat('b')])).toEqual({ a: 0, b: 0 });
    expect(initialCatalogueQuantities([])).toEqual({});
  });

  it('starts a catalogue already in the cart at what the cart holds', () => {
    expect(initialCatalogueQuantities([cat('a', 2), cat('b')])).toEqual({ a: 2, b: 0 });
  });

  it('refuses to add when no quantity is over 0', () => {
    expect(catalogueOrder([cat('a'), cat('b')], { a: 0, b: 0 })).toEqual({ ok: false, reason: 'nothingChosen' });
    expect(catalogueOrder([cat('a')], {})).toEqual({ ok: false, reason: 'nothingChosen' });
    // Taking the only catalogue in the cart out is no choice either.
    expect(catalogueOrder([cat('a', 1)], { a: 0 })).toEqual({ ok: false, reason: 'nothingChosen' });
  });

  it('sends the chosen quantities in list order, and 0 for a catalogue in the cart picked down to 0', () => {
    expect(catalogueOrder([cat('a'), cat('b'), cat('c')], { a: 0, b: 2, c: 1 })).toEqual({
      ok: true,
      items: [
        { uuid: 'b', quantity: 2 },
        { uuid: 'c', quantity: 1 },
      ],
    });
    expect(chosenCatalogues([cat('a', 1), cat('b')], { a: 0, b: 3 })).toEqual([
      { uuid: 'a', quantity: 0 },
      { uuid: 'b', quantity: 3 },
    ]);
  });
});
