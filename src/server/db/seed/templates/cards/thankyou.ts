/** Thank-you cards (category 'thankyou'): eucalyptus, a heart collage, kraft paper. */
import { anyPhoto, art, bleedBox, card, framedPhoto, FRONT, part, picture, portrait, rect, solid, text } from '../build';
import { FRAMES } from '../art/frames';
import type { DemoTemplate } from '../types';

const eucalyptus = card(
  'card-10x15-landscape',
  'e807fcce-7e7f-51c7-bfb4-2cf48e25d5f4',
  { nb: 'Takkekort 10x15 Eukalyptus', en: 'Thank-you card 10x15 Eucalyptus' },
  'thankyou',
  { width: 150, height: 100 },
  [
    part('front', FRONT, 150, 100, [
      art(bleedBox(150, 100), solid('#f6f4ee')),
      art(rect(-3, -3, 56, 106), picture('thankyou-eucalyptus')),
      art(rect(80, 9, 64, 86), picture('soft-shadow', 'fill')),
      art(rect(82, 8, 60, 84), solid('#ffffff')),
      portrait('photo', rect(85, 11, 54, 72), { placeholderColor: '#dfe3dc' }),
      text('title', rect(24, 22, 56, 26), { nb: 'Tusen takk', en: 'Thank you' }, { family: 'Sacramento', size: 14, color: '#4e6b5c' }, 1),
      text('message', rect(27, 50, 50, 26), { nb: 'for at du gjorde dagen min så fin!\n– {firstName}', en: 'for making my day so special!\n– {firstName}' }, { family: 'Lora', size: 4.4, color: '#55625a' }, 4),
    ]),
  ],
);

const heartCollage = card(
  'card-15x15',
  'e81b52ae-ad3a-5a34-a20a-b1632610263e',
  { nb: 'Takkekort 15x15 Hjerter', en: 'Thank-you card 15x15 Hearts' },
  'thankyou',
  { width: 150, height: 150 },
  [
    part('front', FRONT, 150, 150, [
      art(bleedBox(150, 150), solid('#fdf0f1')),
      art(bleedBox(150, 150), picture('thankyou-hearts'), { opacity: 0.8 }),
      art(rect(10, 10, 130, 106), solid('#ffffff')),
      portrait('one', rect(13, 13, 61, 48), { placeholderColor: '#f3dfe2' }),
      portrait('two', rect(76, 13, 61, 48), { placeholderColor: '#efd6da' }),
      anyPhoto('three', rect(13, 63, 61, 50), { placeholderColor: '#efd6da' }),
      anyPhoto('four', rect(76, 63, 61, 50), { placeholderColor: '#f3dfe2' }),
      text('title', rect(10, 117, 130, 18), { nb: 'Takk!', en: 'Thanks!' }, { family: 'Lobster', size: 12, color: '#c9304b' }, 1),
      text('signature', rect(10, 135, 130, 8), { nb: 'Hilsen {name}', en: 'Love from {name}' }, { family: 'Lora', size: 4.6, color: '#6b3a44' }, 1),
    ]),
  ],
);

const kraft = card(
  'card-10x15-portrait',
  '93589dc5-a95e-5dd2-8a48-7bc202f2eeb6',
  { nb: 'Takkekort 10x15 Kraftpapir', en: 'Thank-you card 10x15 Kraft paper' },
  'thankyou',
  { width: 100, height: 150 },
  [
    part('front', FRONT, 100, 150, [
      art(bleedBox(100, 150), solid('#b98d62')),
      art(bleedBox(100, 150), picture('paper-kraft')),
      ...framedPhoto(FRAMES.kraft, 'photo', 50, 58, portrait, { placeholderColor: '#d6c6b2' }),
      text('title', rect(8, 106, 84, 20), { nb: 'Tusen takk', en: 'Thank you' }, { family: 'Dancing Script', size: 12, color: '#fffaf0', bold: true }, 1),
      text('signature', rect(8, 127, 84, 10), { nb: 'fra {firstName}', en: 'from {firstName}' }, { family: 'Lora', size: 5, color: '#3b2a20' }, 1),
    ]),
  ],
);

export const THANKYOU_CARDS: DemoTemplate[] = [eucalyptus, heartCollage, kraft];
