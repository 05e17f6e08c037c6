import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  calendarMonthOf,
  effectiveEffect,
  effectiveText,
  effectiveTextStyle,
  emptyUserResources,
  findSlot,
  instanceProblems,
  firstNameOf,
  isComplete,
  isPartComplete,
  mmToPoints,
  parseTemplate,
  pictureAllowed,
  pointsToMm,
  resolveText,
  textIn,
  type ImageResource,
  type ImageSlot,
  type Template,
  type TemplateInstance,
  type TextSlot,
  type UserResources,
} from '../../../../src/engine/model';

function fixture(name: string): Template {
  const result = parseTemplate(readFileSync(new URL(`../../../fixtures/templates/${name}`, import.meta.url), 'utf8'));
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const card = fixture('card-15x15.json');
const calendar = fixture('calendar-20x30.json');

const photo = (pictureUuid = '0b7e6a1c-2d3f-4a5b-8c9d-0e1f2a3b4c5d'): ImageResource => ({
  pictureUuid,
  sourceWidth: 4000,
  sourceHeight: 6000,
  cropRect: null,
  rotation: 0,
});

describe('resolveText', () => {
  const text = { nb: 'Hilsen {firstName} ({name}), {year}', en: 'Love from {firstName} ({name}), {year}' };

  it('fills name, first name and year in the language asked for', () => {
    expect(resolveText(text, { name: 'Ola Nordmann', year: 2026, lang: 'nb' })).toBe('Hilsen Ola (Ola Nordmann), 2026');
    expect(resolveText(text, { name: 'Ola Nordmann', year: 2026, lang: 'en' })).toBe('Love from Ola (Ola Nordmann), 2026');
  });

  it('falls back to Norwegian when the English text is missing or empty', () => {
    expect(resolveText({ nb: 'God jul {year}' }, { name: 'Kari', year: 2027, lang: 'en' })).toBe('God jul 2027');
    expect(textIn({ nb: 'Forside', en: '' }, 'en')).toBe('Forside');
  });

  it('repeats placeholders, keeps unknown ones and trims the name', () => {
    expect(resolveText({ nb: '{year}-{year} {class} {name}' }, { name: '  Per  Hansen ', year: 2028, lang: 'nb' })).toBe(
      '2028-2028 {class} Per  Hansen',
    );
  });

  it('takes the first word of a name', () => {
    expect(firstNameOf('Anne-Lise  Berg Olsen')).toBe('Anne-Lise');
    expect(firstNameOf('Åse')).toBe('Åse');
    expect(firstNameOf('   ')).toBe('');
  });
});

describe('isComplete', () => {
  it('needs a picture in every customer-filled image slot, not a text', () => {
    const resources: UserResources = emptyUserResources();
    expect(isComplete(card, resources)).toBe(false);
    resources.images.portrait = photo();
    expect(isComplete(card, resources)).toBe(false);
    resources.images.class = photo('6a1f0c3e-5b7d-4e9f-a1b2-c3d4e5f60718');
    expect(isComplete(card, resources)).toBe(true);
    expect(resources.texts).toEqual({});
  });

  it('ignores slots the customer does not fill', () => {
    const optional = structuredClone(card);
    for (const l of optional.parts[0].layers) if (l.kind === 'image' && l.id === 'class') l.userSupplied = false;
    expect(isComplete(optional, { images: { portrait: photo() }, texts: {} })).toBe(true);
  });

  it('marks each part on its own for the part selector', () => {
    const twoParts: Template = {
      ...calendar,
      parts: [calendar.parts[0], { ...calendar.parts[0], id: 'february', layers: [{ ...calendar.parts[0].layers[1], id: 'photo-february' } as ImageSlot] }],
    };
    const resources = { images: { 'photo-january': photo() }, texts: {} };
    expect(twoParts.parts.map((p) => isPartComplete(p, resources))).toEqual([true, false]);
    expect(isComplete(twoParts, resources)).toBe(false);
  });
});

describe('pictureAllowed', () => {
  const portrait = findSlot(card, 'portrait')!.slot as ImageSlot;
  const group = findSlot(card, 'class')!.slot as ImageSlot;
  const any = findSlot(calendar, 'photo-january')!.slot as ImageSlot;

  it.each([
    ['portrait', portrait, { pictureType: 'IP', groupPicture: false }, true],
    ['portrait', portrait, { pictureType: 'SFP', groupPicture: false }, true],
    ['portrait', portrait, { pictureType: 'GP', groupPicture: true }, false],
    ['group-only', group, { pictureType: 'GP', groupPicture: true }, true],
    ['group-only', group, { pictureType: 'IP', groupPicture: false }, false],
    ['any picture', any, { pictureType: 'GP', groupPicture: true }, true],
    ['any picture', any, { pictureType: 'SFP', groupPicture: false }, true],
  ] as const)('%s slot, %j -> %s', (_name, slot, picture, allowed) => expect(pictureAllowed(slot, picture)).toBe(allowed));

  it('checks the group flag apart from the type', () => {
    const slot = { allow: { pictureTypes: ['SFP' as const], group: true } };
    expect(pictureAllowed(slot, { pictureType: 'SFP', groupPicture: true })).toBe(true);
    expect(pictureAllowed(slot, { pictureType: 'SFP', groupPicture: false })).toBe(false);
  });
});

describe('effective values', () => {
  it('the resource effect overrides the part effect', () => {
    expect(effectiveEffect({ effect: 'sepia' }, {})).toBe('sepia');
    expect(effectiveEffect({ effect: 'sepia' }, { overrideEffect: 'bw' })).toBe('bw');
  });

  it('a slot shows the customer text, else its default text filled in', () => {
    const slot = findSlot(card, 'greeting')!.slot as TextSlot;
    const values = { name: 'Kari Nordmann', year: 2026, lang: 'nb' } as const;
    expect(effectiveText(slot, undefined, values)).toBe('God jul fra Kari\nKari Nordmann 2026');
    expect(effectiveText(slot, { text: '' }, values)).toBe('');
    expect(effectiveText(slot, { text: 'Hei {name}' }, values)).toBe('Hei {name}');
  });

  it('text overrides replace only what the customer changed', () => {
    const slot = findSlot(card, 'greeting')!.slot as TextSlot;
    expect(effectiveTextStyle(slot, undefined)).toBe(slot.font);
    expect(effectiveTextStyle(slot, { text: 'Hei', overrideSize: 5, overrideHorizontalAlign: 'left' })).toEqual({
      ...slot.font,
      size: 5,
      horizontalAlign: 'left',
    });
    expect(effectiveTextStyle(slot, { text: 'Hei', overrideFamily: 'Lobster', overrideColor: '#ffffff' })).toMatchObject({
      family: 'Lobster',
      color: '#ffffff',
      size: 7,
    });
  });

  it('a month grid counts months from January of the instance year', () => {
    expect(calendarMonthOf({ monthOffset: 0 }, 2028)).toEqual({ year: 2028, month: 1 });
    expect(calendarMonthOf({ monthOffset: 11 }, 2028)).toEqual({ year: 2028, month: 12 });
    expect(calendarMonthOf({ monthOffset: 12 }, 2028)).toEqual({ year: 2029, month: 1 });
    expect(calendarMonthOf({ monthOffset: 19 }, 2031)).toEqual({ year: 2032, month: 8 });
  });
});

describe('units', () => {
  it('converts points and millimetres both ways', () => {
    expect(pointsToMm(72)).toBeCloseTo(25.4, 10);
    expect(pointsToMm(12)).toBeCloseTo(4.2333, 4);
    expect(mmToPoints(pointsToMm(110))).toBeCloseTo(110, 10);
  });
});

describe('instanceProblems', () => {
  const instance = (userResources: UserResources, year = 2026): TemplateInstance => ({
    templateUuid: calendar.uuid,
    templateVersion: calendar.version,
    year,
    userResources,
  });

  it('accepts an instance that fits its template', () => {
    const fits = { ...photo(), rotation: 90 as const, cropRect: { x: 0, y: 1000, width: 6000, height: 2000 } };
    expect(instanceProblems(calendar, instance({ images: { 'photo-january': fits }, texts: {} }))).toEqual([]);
  });

  it('names every problem: wrong template, year, unknown slots, a crop outside the turned photo', () => {
    const outside = { ...photo(), cropRect: { x: 0, y: 1000, width: 6000, height: 2000 } };
    const problems = instanceProblems(
      calendar,
      { ...instance({ images: { 'photo-january': outside, 'grid-january': photo() }, texts: { greeting: { text: 'Hei' } } }, 2030), templateVersion: 1 },
    );
    expect(problems).toEqual([
      { path: ['templateVersion'], kind: 'otherTemplate', values: { templateUuid: calendar.uuid, templateVersion: 1 } },
      { path: ['year'], kind: 'unsupportedYear', values: { year: 2030, supportedYears: [2026, 2027, 2028] } },
      { path: ['images', 'photo-january', 'cropRect'], kind: 'cropOutside', values: { width: 4000, height: 6000 } },
      { path: ['images', 'grid-january'], kind: 'unknownSlot', values: { slot: 'grid-january' } },
      { path: ['texts', 'greeting'], kind: 'unknownSlot', values: { slot: 'greeting' } },
    ]);
  });
});
