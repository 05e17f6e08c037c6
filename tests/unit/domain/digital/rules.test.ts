/** The pure rules of digital portraits (src/domain/digital): bought status, the rebate rule, tiered prices. */
import { describe, expect, it } from 'vitest';
import {
  applicableRebate,
  digitalProductKind,
  digitalSetStatus,
  nextPiecePrice,
  pictureStatus,
  priceDigitalPieces,
  priceList,
  type DigitalSetKind,
} from '../../../../src/domain/digital';
import type { PriceTier } from '../../../../src/domain/pricing';

const sets = (bought: DigitalSetKind[], inCart: DigitalSetKind[], combined = false) =>
  digitalSetStatus({ bought: new Set(bought), inCart: new Set(inCart), combined });
const files = (bought: string[] = [], inCart: string[] = []) => ({ bought: new Set(bought), inCart: new Set(inCart) });
const ordinal = (rows: [number, number, number?][]): PriceTier[] => rows.map(([quantity, price, campaign]) => ({ type: 1, quantity, price, campaignprice: campaign ?? null }));

describe('digitalSetStatus and pictureStatus', () => {
  it('a picture is bought by its own file or by the set of its type', () => {
    const none = sets([], []);
    expect(pictureStatus({ uuid: 'a', pictureType: 'IP' }, files(['a']), none, false)).toEqual({ bought: true, inCart: false, setInCart: false });
    const ipSet = sets(['IP'], []);
    expect(pictureStatus({ uuid: 'b', pictureType: 'IP' }, files(), ipSet, false).bought).toBe(true);
    expect(pictureStatus({ uuid: 'c', pictureType: 'SFP' }, files(), ipSet, false).bought).toBe(false);
    expect(pictureStatus({ uuid: 'd', pictureType: 'GP' }, files(), sets(['GP'], []), false).bought).toBe(true);
  });

  it('in the cart likewise; a set in the cart disables its single files; bought wins over in cart', () => {
    const inCart = sets([], ['GP']);
    expect(pictureStatus({ uuid: 'g', pictureType: 'GP' }, files(), inCart, false)).toEqual({ bought: false, inCart: true, setInCart: true });
    expect(pictureStatus({ uuid: 'f', pictureType: 'IP' }, files([], ['f']), inCart, false)).toEqual({ bought: false, inCart: true, setInCart: false });
    expect(pictureStatus({ uuid: 'f', pictureType: 'IP' }, files(['f'], ['f']), inCart, false)).toEqual({ bought: true, inCart: false, setInCart: false });
    expect(sets(['IP'], ['IP']).IP).toEqual({ bought: true, inCart: false });
  });

  it('with the combined product, IP and SFP pictures follow the individual set and GP the group set', () => {
    const combined = sets(['IPSFP'], [], true);
    expect(combined).toEqual({ IP: { bought: true, inCart: false }, SFP: { bought: true, inCart: false }, GP: { bought: false, inCart: false } });
    // An individual set bought covers the sibling pictures once the combined product exists.
    expect(sets(['IP'], [], true).SFP.bought).toBe(true);
    expect(sets(['IP'], [], false).SFP.bought).toBe(false);
    expect(sets(['SFP'], [], true).SFP.bought).toBe(false);
    expect(pictureStatus({ uuid: 's', pictureType: 'SFP' }, files(), sets([], ['IPSFP'], true), true)).toEqual({ bought: false, inCart: true, setInCart: true });
  });
});

describe('applicableRebate (spec 3 §5)', () => {
  const product = { tiers: ordinal([[1, 399]]) };
  it('applies only when the product exists and the rebate is not higher than its regular price', () => {
    expect(applicableRebate(299, product)).toBe(299);
    expect(applicableRebate(399, product)).toBe(399);
    expect(applicableRebate(499, product)).toBeNull();
    expect(applicableRebate(299, null)).toBeNull();
    expect(applicableRebate(null, product)).toBeNull();
    expect(applicableRebate(10, { tiers: [] })).toBeNull();
  });
});

describe('digital prices', () => {
  const tiers = ordinal([[1, 149], [2, 129], [3, 99]]);
  it('counts tiers on from the pieces already bought', () => {
    expect(priceDigitalPieces({ tiers, campaign: false, rebate: null }, { alreadyBought: 0, count: 2 })).toEqual({ linePrice: 278, actualLinePrice: 278 });
    expect(priceDigitalPieces({ tiers, campaign: false, rebate: null }, { alreadyBought: 1, count: 3 })).toEqual({ linePrice: 327, actualLinePrice: 327 });
    expect(nextPiecePrice({ tiers, campaign: false, rebate: null }, 5)).toEqual({ price: 99, nowPrice: null });
  });

  it('takes the campaign price when it applies, and the rebate where lower', () => {
    const campaign = ordinal([[1, 99, 79], [2, 79, 59]]);
    expect(priceDigitalPieces({ tiers: campaign, campaign: true, rebate: null }, { alreadyBought: 0, count: 2 })).toEqual({ linePrice: 178, actualLinePrice: 138 });
    expect(priceDigitalPieces({ tiers: campaign, campaign: false, rebate: null }, { alreadyBought: 0, count: 1 })).toEqual({ linePrice: 99, actualLinePrice: 99 });
    expect(priceDigitalPieces({ tiers: campaign, campaign: true, rebate: 69 }, { alreadyBought: 0, count: 2 })).toEqual({ linePrice: 178, actualLinePrice: 128 });
    expect(nextPiecePrice({ tiers: campaign, campaign: true, rebate: null }, 0)).toEqual({ price: 99, nowPrice: 79 });
    expect(nextPiecePrice({ tiers: [], campaign: true, rebate: null }, 0)).toBeNull();
  });

  it('prices quantity tiers by the total reached', () => {
    const quantity: PriceTier[] = [
      { type: 0, quantity: 1, price: 100, campaignprice: null },
      { type: 0, quantity: 3, price: 80, campaignprice: null },
    ];
    expect(priceDigitalPieces({ tiers: quantity, campaign: false, rebate: null }, { alreadyBought: 1, count: 2 })).toEqual({ linePrice: 160, actualLinePrice: 160 });
  });

  it('lists the tiers for the price dialog with the one the next piece falls in', () => {
    expect(priceList(tiers, false, 1).map((r) => [r.fromPiece, r.price, r.current])).toEqual([[1, 149, false], [2, 129, true], [3, 99, false]]);
    expect(priceList(ordinal([[1, 99, 79]]), true, 0)).toEqual([{ fromPiece: 1, price: 99, campaignPrice: 79, current: true }]);
  });
});

describe('digitalProductKind', () => {
  it('knows the digital product type codes and nothing else', () => {
    expect(digitalProductKind(31)).toEqual({ kind: 'file', type: 'IP' });
    expect(digitalProductKind(36)).toEqual({ kind: 'set', type: 'GP' });
    expect(digitalProductKind(37)).toEqual({ kind: 'set', type: 'IPSFP' });
    expect(digitalProductKind(1)).toBeNull();
  });
});
