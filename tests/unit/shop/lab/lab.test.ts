import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { template as templateSchema, type Template } from '../../../../src/engine/model';
import { labOptionsFromParams, labOptionsToParams, labYear, type LabOptions } from '../../../../src/shop/lab/labOptions';
import { LONG_TEXTS, labResources, type LabFixtureSet, type LabResourceOptions } from '../../../../src/shop/lab/labResources';

const card: Template = templateSchema.parse(JSON.parse(readFileSync('tests/fixtures/templates/card-15x15.json', 'utf8')));

const PORTRAIT = '00000000-0000-4000-8000-000000000001';
const FRIENDS = '00000000-0000-4000-8000-000000000002';
const GROUP = '00000000-0000-4000-8000-000000000003';
const GREEN = '00000000-0000-4000-8000-000000000004';
const BACKGROUND = '00000000-0000-4000-8000-000000000005';

const fixtures: LabFixtureSet = {
  pictures: [
    { uuid: PORTRAIT, role: 'portrait', pictureType: 'IP', width: 2400, height: 3000, hasForeground: false },
    { uuid: FRIENDS, role: 'friends', pictureType: 'SFP', width: 3600, height: 2400, hasForeground: false },
    { uuid: GROUP, role: 'group', pictureType: 'GP', width: 3600, height: 2400, hasForeground: false },
    { uuid: GREEN, role: 'greenScreen', pictureType: 'IP', width: 2400, height: 3000, hasForeground: true },
  ],
  backgrounds: [{ uuid: BACKGROUND }],
};

const plain: LabResourceOptions = { effect: 'template', rotation: 0, zoom: 1, longText: false, lang: 'nb', pictures: true };

describe('labResources', () => {
  it('puts the portrait in the portrait slot and the class picture in the group slot, with the default crop', () => {
    const { images, texts } = labResources(card, fixtures, plain);
    expect(images.portrait).toEqual({ pictureUuid: PORTRAIT, sourceWidth: 2400, sourceHeight: 3000, cropRect: null, rotation: 0 });
    expect(images.class.pictureUuid).toBe(GROUP);
    expect(texts).toEqual({});
  });

  it('prefers the allowed picture shaped most like the slot', () => {
    const wide = { ...card, parts: card.parts.map((part) => ({ ...part, layers: part.layers.map((l) => (l.kind === 'image' && l.id === 'portrait' ? { ...l, rect: { ...l.rect, height: l.rect.width / 2 } } : l)) })) };
    expect(labResources(wide, fixtures, plain).images.portrait.pictureUuid).toBe(FRIENDS);
  });

  it('cuts a green-screen portrait onto the first background where the template allows it, never in a group slot', () => {
    const { images } = labResources({ ...card, separateFromBackground: true }, fixtures, plain);
    expect(images.portrait).toMatchObject({ pictureUuid: GREEN, background: { uuid: BACKGROUND } });
    expect(images.class).not.toHaveProperty('background');
  });

  it('turns and filters every photo as chosen', () => {
    const { images } = labResources(card, fixtures, { ...plain, rotation: 270, effect: 'sepia' });
    expect(Object.values(images).map((i) => [i.rotation, i.overrideEffect])).toEqual([
      [270, 'sepia'],
      [270, 'sepia'],
    ]);
  });

  it('zooms into the middle of the turned photo with the slot’s proportions', () => {
    const { images } = labResources(card, fixtures, { ...plain, zoom: 2, rotation: 90 });
    const slot = card.parts[0].layers.find((l) => l.kind === 'image' && l.id === 'portrait')!.rect;
    const crop = images.portrait.cropRect!;
    // Turned a quarter, the 2400x3000 portrait is 3000 wide and 2400 high.
    expect(crop.x + crop.width / 2).toBeCloseTo(1500);
    expect(crop.y + crop.height / 2).toBeCloseTo(1200);
    expect(crop.width / crop.height).toBeCloseTo(slot.width / slot.height);
  });

  it('fills every text slot with a long text in the drawn language', () => {
    const { texts } = labResources(card, fixtures, { ...plain, longText: true, lang: 'en' });
    expect(Object.values(texts)).not.toHaveLength(0);
    expect(Object.values(texts).every((text) => text.text === LONG_TEXTS.en)).toBe(true);
  });

  it('leaves the slots empty without pictures, or when no fixture is allowed', () => {
    expect(labResources(card, fixtures, { ...plain, pictures: false }).images).toEqual({});
    expect(labResources(card, { pictures: [], backgrounds: [] }, plain).images).toEqual({});
  });
});

describe('lab options in the address', () => {
  const full: LabOptions = {
    template: '75055a10-f5c4-5443-a047-47614ceb9fff',
    effect: 'bw',
    rotation: 180,
    zoom: 1.5,
    longText: true,
    year: 2032,
    lang: 'en',
    guides: true,
    size: 480,
    pictures: false,
    set: '9f0c2a4e-3b1d-5c6e-8f7a-0b1c2d3e4f50',
    greenScreenSet: '1a2b3c4d-5e6f-5a7b-8c9d-0e1f2a3b4c5d',
  };

  it('reads back what it wrote', () => {
    expect(labOptionsFromParams(labOptionsToParams(full, 'nb'), 'nb')).toEqual(full);
  });

  it('writes nothing for the defaults', () => {
    const defaults = labOptionsFromParams(new URLSearchParams(), 'nb');
    expect(defaults).toEqual({ template: null, effect: 'template', rotation: 0, zoom: 1, longText: false, year: null, lang: 'nb', guides: false, size: null, pictures: true, set: null, greenScreenSet: null });
    expect(labOptionsToParams(defaults, 'nb').toString()).toBe('');
  });

  it('takes the default for anything unknown or out of range', () => {
    const options = labOptionsFromParams(new URLSearchParams('effect=neon&rotation=45&zoom=9&year=1999&lang=de&size=5'), 'en');
    expect(options).toMatchObject({ effect: 'template', rotation: 0, zoom: 1, year: null, lang: 'en', size: null });
  });

  it("draws a calendar for its first supported year unless a year is chosen, and anything else for this year", () => {
    expect(labYear({ year: null }, [2027, 2028], 2026)).toBe(2027);
    expect(labYear({ year: 2032 }, [2027, 2028], 2026)).toBe(2032);
    expect(labYear({ year: null }, [], 2026)).toBe(2026);
  });
});
