/** The render cases of the visual tests, shared with the Node-against-browser comparison. */
import { readFileSync } from 'node:fs';
import { FIXTURE_UUIDS } from './fixturePictures';
import type { HarnessCase } from './renderHarness';

const { portrait: PORTRAIT, group: GROUP, beach: BEACH } = FIXTURE_UUIDS;

const template = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/templates/${name}.json`, 'utf8'));

const portrait = { pictureUuid: PORTRAIT, sourceWidth: 600, sourceHeight: 900, cropRect: null, rotation: 0 as const };
const groupPicture = { pictureUuid: GROUP, sourceWidth: 900, sourceHeight: 600, cropRect: null, rotation: 0 as const };

export const card = (images: HarnessCase['resources']['images'], texts: HarnessCase['resources']['texts'] = {}, extra: Partial<HarnessCase> = {}): HarnessCase => ({
  template: template('card-15x15'),
  resources: { images, texts },
  year: 2028,
  lang: 'nb',
  subjectName: 'Ola Nordmann',
  scale: 3,
  ...extra,
});

/** Baseline name -> what to render; each is compared with visual-baselines/<name>.png. */
export const RENDER_CASES: Record<string, HarnessCase> = {
  'render-card-15x15': card({ portrait, class: groupPicture }),
  'render-card-empty-with-guides': card({}, {}, { guides: { bleed: true, safeArea: true } }),
  'render-bw': card({ portrait: { ...portrait, overrideEffect: 'bw' }, class: groupPicture }),
  'render-sepia': card({ portrait: { ...portrait, overrideEffect: 'sepia' }, class: { ...groupPicture, overrideEffect: 'sepia' } }),
  'render-green-screen': card({ portrait: { ...portrait, background: { uuid: BEACH } } }),
  'render-rotated-crop': card({ portrait: { ...portrait, rotation: 90 } }),
  'render-zoomed-crop': card({ portrait: { ...portrait, cropRect: { x: 200, y: 180, width: 200, height: 200 * (95 / 70) } } }),
  'render-text-shrinks': card({ portrait }, {
    greeting: { text: 'Tusen takk for et fantastisk skoleår med mange gode minner, turer og vennskap! Hilsen hele klassen' },
  }),
  'render-calendar-20x30': {
    template: template('calendar-20x30'),
    resources: { images: { 'photo-january': { ...groupPicture } }, texts: {} },
    year: 2028,
    lang: 'nb',
    subjectName: 'Ola Nordmann',
    scale: 2,
  },
};

