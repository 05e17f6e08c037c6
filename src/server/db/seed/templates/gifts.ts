/**
 * Photo gifts, one or more per gift category: mugs, mouse pads, puzzles, key rings, posters
 * and cushions. The portrait poster takes green-screen photos on a chosen background.
 */
import { anyPhoto, art, BLEED, bleedBox, groupPhoto, linear, part, picture, portrait, radial, rect, solid, text } from './build';
import type { DemoProductKey, DemoTemplate } from './types';

type PartInput = DemoTemplate['template']['parts'][number];

function gift(product: DemoProductKey, uuid: string, name: { nb: string; en: string }, category: string, size: { width: number; height: number }, parts: PartInput[], extra: Partial<DemoTemplate['template']> = {}): DemoTemplate {
  return { product, template: { uuid, version: 1, name, type: 'PHOTOGIFT', size, bleed: BLEED, categories: [category], parts, ...extra } };
}

const PRINT = { nb: 'Trykk', en: 'Print' };

/**
 * An 11 oz mug: the wrap is printed 216x94 mm, and the trim box is what shows between the
 * handle's edges and the rims. The portrait faces a right-handed drinker, the class picture
 * whoever sits opposite.
 */
const mug = gift(
  'gift-mug',
  '7939cf01-8714-53d9-9eaf-362a4fab2170',
  { nb: 'Krus med bilde og navn', en: 'Mug with photo and name' },
  'mugs',
  { width: 216, height: 94 },
  [
    part('wrap', { nb: 'Omslag rundt kruset', en: 'Wrap around the mug' }, 216, 94, [
      art(bleedBox(216, 94), solid('#fffdf9')),
      art(bleedBox(216, 94), picture('gift-mug-confetti'), { opacity: 0.55 }),
      art(rect(-3, -3, 222, 10), solid('#2a9d8f')),
      art(rect(-3, 87, 222, 10), solid('#2a9d8f')),
      portrait('front', rect(18, 14, 56, 66), { mask: { kind: 'roundRect', radius: 4 }, placeholderColor: '#d8ebe8' }),
      text('name', rect(80, 28, 56, 24), { nb: '{firstName}', en: '{firstName}' }, { family: 'Pacifico', size: 11, color: '#e76f51' }, 1),
      text('year', rect(80, 52, 56, 10), { nb: 'Skoleåret {year}', en: 'School year {year}' }, { family: 'Montserrat', size: 4.5, color: '#264653', bold: true }, 1),
      anyPhoto('back', rect(142, 14, 56, 66), { mask: { kind: 'roundRect', radius: 4 }, placeholderColor: '#d8ebe8', userSupplied: false }),
    ]),
  ],
  { trimBox: rect(8, 4, 200, 86) },
);

/** Mouse pad 23x19 cm: a portrait window on the left, the name in varsity letters beside it. */
const mousepad = gift(
  'gift-mousepad',
  '3abe3e5e-f444-5784-8e87-56bff74c44e4',
  { nb: 'Musematte 23x19 College', en: 'Mouse pad 23x19 College' },
  'mousepads',
  { width: 230, height: 190 },
  [
    part('top', PRINT, 230, 190, [
      art(bleedBox(230, 190), linear(135, '#1f3a5f', '#0f2037')),
      art(rect(12, 16, 112, 158), solid('#f4a261'), { mask: { kind: 'roundRect', radius: 6 } }),
      anyPhoto('photo', rect(16, 20, 104, 150), { mask: { kind: 'roundRect', radius: 4.5 }, placeholderColor: '#6f88a6' }),
      art(rect(136, 60, 80, 2.4), solid('#f4a261')),
      art(rect(136, 64.5, 80, 1.2), solid('#f4a261')),
      text('name', rect(134, 70, 86, 40), { nb: '{firstName}', en: '{firstName}' }, { family: 'Graduate', size: 13, color: '#ffffff', horizontalAlign: 'left' }, 2),
      art(rect(136, 114, 80, 1.2), solid('#f4a261')),
      text('year', rect(136, 118, 82, 10), { nb: 'Skolefoto {year}', en: 'School photo {year}' }, { family: 'Roboto', size: 5, color: '#cfd8e3', horizontalAlign: 'left' }, 1),
    ]),
  ],
);

/** A 500-piece puzzle, A4 across: the class picture in a confetti frame. */
const puzzle = gift(
  'gift-puzzle',
  'a98fbfaa-9216-5102-88ba-f329980885ab',
  { nb: 'Puslespill A4 Klassebilde', en: 'Puzzle A4 Class photo' },
  'puzzles',
  { width: 297, height: 210 },
  [
    part('top', PRINT, 297, 210, [
      art(bleedBox(297, 210), solid('#fff6e5')),
      art(bleedBox(297, 210), picture('gift-puzzle-confetti')),
      art(rect(16, 12, 265, 188), solid('#ffffff')),
      anyPhoto('photo', rect(20, 16, 257, 154), { placeholderColor: '#dbe3ea' }),
      text('title', rect(20, 173, 257, 22), { nb: '{name} {year}', en: '{name} {year}' }, { family: 'Lobster', size: 11, color: '#e4574a' }, 1),
    ]),
  ],
);

/** A key ring tag of 40x60 mm; the top 12 mm stay plain for the hole and the ring. */
const keyring = gift(
  'gift-keyring',
  '69242028-e596-5f6d-a8f9-575f93aff21a',
  { nb: 'Nøkkelring 4x6', en: 'Key ring 4x6' },
  'keyrings',
  { width: 40, height: 60 },
  [
    part('front', { nb: 'Forside', en: 'Front' }, 40, 60, [
      art(bleedBox(40, 60), linear(90, '#264653', '#1b333c')),
      art(rect(15, 3.5, 10, 10), solid('#ffffff'), { opacity: 0.14, mask: 'ellipse' }),
      art(rect(4.5, 13.5, 31, 34), solid('#f4a261'), { mask: { kind: 'roundRect', radius: 3.5 } }),
      portrait('photo', rect(5.5, 14.5, 29, 32), { mask: { kind: 'roundRect', radius: 3 }, placeholderColor: '#9fb3bd' }),
      text('name', rect(2, 49, 36, 8), { nb: '{firstName}', en: '{firstName}' }, { family: 'Graduate', size: 5, color: '#f4a261' }, 1),
    ]),
  ],
);

/** Portrait poster 30x40: the cut-out portrait on a background of the customer's choice, name in tall letters. */
const posterPortrait = gift(
  'gift-poster',
  '9054f2e4-6c50-54b4-b8c5-e52ffe3772d4',
  { nb: 'Plakat 30x40 Portrett', en: 'Poster 30x40 Portrait' },
  'posters',
  { width: 300, height: 400 },
  [
    part('front', PRINT, 300, 400, [
      art(bleedBox(300, 400), solid('#f5f1ea')),
      portrait('photo', rect(24, 24, 252, 290), { placeholderColor: '#d9d2c5' }),
      text('name', rect(24, 322, 252, 40), { nb: '{firstName}', en: '{firstName}' }, { family: 'Anton', size: 30, color: '#1f2a36', horizontalAlign: 'left' }, 1),
      text('year', rect(24, 362, 252, 16), { nb: 'Skolefoto {year}', en: 'School photo {year}' }, { family: 'Montserrat', size: 9, color: '#8a7f70', horizontalAlign: 'left' }, 1),
    ]),
  ],
  { separateFromBackground: true },
);

/** Landscape poster 40x30 for the whole class. */
const posterClass = gift(
  'gift-poster',
  'e2e38545-7abb-50a0-9a77-6b64e3d45e31',
  { nb: 'Plakat 40x30 Klassebilde', en: 'Poster 40x30 Class photo' },
  'posters',
  { width: 400, height: 300 },
  [
    part('front', PRINT, 400, 300, [
      art(bleedBox(400, 300), linear(90, '#12324a', '#0b2233')),
      art(rect(22, 22, 356, 214), solid('#f7f3ea')),
      groupPhoto('class', rect(28, 28, 344, 202), { placeholderColor: '#4d6a80' }),
      text('title', rect(22, 242, 356, 28), { nb: '{name}', en: '{name}' }, { family: 'Tourney', size: 18, color: '#f7f3ea', bold: true }, 1),
      text('year', rect(22, 270, 356, 14), { nb: 'Skoleåret {year}', en: 'School year {year}' }, { family: 'Oswald', size: 7, color: '#9fb7c9' }, 1),
    ]),
  ],
);

/** A 40x40 cushion: a round portrait among hearts, the name written across below. */
const cushion = gift(
  'gift-cushion',
  '9222baba-f334-5244-acf3-5f185acc7e7a',
  { nb: 'Pute 40x40 Hjerter', en: 'Cushion 40x40 Hearts' },
  'cushions',
  { width: 400, height: 400 },
  [
    part('front', PRINT, 400, 400, [
      art(bleedBox(400, 400), radial([0, '#fff3f4'], [1, '#f6cdd3'])),
      art(bleedBox(400, 400), picture('gift-cushion-hearts'), { opacity: 0.75 }),
      art(rect(82, 40, 236, 236), solid('#ffffff'), { mask: 'ellipse' }),
      portrait('photo', rect(90, 48, 220, 220), { mask: 'ellipse', placeholderColor: '#f1d9dc' }),
      text('name', rect(30, 280, 340, 70), { nb: '{firstName}', en: '{firstName}' }, { family: 'Sacramento', size: 58, color: '#c9304b' }, 1),
      text('year', rect(30, 350, 340, 24), { nb: '{year}', en: '{year}' }, { family: 'Comfortaa', size: 16, color: '#8c4a57', bold: true }, 1),
    ]),
  ],
);

export const GIFTS: DemoTemplate[] = [mug, mousepad, puzzle, keyring, posterPortrait, posterClass, cushion];
