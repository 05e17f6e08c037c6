/**
 * Christmas cards (category 'christmas', the shop's default card category): a night-blue
 * collection with snow and gold, a cream one with fir and berries, and a Selbu knit one.
 */
import type { DemoTemplate } from '../types';
import { anyPhoto, art, BLEED, bleedBox, card, FRONT, groupPhoto, linear, nextVersion, part, picture, portrait, radial, rect, solid, text } from '../build';

const NIGHT = { deep: '#0e1f3d', mid: '#1d3b6a', gold: '#e8c77a', snow: '#f4f7fb' };
const FIR = { paper: '#f8f2e7', red: '#a3161f', green: '#1f4d33', ink: '#3b2a20' };

const snowfall15: DemoTemplate = {
  product: 'card-15x15',
  template: {
    uuid: '75055a10-f5c4-5443-a047-47614ceb9fff',
    version: 1,
    name: { nb: 'Julekort 15x15 Snøfall', en: 'Christmas card 15x15 Snowfall' },
    type: 'CARD',
    size: { width: 150, height: 150 },
    bleed: BLEED,
    categories: ['christmas'],
    parts: [
      part('front', FRONT, 150, 150, [
        art(bleedBox(150, 150), linear(90, NIGHT.mid, NIGHT.deep)),
        art(rect(-20, -30, 190, 150), radial([0, '#4f77b0aa'], [0.7, '#4f77b000'], [1, '#4f77b000'])),
        art(bleedBox(150, 150), picture('christmas-snowfall')),
        art(rect(33, 9, 84, 98), solid(NIGHT.snow)),
        portrait('photo', rect(36, 12, 78, 92), { placeholderColor: '#c9d6e8' }),
        text('greeting', rect(10, 108, 130, 25), { nb: 'God jul', en: 'Merry Christmas' }, { family: 'Sacramento', size: 21, color: NIGHT.gold }, 1),
        text('signature', rect(15, 134, 120, 8), { nb: 'Hilsen {name} · {year}', en: 'Love from {name} · {year}' }, { family: 'Montserrat', size: 4.6, color: NIGHT.snow }, 1),
      ]),
    ],
  },
};

const firPortrait: DemoTemplate = {
  product: 'card-10x15-portrait',
  template: {
    uuid: 'f93dc35f-beb1-5e37-a3ef-1287e8f41a47',
    version: 1,
    name: { nb: 'Julekort 10x15 Granbar', en: 'Christmas card 10x15 Fir branches' },
    type: 'CARD',
    size: { width: 100, height: 150 },
    bleed: BLEED,
    categories: ['christmas'],
    parts: [
      part('front', FRONT, 100, 150, [
        art(bleedBox(100, 150), solid(FIR.paper)),
        art(rect(10, 12, 80, 100), solid('#ffffff')),
        portrait('photo', rect(13, 15, 74, 94), { placeholderColor: '#e6dccb' }),
        art(rect(-3, -3, 70, 52), picture('christmas-fir-corner')),
        text('greeting', rect(8, 115, 84, 17), { nb: 'God jul!', en: 'Merry Christmas!' }, { family: 'Lobster', size: 12, color: FIR.red }, 1),
        text('signature', rect(8, 132, 84, 10), { nb: 'Hilsen {firstName}', en: 'Love, {firstName}' }, { family: 'Dancing Script', size: 6.5, color: FIR.ink }, 1),
      ]),
    ],
  },
};

const knitLandscape: DemoTemplate = {
  product: 'card-10x15-landscape',
  template: {
    uuid: '3650ef68-05be-5e2b-bf25-cc9892d81a65',
    version: 1,
    name: { nb: 'Julekort 10x15 Lusekofte', en: 'Christmas card 10x15 Nordic knit' },
    type: 'CARD',
    size: { width: 150, height: 100 },
    bleed: BLEED,
    categories: ['christmas'],
    parts: [
      part('front', FRONT, 150, 100, [
        art(bleedBox(150, 100), solid('#f4efe3')),
        art(rect(-3, -3, 156, 24), picture('christmas-knit-band-red')),
        portrait('photo', rect(10, 27, 42, 56), { mask: { kind: 'roundRect', radius: 2 }, placeholderColor: '#e4d8c6' }),
        groupPhoto('class', rect(57, 27, 83, 56), { mask: { kind: 'roundRect', radius: 2 }, placeholderColor: '#dccfbc' }),
        text('greeting', rect(10, 86, 130, 10), { nb: 'God jul fra {firstName} og klassen!', en: 'Merry Christmas from {firstName} and the class!' }, { family: 'Playfair Display', size: 6, color: '#8e1520', bold: true }, 1),
      ]),
    ],
  },
};


/** Version 2 of the snowfall card: a gold print border and a gold signature instead of white. */
const snowfall15v2 = nextVersion(snowfall15, (t) => ({
  ...t,
  parts: t.parts.map((p) => ({
    ...p,
    layers: p.layers.map((l) => {
      if (l.kind === 'art' && l.paint.kind === 'solid' && l.paint.color === NIGHT.snow) return { ...l, paint: solid(NIGHT.gold) };
      if (l.kind === 'text' && l.id === 'signature') return { ...l, font: { ...l.font, color: NIGHT.gold } };
      return l;
    }),
  })),
}));

/** Folded 10x15: the outside spread (back left, front right) and the inside spread. */
const starNightFolded = card(
  'card-folded',
  '41a5a8ac-c4eb-512c-ac69-874063df6965',
  { nb: 'Julekort brettet 10x15 Stjernenatt', en: 'Folded Christmas card 10x15 Starry night' },
  'christmas',
  { width: 200, height: 150 },
  [
    part('outside', { nb: 'Utside: bakside og forside', en: 'Outside: back and front' }, 200, 150, [
      art(bleedBox(200, 150), linear(90, NIGHT.mid, NIGHT.deep)),
      art(bleedBox(200, 150), picture('christmas-snowfall'), { opacity: 0.8 }),
      art(rect(100, -3, 103, 48), picture('christmas-hanging-stars')),
      art(rect(114, 34, 72, 86), solid(NIGHT.snow)),
      portrait('photo', rect(117, 37, 66, 80), { placeholderColor: '#c9d6e8' }),
      text('greeting', rect(104, 123, 92, 24), { nb: 'God jul', en: 'Merry Christmas' }, { family: 'Sacramento', size: 19, color: NIGHT.gold }, 1),
      art(rect(44, 118, 12, 12), picture('month-12')),
      text('back', rect(15, 132, 70, 7), { nb: 'Skolefoto {year}', en: 'School photo {year}' }, { family: 'Montserrat', size: 4.3, color: '#9fb2cf' }, 1, true),
    ]),
    part('inside', { nb: 'Innside', en: 'Inside' }, 200, 150, [
      art(bleedBox(200, 150), solid('#fbf7ef')),
      art(rect(-3, -3, 103, 156), linear(90, '#22406f', NIGHT.deep)),
      art(rect(-3, -3, 103, 156), picture('christmas-snowfall'), { opacity: 0.5 }),
      art(rect(10, 28, 80, 60), solid(NIGHT.snow)),
      groupPhoto('class', rect(12, 30, 76, 56), { placeholderColor: '#c9d3e0', userSupplied: false }),
      text('classCaption', rect(10, 92, 80, 9), { nb: '{name}', en: '{name}' }, { family: 'Montserrat', size: 4.6, color: NIGHT.gold }, 1),
      art(rect(100, -3, 103, 48), picture('christmas-hanging-stars'), { opacity: 0.9 }),
      text('message', rect(112, 50, 76, 56), { nb: 'Kjære dere,\nvi ønsker dere en riktig god jul og et godt nytt år!', en: 'Dear all,\nwishing you a very merry Christmas and a happy new year!' }, { family: 'Dancing Script', size: 8.5, color: '#2d3b55' }, 5),
      text('signature', rect(112, 112, 76, 13), { nb: 'Klem fra {firstName}', en: 'Love, {firstName}' }, { family: 'Dancing Script', size: 9, color: '#a3161f', bold: true }, 1),
    ]),
  ],
);

/** Green screen: the customer's cut-out portrait over a background of their choice, with snow in front. */
const winterPortrait = card(
  'card-15x15',
  '95a0e66f-21ad-59d8-8150-c9adc7010c44',
  { nb: 'Julekort 15x15 Vinterportrett', en: 'Christmas card 15x15 Winter portrait' },
  'christmas',
  { width: 150, height: 150 },
  [
    part('front', FRONT, 150, 150, [
      art(bleedBox(150, 150), linear(90, NIGHT.mid, NIGHT.deep)),
      art(bleedBox(150, 150), picture('christmas-snowfall')),
      art(rect(25, 6, 100, 126), solid(NIGHT.snow), { mask: { kind: 'roundRect', radius: 50 } }),
      portrait('photo', rect(28, 9, 94, 120), { mask: { kind: 'roundRect', radius: 47 }, placeholderColor: '#9fb8d3' }),
      art(rect(-3, 107, 156, 46), picture('christmas-snow-hills')),
      text('greeting', rect(10, 128, 130, 12), { nb: 'God jul og godt nytt år', en: 'Merry Christmas and a happy new year' }, { family: 'Playfair Display', size: 7.5, color: '#1c2f52', bold: true }, 1),
      text('signature', rect(10, 140, 130, 7), { nb: '{name} · {year}', en: '{name} · {year}' }, { family: 'Montserrat', size: 4.4, color: '#3d5478' }, 1),
    ]),
  ],
  { separateFromBackground: true },
);

/** A class greeting: the group picture large, the subject's portrait in a round inset. */
const classGreeting = card(
  'card-15x15',
  'cc50572c-a669-521c-96b4-93712038b49a',
  { nb: 'Julekort 15x15 Klassehilsen', en: 'Christmas card 15x15 Class greeting' },
  'christmas',
  { width: 150, height: 150 },
  [
    part('front', FRONT, 150, 150, [
      art(bleedBox(150, 150), solid('#f4efe3')),
      art(rect(-3, -3, 156, 24), picture('christmas-knit-band-navy')),
      art(rect(-3, 129, 156, 24), picture('christmas-knit-band-navy')),
      groupPhoto('class', rect(10, 27, 130, 80), { mask: { kind: 'roundRect', radius: 2.5 }, placeholderColor: '#d6dbe4' }),
      art(rect(106, 79, 38, 38), solid('#f4efe3'), { mask: 'ellipse' }),
      anyPhoto('portrait', rect(108, 81, 34, 34), { mask: 'ellipse', placeholderColor: '#c4ccd8' }),
      text('greeting', rect(10, 110, 94, 16), { nb: 'God jul fra {name}', en: 'Merry Christmas from {name}' }, { family: 'Lora', size: 7, color: '#1c2f52', bold: true, horizontalAlign: 'left' }, 1),
    ]),
  ],
);

export const CHRISTMAS_CARDS: DemoTemplate[] = [snowfall15, snowfall15v2, firPortrait, knitLandscape, starNightFolded, winterPortrait, classGreeting];
