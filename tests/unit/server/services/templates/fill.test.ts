import { describe, expect, it } from 'vitest';
import { imageSlots, template as templateSchema, userResources, type Template, type TemplateInput } from '../../../../../src/engine/model';
import { effectiveCrop } from '../../../../../src/engine/layout/crop';
import {
  choosePicture,
  defaultYear,
  fillTemplateResources,
  fillText,
  picturesFillTemplate,
  type SubjectPicture,
} from '../../../../../src/server/services/templates/fill';
import { firstQualifiedSubject } from '../../../../../src/server/services/templates/qualify';

const BACKGROUND = '22222222-2222-4222-8222-222222222222';

let n = 0;
function picture(pictureType: SubjectPicture['pictureType'], width: number, height: number, extra: Partial<SubjectPicture> = {}): SubjectPicture {
  n += 1;
  return { uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, pictureType, webshopId: `W-${n}`, width, height, greenscreen: false, ...extra };
}

type LayerInput = TemplateInput['parts'][number]['layers'][number];
const photo = (id: string, types: ('IP' | 'SFP' | 'GP')[], rect = { x: 10, y: 10, width: 60, height: 90 }, extra: Partial<Extract<LayerInput, { kind: 'image' }>> = {}): LayerInput => ({
  kind: 'image',
  id,
  rect,
  allow: { pictureTypes: types, ...(types.length === 1 && types[0] === 'GP' ? { group: true } : {}) },
  ...extra,
});
const words = (id: string, nb: string): LayerInput => ({
  kind: 'text',
  id,
  rect: { x: 10, y: 110, width: 130, height: 20 },
  defaultText: { nb, en: nb },
  font: { family: 'Roboto', size: 6, color: '#000000' },
  maxLines: 1,
});

function makeTemplate(layers: LayerInput[], extra: Partial<TemplateInput> = {}): Template {
  return templateSchema.parse({
    uuid: '3f1c2a9e-6b4d-4c1a-9e2f-7a8b5c6d1e01',
    version: 1,
    name: { nb: 'Test' },
    type: 'CARD',
    size: { width: 150, height: 150 },
    bleed: 3,
    parts: [{ id: 'front', descriptions: { nb: 'Forside' }, size: { width: 150, height: 150 }, layers }],
    ...extra,
  });
}

const who = { name: 'Emma Hansen', isGroup: false };
const context = { who, year: 2027, lang: 'nb' as const, defaultBackgroundUuid: BACKGROUND };

describe('choosePicture', () => {
  const portraitSlot = { allow: { pictureTypes: ['IP', 'SFP'] as ('IP' | 'SFP')[] }, rect: { x: 0, y: 0, width: 60, height: 90 } };

  it('takes the slot’s first picture type before the next, and never a refused one', () => {
    const group = picture('GP', 900, 600);
    const sibling = picture('SFP', 600, 900);
    const own = picture('IP', 600, 900);
    expect(choosePicture(portraitSlot, [group, sibling, own], new Map(), false)).toBe(own);
    expect(choosePicture(portraitSlot, [group], new Map(), false)).toBeUndefined();
  });

  it('prefers a picture not used yet, then the slot’s orientation, then the set’s order', () => {
    const landscape = picture('IP', 900, 600);
    const upright = picture('IP', 600, 900);
    const second = picture('IP', 600, 900);
    expect(choosePicture(portraitSlot, [landscape, upright, second], new Map(), false)).toBe(upright);
    expect(choosePicture(portraitSlot, [landscape, upright, second], new Map([[upright.uuid, 1]]), false)).toBe(second);
    expect(choosePicture(portraitSlot, [landscape, upright, second], new Map([[upright.uuid, 1], [second.uuid, 1]]), false)).toBe(landscape);
  });

  it('passes over green-screen pictures where no background can be placed', () => {
    const screen = picture('IP', 600, 900, { greenscreen: true });
    const plain = picture('SFP', 900, 600);
    expect(choosePicture(portraitSlot, [screen, plain], new Map(), false)).toBe(plain);
    expect(choosePicture(portraitSlot, [screen, plain], new Map(), true)).toBe(screen);
    expect(choosePicture(portraitSlot, [screen], new Map(), false)).toBe(screen);
  });
});

describe('picturesFillTemplate', () => {
  const groupOnly = makeTemplate([photo('class', ['GP'], { x: 10, y: 10, width: 120, height: 80 }, { groupPicture: true })]);
  const portraitOnly = makeTemplate([photo('photo', ['IP', 'SFP'])]);

  it('needs an allowed picture for every slot the customer must fill', () => {
    const ip = [picture('IP', 600, 900)];
    const gp = [picture('GP', 900, 600)];
    expect(picturesFillTemplate(groupOnly, gp)).toBe(true);
    expect(picturesFillTemplate(groupOnly, ip)).toBe(false);
    expect(picturesFillTemplate(portraitOnly, gp)).toBe(false);
    expect(picturesFillTemplate(portraitOnly, ip)).toBe(true);
  });

  it('ignores optional slots', () => {
    const optionalGroup = makeTemplate([photo('photo', ['IP']), photo('class', ['GP'], { x: 80, y: 10, width: 60, height: 40 }, { groupPicture: true, userSupplied: false })]);
    expect(picturesFillTemplate(optionalGroup, [picture('IP', 600, 900)])).toBe(true);
  });

  it('finds the first subject in the given order whose pictures fill a template', () => {
    const pupil = { name: 'Emma', pictures: [picture('IP', 600, 900)] };
    const group = { name: 'Klasse 5B', pictures: [picture('GP', 900, 600)] };
    expect(firstQualifiedSubject([groupOnly], [pupil, group])).toBe(group);
    expect(firstQualifiedSubject([groupOnly, portraitOnly], [pupil, group])).toBe(pupil);
    expect(firstQualifiedSubject([], [pupil, group])).toBeUndefined();
  });
});

describe('fillTemplateResources', () => {
  it('places different pictures with cover crops of the slot’s shape inside the photo, valid for the engine', () => {
    const template = makeTemplate([photo('left', ['IP', 'SFP']), photo('right', ['IP', 'SFP'], { x: 80, y: 10, width: 60, height: 90 })]);
    const pictures = [picture('IP', 600, 900), picture('IP', 900, 600), picture('SFP', 600, 900)];
    const filled = fillTemplateResources(template, pictures, context);
    expect(userResources.parse(filled)).toEqual(filled);
    expect(filled.images.left.pictureUuid).toBe(pictures[0].uuid);
    // An unused individual picture beats a sibling picture of the slot's orientation.
    expect(filled.images.right.pictureUuid).toBe(pictures[1].uuid);
    for (const [id, image] of Object.entries(filled.images)) {
      const slot = imageSlots(template).find((s) => s.id === id)!;
      const crop = image.cropRect!;
      expect(crop.width / crop.height).toBeCloseTo(slot.rect.width / slot.rect.height, 9);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(image.sourceWidth + 1e-9);
      expect(crop.y + crop.height).toBeLessThanOrEqual(image.sourceHeight + 1e-9);
      expect(image).toMatchObject({ rotation: 0, webshopId: expect.stringMatching(/^W-/) });
    }
  });

  it('reuses pictures once every allowed one is placed, and leaves slots without an allowed picture empty', () => {
    const template = makeTemplate([
      photo('a', ['IP']),
      photo('b', ['IP'], { x: 80, y: 10, width: 60, height: 90 }),
      photo('class', ['GP'], { x: 10, y: 105, width: 130, height: 40 }, { groupPicture: true }),
    ]);
    const only = picture('IP', 600, 900);
    const filled = fillTemplateResources(template, [only], context);
    expect(filled.images.a.pictureUuid).toBe(only.uuid);
    expect(filled.images.b.pictureUuid).toBe(only.uuid);
    expect(filled.images.class).toBeUndefined();
  });

  it('frames every picture with the default crop of the engine, the one the editor shows for a picked picture', () => {
    const template = makeTemplate([photo('a', ['IP', 'GP'], { x: 10, y: 10, width: 60, height: 60 })]);
    for (const [type, width, height] of [['IP', 400, 600], ['GP', 900, 600]] as const) {
      const chosen = picture(type, width, height);
      const placed = fillTemplateResources(template, [chosen], context).images.a;
      expect(placed.cropRect).toEqual(effectiveCrop({ ...placed, cropRect: null }, { width: 60, height: 60 }, 'cover').crop);
    }
    expect(fillTemplateResources(template, [picture('IP', 400, 600)], context).images.a.cropRect).toEqual({ x: 0, y: 100, width: 400, height: 400 });
  });

  it('leaves the crop to the layout in a part whose photos are contained', () => {
    const template = templateSchema.parse({ ...makeTemplate([photo('photo', ['IP'])]), parts: [{ ...makeTemplate([photo('photo', ['IP'])]).parts[0], imageAdaption: 'contain' }] });
    expect(fillTemplateResources(template, [picture('IP', 600, 900)], context).images.photo.cropRect).toBeNull();
  });

  it('puts a green-screen picture on the default background only where the template and slot allow one', () => {
    const screen = picture('IP', 600, 900, { greenscreen: true });
    const separating = makeTemplate([photo('photo', ['IP'])], { separateFromBackground: true });
    const refusing = makeTemplate([photo('photo', ['IP'], undefined, { disableBackground: true })], { separateFromBackground: true });
    expect(fillTemplateResources(separating, [screen], context).images.photo.background).toEqual({ uuid: BACKGROUND });
    expect(fillTemplateResources(refusing, [screen], context).images.photo.background).toBeUndefined();
    expect(fillTemplateResources(separating, [screen], { ...context, defaultBackgroundUuid: null }).images.photo.background).toBeUndefined();
  });

  it('fills texts with placeholders and leaves fixed texts to the template', () => {
    const template = makeTemplate([photo('photo', ['IP']), words('greeting', 'God jul!'), words('signature', 'Hilsen {firstName} · {year}'), words('full', '{name}')]);
    const filled = fillTemplateResources(template, [], context);
    expect(filled.images).toEqual({});
    expect(filled.texts).toEqual({ signature: { text: 'Hilsen Emma · 2027' }, full: { text: 'Emma Hansen' } });
  });
});

describe('fillText', () => {
  it('names a group by its whole name where a first name is asked for', () => {
    expect(fillText({ nb: 'Hilsen {firstName}' }, { name: 'Klasse 5B', isGroup: true }, 2027, 'nb')).toBe('Hilsen Klasse 5B');
    expect(fillText({ nb: 'Hilsen {firstName}', en: 'Love, {firstName}' }, who, 2027, 'en')).toBe('Love, Emma');
  });
});

describe('defaultYear', () => {
  const calendar = (supportedYears: number[]) => ({ type: 'CALENDAR' as const, supportedYears });

  it('is this year in Norway for other products', () => {
    expect(defaultYear({ type: 'CARD', supportedYears: [] }, new Date('2026-06-01T12:00:00Z'))).toBe(2026);
    // 23:30 UTC on New Year's Eve is already 2027 in Oslo.
    expect(defaultYear({ type: 'CARD', supportedYears: [] }, new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  it('is a calendar’s first supported year from this year on, or its last when all have passed', () => {
    expect(defaultYear(calendar([2028, 2026, 2027]), new Date('2026-09-01T12:00:00Z'))).toBe(2026);
    expect(defaultYear(calendar([2026, 2027, 2028]), new Date('2027-03-01T12:00:00Z'))).toBe(2027);
    expect(defaultYear(calendar([2024, 2025]), new Date('2027-03-01T12:00:00Z'))).toBe(2025);
  });
});
