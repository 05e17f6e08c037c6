import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FONT_FAMILIES,
  imageSlots,
  parseTemplate,
  slotsOf,
  templateInstance,
  textSlots,
  type Template,
} from '../../../../src/engine/model';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/templates/${name}`, import.meta.url), 'utf8'));

function parsed(json: unknown): Template {
  const result = parseTemplate(json);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function errorOf(json: unknown): string {
  const result = parseTemplate(json);
  if (result.ok) throw new Error('expected the template to be refused');
  return result.error;
}

/** A fresh copy of the card fixture to break in one place. */
const card = () => fixture('card-15x15.json') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('fixtures', () => {
  it('parses the 15x15 card with its layers in drawing order', () => {
    const t = parsed(fixture('card-15x15.json'));
    expect(t.type).toBe('CARD');
    expect(t.size).toEqual({ width: 150, height: 150 });
    expect(t.parts[0].layers.map((l) => l.kind)).toEqual(['art', 'art', 'image', 'image', 'text', 'art']);
    expect(imageSlots(t).map((s) => s.id)).toEqual(['portrait', 'class']);
    expect(imageSlots(t)[1]).toMatchObject({ groupPicture: true, allow: { pictureTypes: ['GP'], group: true } });
    expect(textSlots(t)[0].font.family).toBe('Playfair Display');
    expect(slotsOf(t.parts[0]).map((s) => s.id)).toEqual(['portrait', 'class', 'greeting']);
  });

  it('parses the 20x30 calendar and fills defaults left out of the JSON', () => {
    const t = parsed(fixture('calendar-20x30.json'));
    expect(t.supportedYears).toEqual([2026, 2027, 2028]);
    const [, photo, grid] = t.parts[0].layers;
    expect(photo).toMatchObject({ kind: 'image', rotation: 0, mask: 'rect', userSupplied: true, disableEdit: false });
    expect(grid).toMatchObject({ kind: 'calendarMonth', monthOffset: 0 });
  });

  it('is the example of docs/template-format.md, word for word', () => {
    const doc = readFileSync(new URL('../../../../docs/template-format.md', import.meta.url), 'utf8');
    const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(JSON.parse(example ?? 'null')).toEqual(fixture('card-15x15.json'));
  });

  it('parses a JSON string too', () => {
    const text = readFileSync(new URL('../../../fixtures/templates/card-15x15.json', import.meta.url), 'utf8');
    expect(parsed(text).uuid).toBe('3f1c2a9e-6b4d-4c1a-9e2f-7a8b5c6d1e01');
    expect(errorOf('{ not json')).toMatch(/^Not JSON: /);
  });
});

describe('refused templates say where and why', () => {
  it('a template without parts', () => {
    const t = card();
    t.parts = [];
    expect(errorOf(t)).toBe('parts: A template needs at least one part');
    delete t.parts;
    expect(errorOf(t)).toMatch(/^parts: Invalid input: expected array/);
  });

  it('an unknown font', () => {
    const t = card();
    t.parts[0].layers[4].font.family = 'Comic Sans';
    const error = errorOf(t);
    expect(error).toMatch(/^parts\[0\]\.layers\[4\]\.font\.family: Unknown font "Comic Sans"; expected one of Anton, /);
    expect(error).toContain(FONT_FAMILIES.join(', '));
  });

  it('a duplicate slot id, also across parts', () => {
    const t = card();
    t.parts[0].layers[3].id = 'portrait';
    expect(errorOf(t)).toBe('parts[0].layers[3].id: Duplicate slot id "portrait"');

    const two = card();
    two.parts.push({ ...structuredClone(two.parts[0]), id: 'back' });
    expect(errorOf(two).split('\n')).toEqual([
      'parts[1].layers[2].id: Duplicate slot id "portrait"',
      'parts[1].layers[3].id: Duplicate slot id "class"',
      'parts[1].layers[4].id: Duplicate slot id "greeting"',
    ]);
  });

  it('a negative or zero size', () => {
    const t = card();
    t.size.width = -150;
    t.parts[0].layers[2].rect.height = 0;
    expect(errorOf(t).split('\n')).toEqual([
      'size.width: Too small: expected number to be >0',
      'parts[0].layers[2].rect.height: Too small: expected number to be >0',
    ]);
  });

  it('a layer outside its part and bleed', () => {
    const t = card();
    t.parts[0].layers[2].rect = { x: 153, y: 10, width: 20, height: 20 };
    t.parts[0].layers[3].rect = { x: 10, y: -33, width: 20, height: 30 };
    expect(errorOf(t).split('\n')).toEqual([
      'parts[0].layers[2].rect: The layer lies outside its part (150x150 mm plus bleed)',
      'parts[0].layers[3].rect: The layer lies outside its part (150x150 mm plus bleed)',
    ]);
    t.parts[0].layers[3].rect.y = -32.5;
    expect(errorOf(t).split('\n')).toHaveLength(1);
  });

  it('a duplicate part id, a group slot refusing group pictures, a calendar without years', () => {
    const t = card();
    t.parts.push({ ...structuredClone(t.parts[0]), layers: [t.parts[0].layers[0]] });
    t.parts[0].layers[3].allow = { pictureTypes: ['IP'] };
    t.type = 'CALENDAR';
    expect(errorOf(t).split('\n')).toEqual([
      'parts[1].id: Duplicate part id "front"',
      'parts[0].layers[3].allow: A group-picture slot must allow group pictures (GP)',
      'supportedYears: A calendar needs at least one supported year',
    ]);
  });

  it('a trim box outside the product, a bad colour, an unknown layer kind', () => {
    const t = card();
    t.trimBox = { x: 10, y: 10, width: 150, height: 100 };
    t.parts[0].layers[1].paint.color = 'red';
    t.parts[0].layers.push({ kind: 'sticker' });
    expect(errorOf(t).split('\n')).toEqual([
      'parts[0].layers[1].paint.color: Expected a hex colour such as #1a2b3c',
      "parts[0].layers[6].kind: Invalid discriminator value. Expected 'art' | 'image' | 'text' | 'calendarMonth'",
    ]);
    // Cross-field checks run once the shape is right.
    t.parts[0].layers[1].paint.color = '#ff0000';
    t.parts[0].layers.pop();
    expect(errorOf(t)).toBe('trimBox: The trim box must lie within the template size');
  });
});

describe('template instance', () => {
  it('is what an order line stores, with empty resources by default', () => {
    const instance = templateInstance.parse({
      templateUuid: '3f1c2a9e-6b4d-4c1a-9e2f-7a8b5c6d1e01',
      templateVersion: 1,
      year: 2026,
      userResources: { images: { portrait: { pictureUuid: '0b7e6a1c-2d3f-4a5b-8c9d-0e1f2a3b4c5d', sourceWidth: 4000, sourceHeight: 6000, cropRect: null } } },
    });
    expect(instance.userResources).toEqual({
      images: { portrait: { pictureUuid: '0b7e6a1c-2d3f-4a5b-8c9d-0e1f2a3b4c5d', sourceWidth: 4000, sourceHeight: 6000, cropRect: null, rotation: 0 } },
      texts: {},
    });
    expect(templateInstance.safeParse({ templateUuid: 'x', templateVersion: 0, year: 2026, userResources: {} }).success).toBe(false);
  });
});
