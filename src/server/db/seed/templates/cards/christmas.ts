/**
 * Christmas cards (category 'christmas', the shop's default card category): a night-blue
 * collection with snow and gold, a cream one with fir and berries, and a Selbu knit one.
 */
import type { DemoTemplate } from '../types';
import { art, BLEED, bleedBox, FRONT, groupPhoto, linear, part, picture, portrait, radial, rect, solid, text } from '../build';

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
        art(rect(-20, -30, 190, 150), radial([0, '#4f77b0aa'], [1, '#1d3b6a00'])),
        art(bleedBox(150, 150), picture('christmas-snowfall')),
        art(rect(33, 11, 84, 100), solid(NIGHT.snow)),
        portrait('photo', rect(36, 14, 78, 94), { placeholderColor: '#c9d6e8' }),
        text('greeting', rect(10, 113, 130, 20), { nb: 'God jul', en: 'Merry Christmas' }, { family: 'Sacramento', size: 17, color: NIGHT.gold }, 1),
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
        art(rect(-3, -3, 90, 70), picture('christmas-fir-corner')),
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

export const CHRISTMAS_CARDS: DemoTemplate[] = [snowfall15, firPortrait, knitLandscape];
