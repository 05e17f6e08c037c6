/** Birthday cards (category 'birthday'): balloons, Norwegian flag bunting, confetti snapshots. */
import { anyPhoto, art, bleedBox, card, framedPhoto, FRONT, linear, part, picture, portrait, rect, solid, text } from '../build';
import { FRAMES } from '../art/frames';
import type { DemoTemplate } from '../types';

const INK = '#2b2d42';

const balloons = card(
  'card-15x15',
  'cbe87923-c272-5343-954b-baff31feb204',
  { nb: 'Bursdagskort 15x15 Ballonger', en: 'Birthday card 15x15 Balloons' },
  'birthday',
  { width: 150, height: 150 },
  [
    part('front', FRONT, 150, 150, [
      art(bleedBox(150, 150), linear(120, '#fff6ea', '#fde4e6')),
      art(bleedBox(150, 150), picture('birthday-confetti-square'), { opacity: 0.7 }),
      art(rect(10, 12, 84, 84), solid('#ffffff'), { mask: 'ellipse' }),
      portrait('photo', rect(13, 15, 78, 78), { mask: 'ellipse', placeholderColor: '#f6d5d1' }),
      art(rect(90, 4, 58, 88), picture('birthday-balloons')),
      text('greeting', rect(8, 102, 134, 20), { nb: 'Gratulerer med dagen!', en: 'Happy birthday!' }, { family: 'Pacifico', size: 10, color: '#e4574a' }, 1),
      text('name', rect(8, 124, 134, 12), { nb: 'Kjære {firstName}', en: 'Dear {firstName}' }, { family: 'Comfortaa', size: 6.5, color: '#2a8c84', bold: true }, 1),
    ]),
  ],
);

const flagBunting = card(
  'card-10x15-portrait',
  '0b83699b-3fd7-51a4-ab3f-7d9671c85081',
  { nb: 'Bursdagskort 10x15 Flaggbanner', en: 'Birthday card 10x15 Flag bunting' },
  'birthday',
  { width: 100, height: 150 },
  [
    part('front', FRONT, 100, 150, [
      art(bleedBox(100, 150), solid('#fffaf3')),
      art(bleedBox(100, 150), picture('birthday-confetti-square'), { opacity: 0.35 }),
      art(rect(11, 27, 78, 86), picture('soft-shadow', 'fill')),
      portrait('photo', rect(14, 28, 72, 82), { mask: { kind: 'roundRect', radius: 3 }, placeholderColor: '#e9dfd3' }),
      art(rect(-3, -3, 106, 34), picture('birthday-bunting-flag')),
      text('greeting', rect(6, 114, 88, 16), { nb: 'Hipp hipp hurra!', en: 'Hip hip hooray!' }, { family: 'Racing Sans One', size: 10, color: '#ba0c2f' }, 1),
      text('name', rect(6, 130, 88, 10), { nb: '{firstName} har bursdag!', en: "It's {firstName}'s birthday!" }, { family: 'Montserrat', size: 5, color: '#00205b', bold: true }, 1),
    ]),
  ],
);

const confettiSnapshots = card(
  'card-10x15-landscape',
  '110dbf6b-0715-53d7-9d08-b4cad98f7783',
  { nb: 'Bursdagskort 10x15 Konfetti', en: 'Birthday card 10x15 Confetti' },
  'birthday',
  { width: 150, height: 100 },
  [
    part('front', FRONT, 150, 100, [
      art(bleedBox(150, 100), solid('#fff8ee')),
      art(bleedBox(150, 100), picture('birthday-confetti')),
      ...framedPhoto(FRAMES.confettiLeft, 'left', 31, 40, portrait, { placeholderColor: '#eadfd2' }),
      ...framedPhoto(FRAMES.confettiRight, 'right', 119, 40, anyPhoto, { placeholderColor: '#eadfd2' }),
      ...framedPhoto(FRAMES.confettiMiddle, 'middle', 75, 38, portrait, { placeholderColor: '#e3d6c6' }),
      text('greeting', rect(10, 69, 130, 17), { nb: 'GRATULERER!', en: 'HAPPY BIRTHDAY!' }, { family: 'Bebas Neue', size: 14, color: '#f26b5b' }, 1),
      text('name', rect(10, 86, 130, 9), { nb: '{firstName} fyller år', en: '{firstName} is celebrating' }, { family: 'Pacifico', size: 5, color: INK }, 1),
    ]),
  ],
);

/** Folded 10x15 with cake: the outside spread (back left, front right) and the inside spread. */
const cakeFolded = card(
  'card-folded',
  '91151ecb-307d-531a-9aaf-f311ddb1d765',
  { nb: 'Bursdagskort brettet 10x15 Kakefest', en: 'Folded birthday card 10x15 Cake party' },
  'birthday',
  { width: 200, height: 150 },
  [
    part('outside', { nb: 'Utside: bakside og forside', en: 'Outside: back and front' }, 200, 150, [
      art(bleedBox(200, 150), linear(90, '#fff6ea', '#fde4e6')),
      art(rect(100, -3, 103, 156), picture('birthday-confetti-square'), { opacity: 0.6 }),
      art(rect(113, 29, 76, 88), picture('soft-shadow', 'fill')),
      art(rect(114, 28, 72, 86), solid('#ffffff')),
      portrait('photo', rect(117, 31, 66, 80), { placeholderColor: '#f3d9d4' }),
      art(rect(100, -3, 103, 34), picture('birthday-bunting')),
      text('greeting', rect(104, 118, 92, 20), { nb: 'Gratulerer!', en: 'Happy birthday!' }, { family: 'Pacifico', size: 10, color: '#e4574a' }, 1),
      art(rect(41, 112, 18, 18.5), picture('birthday-cake')),
      text('back', rect(15, 133, 70, 7), { nb: 'Skolefoto {year}', en: 'School photo {year}' }, { family: 'Comfortaa', size: 4.3, color: '#b07a84' }, 1, true),
    ]),
    part('inside', { nb: 'Innside', en: 'Inside' }, 200, 150, [
      art(bleedBox(200, 150), solid('#fffaf3')),
      art(rect(-3, -3, 103, 156), picture('birthday-confetti-square'), { opacity: 0.45 }),
      art(rect(14, 14, 72, 58), solid('#ffffff')),
      portrait('insideOne', rect(16, 16, 68, 54), { placeholderColor: '#f0e2d6' }),
      art(rect(14, 78, 72, 58), solid('#ffffff')),
      anyPhoto('insideTwo', rect(16, 80, 68, 54), { placeholderColor: '#ecdccd', userSupplied: false }),
      art(rect(127, 14, 46, 47), picture('birthday-cake')),
      text('message', rect(112, 66, 76, 40), { nb: 'Hipp hipp hurra for deg på dagen din!', en: 'Hip hip hooray for you on your special day!' }, { family: 'Comfortaa', size: 6.5, color: INK, bold: true }, 4),
      text('signature', rect(112, 110, 76, 14), { nb: 'Klem fra {firstName}', en: 'Love, {firstName}' }, { family: 'Pacifico', size: 7, color: '#e4574a' }, 1),
    ]),
  ],
);

export const BIRTHDAY_CARDS: DemoTemplate[] = [balloons, flagBunting, confettiSnapshots, cakeFolded];
