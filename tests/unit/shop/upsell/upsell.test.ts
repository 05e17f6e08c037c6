import { describe, expect, it } from 'vitest';
import type { UpsaleItem } from '../../../../src/api/client/checkout';
import { answerFor, currentStep, nextStep, startWalk, upsellSaving, upsellSteps } from '../../../../src/shop/upsell/upsellWalk';

const catalogue: UpsaleItem = { type: 'CATALOGUE', price: 199, rebatedPrice: 199 };
const digital: UpsaleItem = { type: 'DIGITAL_FILES', price: 499, rebatedPrice: 349.5 };

describe('upsell walk (spec 1 Upsell pop-ups, §4)', () => {
  it("keeps the list's order", () => {
    expect(upsellSteps([catalogue, digital]).map((i) => i.type)).toEqual(['CATALOGUE', 'DIGITAL_FILES']);
    expect(upsellSteps([digital, catalogue]).map((i) => i.type)).toEqual(['DIGITAL_FILES', 'CATALOGUE']);
  });

  it('passes over unknown types, repeats and offers already answered for this cart', () => {
    const unknown = { type: 'PACKAGE', price: 1, rebatedPrice: 1 } as unknown as UpsaleItem;
    expect(upsellSteps([unknown, catalogue, catalogue, digital]).map((i) => i.type)).toEqual(['CATALOGUE', 'DIGITAL_FILES']);
    expect(upsellSteps([catalogue, digital], ['line-1'], [answerFor(catalogue, ['line-1'])])).toEqual([digital]);
    expect(upsellSteps([catalogue], ['line-1', 'line-2'], [answerFor(catalogue, ['line-1'])])).toEqual([]);
  });

  it('asks again when the offer is new: other prices, or a new cart (none of the answered lines left)', () => {
    const answered = [answerFor(catalogue, ['line-1'])];
    expect(upsellSteps([{ ...catalogue, rebatedPrice: catalogue.rebatedPrice + 50 }], ['line-1'], answered)).toHaveLength(1);
    expect(upsellSteps([catalogue], ['line-9'], answered)).toEqual([catalogue]);
  });

  it('walks one pop-up at a time and shows nothing once finished', () => {
    let walk = startWalk([catalogue, digital]);
    expect(currentStep(walk)).toBe(catalogue);
    walk = nextStep(walk);
    expect(currentStep(walk)).toBe(digital);
    walk = nextStep(walk);
    expect(currentStep(walk)).toBeNull();
    expect(currentStep(nextStep(walk))).toBeNull();
    expect(currentStep(startWalk([]))).toBeNull();
  });

  it('shows the saving as price minus rebatedPrice, in whole øre, never below 0', () => {
    expect(upsellSaving(digital)).toBe(149.5);
    expect(upsellSaving({ price: 0.3, rebatedPrice: 0.1 })).toBe(0.2);
    expect(upsellSaving({ price: 100, rebatedPrice: 120 })).toBe(0);
  });
});
