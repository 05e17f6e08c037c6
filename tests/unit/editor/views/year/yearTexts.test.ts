import { describe, expect, it } from 'vitest';
import { textsForYear } from '../../../../../src/editor/views/year/yearTexts';
import { textSlots, type UserResources } from '../../../../../src/engine/model';
import { demoTemplate } from '../../../../support/editorHarness';

const calendar = demoTemplate('Veggkalender 20x30');
const withTexts = (texts: UserResources['texts']): UserResources => ({ images: {}, texts });

describe('textsForYear', () => {
  it('moves a filled {year} text to the new year', () => {
    const changed = textsForYear(calendar, withTexts({ 'wall-cover-year': { text: '2026' } }), 2026, 2027, 'nb');
    expect(changed).toEqual({ 'wall-cover-year': { text: '2027' } });
  });

  it('keeps what the customer wrote around the year, and their font choices', () => {
    const resources = withTexts({ 'wall-cover-year': { text: 'Familien 2026 – 20261', overrideSize: 20 } });
    expect(textsForYear(calendar, resources, 2026, 2028, 'nb')).toEqual({ 'wall-cover-year': { text: 'Familien 2028 – 20261', overrideSize: 20 } });
  });

  it('leaves a text without the old year, a slot without {year} and an unchanged year alone', () => {
    expect(textsForYear(calendar, withTexts({ 'wall-cover-year': { text: 'Vår kalender' } }), 2026, 2027, 'nb')).toEqual({});
    expect(textsForYear(calendar, withTexts({ 'wall-cover-year': { text: '2026' } }), 2026, 2026, 'nb')).toEqual({});
    const card = demoTemplate('Julekort 15x15 Snøfall');
    const [slot] = textSlots(card).filter((l) => !JSON.stringify(l.defaultText).includes('{year}'));
    expect(slot).toBeDefined();
    expect(textsForYear(card, withTexts({ [slot.id]: { text: 'God jul 2026' } }), 2026, 2027, 'nb')).toEqual({});
  });

  it('does nothing for a slot the customer has not filled (the engine fills {year} itself)', () => {
    expect(textsForYear(calendar, withTexts({}), 2026, 2027, 'nb')).toEqual({});
  });
});
