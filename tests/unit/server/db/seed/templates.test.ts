import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarMonthsOf,
  effectiveTextStyle,
  imageSlotsOf,
  LANGUAGES,
  parseTemplate,
  resolveText,
  textSlotsOf,
  type Template,
} from '../../../../../src/engine/model';
import { createNodeAssets } from '../../../../../src/engine/render/nodeBackend';
import { fitSlotText } from '../../../../../src/engine/render';
import { ALL_ART } from '../../../../../src/server/db/seed/templates/art/catalog';
import { rasterSize } from '../../../../../src/server/db/seed/templates/art/source';
import { DEMO_TEMPLATES, generateTemplateArt, TEMPLATE_ART_NAMES, type DemoProductKey } from '../../../../../src/server/db/seed/templates';
import { templateArtFile } from '../../../../../src/server/services/media/templateArt';

function parsed(): { template: Template; product: DemoProductKey }[] {
  return DEMO_TEMPLATES.map(({ template, product }) => {
    const result = parseTemplate(template);
    if (!result.ok) throw new Error(`${template.name.nb}:\n${result.error}`);
    return { template: result.value, product };
  });
}

/** The current version of each uuid, as the shop lists them. */
function current(): { template: Template; product: DemoProductKey }[] {
  const byUuid = new Map<string, { template: Template; product: DemoProductKey }>();
  for (const entry of parsed()) {
    const seen = byUuid.get(entry.template.uuid);
    if (!seen || seen.template.version < entry.template.version) byUuid.set(entry.template.uuid, entry);
  }
  return [...byUuid.values()];
}

const CARD_CATEGORIES = ['christmas', 'birthday', 'invitation', 'thankyou'];
const CARD_SIZES: Partial<Record<DemoProductKey, { width: number; height: number }>> = {
  'card-15x15': { width: 150, height: 150 },
  'card-10x15-portrait': { width: 100, height: 150 },
  'card-10x15-landscape': { width: 150, height: 100 },
  'card-folded': { width: 200, height: 150 },
};
const GIFT_PRODUCTS: Record<string, DemoProductKey> = {
  mugs: 'gift-mug',
  mousepads: 'gift-mousepad',
  puzzles: 'gift-puzzle',
  keyrings: 'gift-keyring',
  posters: 'gift-poster',
  cushions: 'gift-cushion',
};

const ofType = (type: Template['type']) => current().filter((e) => e.template.type === type);

describe('demo templates', () => {
  it('all parse with the engine parser, each uuid + version once, a printed bleed of 3 mm', () => {
    const all = parsed();
    expect(all.length).toBeGreaterThanOrEqual(24);
    const keys = all.map((e) => `${e.template.uuid}@${e.template.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { template } of all) expect(template.bleed, template.name.nb).toBe(3);
  });

  it('has a template with a version 2 of the same uuid, type and product', () => {
    const all = parsed();
    const v2 = all.filter((e) => e.template.version === 2);
    expect(v2.length).toBeGreaterThanOrEqual(1);
    for (const second of v2) {
      const first = all.find((e) => e.template.uuid === second.template.uuid && e.template.version === 1);
      expect(first, second.template.name.nb).toBeDefined();
      expect(first!.product).toBe(second.product);
      expect(first!.template.type).toBe(second.template.type);
      expect(JSON.stringify(first!.template)).not.toBe(JSON.stringify({ ...second.template, version: 1 }));
    }
  });

  it('names templates and parts in Norwegian and English', () => {
    for (const { template } of parsed()) {
      expect(template.name.en, template.name.nb).toBeTruthy();
      for (const part of template.parts) expect(part.descriptions.en, `${template.name.nb} ${part.id}`).toBeTruthy();
      for (const slot of template.parts.flatMap(textSlotsOf)) expect(slot.defaultText.en, `${template.name.nb} ${slot.id}`).toBeTruthy();
    }
  });

  it('has at least 12 cards in the four categories and the four formats, with 1-4 photos and 1-3 texts per part', () => {
    const cards = ofType('CARD');
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const { template, product } of cards) {
      expect(template.categories, template.name.nb).toHaveLength(1);
      expect(CARD_CATEGORIES).toContain(template.categories[0]);
      expect(template.size, template.name.nb).toEqual(CARD_SIZES[product]);
      expect(template.name.nb, 'the shop sorts by name, so it carries the format').toMatch(/\d+x\d+/);
      for (const part of template.parts) {
        expect(imageSlotsOf(part).length, `${template.name.nb} ${part.id}`).toBeGreaterThanOrEqual(1);
        expect(imageSlotsOf(part).length).toBeLessThanOrEqual(4);
        expect(textSlotsOf(part).length, `${template.name.nb} ${part.id}`).toBeGreaterThanOrEqual(1);
        expect(textSlotsOf(part).length).toBeLessThanOrEqual(3);
      }
    }
    expect(new Set(cards.map((c) => c.template.categories[0]))).toEqual(new Set(CARD_CATEGORIES));
    expect(new Set(cards.map((c) => c.product))).toEqual(new Set(Object.keys(CARD_SIZES)));
    const folded = cards.filter((c) => c.product === 'card-folded');
    expect(folded.length).toBeGreaterThanOrEqual(1);
    for (const { template } of folded) expect(template.parts).toHaveLength(2);
  });

  it('fills default texts with the name, first name and year in both languages', () => {
    const texts = current().flatMap((e) => e.template.parts.flatMap(textSlotsOf));
    for (const placeholder of ['{name}', '{firstName}', '{year}']) {
      for (const lang of LANGUAGES) expect(texts.some((t) => t.defaultText[lang]?.includes(placeholder)), `${placeholder} ${lang}`).toBe(true);
    }
  });

  it('uses most of the 15 fonts', () => {
    const families = new Set(current().flatMap((e) => e.template.parts.flatMap(textSlotsOf).map((t) => t.font.family)));
    expect(families.size).toBeGreaterThanOrEqual(13);
  });

  it('has slots that take only group pictures', () => {
    const groupOnly = current().flatMap((e) => e.template.parts.flatMap(imageSlotsOf)).filter((s) => s.allow.group === true);
    expect(groupOnly.length).toBeGreaterThanOrEqual(2);
    for (const slot of groupOnly) {
      expect(slot.allow.pictureTypes).toEqual(['GP']);
      expect(slot.groupPicture).toBe(true);
    }
  });

  it('has three calendars: a 13-part wall calendar 20x30, an A4 and a desk calendar, each month 0-11 with a photo', () => {
    const calendars = ofType('CALENDAR');
    expect(calendars.map((c) => c.product).sort()).toEqual(['calendar-a4', 'calendar-desk', 'calendar-wall-20x30']);
    for (const { template, product } of calendars) {
      expect(template.categories).toEqual(['calendar']);
      expect(template.supportedYears.length).toBeGreaterThanOrEqual(2);
      const monthParts = template.parts.filter((p) => calendarMonthsOf(p).length > 0);
      expect(monthParts.flatMap(calendarMonthsOf).map((m) => m.monthOffset).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      for (const part of monthParts) expect(imageSlotsOf(part).length, `${template.name.nb} ${part.id}`).toBeGreaterThanOrEqual(1);
      const cover = template.parts[0];
      expect(calendarMonthsOf(cover)).toHaveLength(0);
      expect(textSlotsOf(cover).some((t) => t.defaultText.nb.includes('{year}'))).toBe(true);
      if (product === 'calendar-wall-20x30') {
        expect(template.parts).toHaveLength(13);
        expect(template.name.nb).toContain('20x30');
        expect(template.size).toEqual({ width: 200, height: 300 });
      }
    }
  });

  it('has a photo gift in each of the six gift categories, the mug as a wrap with a trim box', () => {
    const gifts = ofType('PHOTOGIFT');
    expect(gifts.length).toBeGreaterThanOrEqual(6);
    for (const [category, product] of Object.entries(GIFT_PRODUCTS)) {
      const inCategory = gifts.filter((g) => g.template.categories.includes(category));
      expect(inCategory.length, category).toBeGreaterThanOrEqual(1);
      for (const gift of inCategory) expect(gift.product, gift.template.name.nb).toBe(product);
    }
    for (const mug of gifts.filter((g) => g.product === 'gift-mug')) {
      expect(mug.template.trimBox, mug.template.name.nb).toBeDefined();
    }
  });

  it('has a green-screen template of each type, with no slot there refusing backgrounds', () => {
    for (const type of ['CARD', 'CALENDAR', 'PHOTOGIFT'] as const) {
      const greenScreen = ofType(type).filter((e) => e.template.separateFromBackground);
      expect(greenScreen.length, type).toBeGreaterThanOrEqual(1);
      for (const { template } of greenScreen) {
        const slots = template.parts.flatMap(imageSlotsOf);
        expect(slots.some((s) => s.allow.pictureTypes.includes('IP'))).toBe(true);
        for (const slot of slots) expect(slot.disableBackground, `${template.name.nb} ${slot.id}`).toBe(false);
      }
    }
  });

  it('fits every default text into its slot without overflowing, in both languages', () => {
    const assets = createNodeAssets();
    for (const { template } of parsed()) {
      for (const slot of template.parts.flatMap(textSlotsOf)) {
        const style = effectiveTextStyle(slot, undefined);
        for (const lang of LANGUAGES) {
          const text = resolveText(slot.defaultText, { name: 'Emma Sofie Hansen', year: 2028, lang });
          const fitted = fitSlotText(slot, style, text, assets.measurerFor(style));
          expect(fitted.overflows, `${template.name.nb} ${slot.id} (${lang})`).toBe(false);
        }
      }
    }
  });
});

describe('template art', () => {
  let mediaDir: string;
  let made: number;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'template-art-'));
    made = await generateTemplateArt(mediaDir);
  }, 60_000);
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));

  it('names each artwork once and every name a template uses exists', () => {
    expect(new Set(TEMPLATE_ART_NAMES).size).toBe(TEMPLATE_ART_NAMES.length);
    for (const name of TEMPLATE_ART_NAMES) expect(name).toMatch(/^[a-z0-9-]+$/);
    for (const { template } of parsed()) {
      for (const layer of template.parts.flatMap((p) => p.layers)) {
        if (layer.kind === 'art' && layer.paint.kind === 'image') expect(TEMPLATE_ART_NAMES, template.name.nb).toContain(layer.paint.src);
      }
    }
  });

  it('writes a readable PNG of the print size for every artwork, and nothing again on a second run', async () => {
    expect(made).toBe(TEMPLATE_ART_NAMES.length);
    const written = (await readdir(path.join(mediaDir, 'template-art'))).filter((f) => f.endsWith('.png'));
    expect(written.sort()).toEqual(TEMPLATE_ART_NAMES.map((n) => `${n}.png`).sort());
    for (const art of ALL_ART) {
      const meta = await sharp(templateArtFile(mediaDir, art.name)).metadata();
      expect(meta.format).toBe('png');
      expect({ width: meta.width, height: meta.height }).toEqual(rasterSize(art));
    }
    expect(await generateTemplateArt(mediaDir)).toBe(0);
  });
});
