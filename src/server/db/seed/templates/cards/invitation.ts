/** Invitations (category 'invitation'): a flower meadow, a gold frame, a class summer party. */
import { art, bleedBox, card, FRONT, groupPhoto, linear, part, picture, portrait, rect, solid, text } from '../build';
import type { DemoTemplate } from '../types';

const meadow = card(
  'card-10x15-portrait',
  '18d0ab2f-c6ee-516f-8901-a21d6dbb958a',
  { nb: 'Invitasjon 10x15 Blomstereng', en: 'Invitation 10x15 Flower meadow' },
  'invitation',
  { width: 100, height: 150 },
  [
    part('front', FRONT, 100, 150, [
      art(bleedBox(100, 150), solid('#fffaf5')),
      art(rect(22, 12, 56, 70), solid('#f2d7d0'), { mask: 'ellipse' }),
      portrait('photo', rect(24, 14, 52, 66), { mask: 'ellipse', placeholderColor: '#efe2dc' }),
      art(bleedBox(100, 150), picture('invitation-floral-corners')),
      text('title', rect(8, 86, 84, 13), { nb: 'Du er invitert!', en: "You're invited!" }, { family: 'Playfair Display', size: 8, color: '#7a4b52', bold: true }, 1),
      text('details', rect(14, 100, 72, 22), { nb: '{firstName} fyller år og vil gjerne feire med deg.\nLørdag kl. 14–17', en: '{firstName} is turning a year older and would love to celebrate with you.\nSaturday 2–5 pm' }, { family: 'Montserrat', size: 4.3, color: '#5b4a48' }, 4),
      text('welcome', rect(14, 122, 60, 12), { nb: 'Velkommen!', en: 'Welcome!' }, { family: 'Sacramento', size: 9, color: '#b5606b' }, 1),
    ]),
  ],
);

const GOLD = '#e2c57f';

const goldFrame = card(
  'card-15x15',
  'd496d682-a405-59c4-a29b-70de7ee0f73e',
  { nb: 'Invitasjon 15x15 Gullramme', en: 'Invitation 15x15 Gold frame' },
  'invitation',
  { width: 150, height: 150 },
  [
    part('front', FRONT, 150, 150, [
      art(bleedBox(150, 150), linear(135, '#214238', '#14302a')),
      art(rect(0, 0, 150, 150), picture('invitation-gold-frame')),
      art(rect(49, 18, 52, 64), solid(GOLD), { mask: { kind: 'roundRect', radius: 26 } }),
      portrait('photo', rect(50.5, 19.5, 49, 61), { mask: { kind: 'roundRect', radius: 24.5 }, placeholderColor: '#3a5a50' }),
      text('title', rect(16, 84, 118, 20), { nb: 'Velkommen til feiring', en: 'Join the celebration' }, { family: 'Sacramento', size: 13, color: GOLD }, 1),
      text('name', rect(16, 104, 118, 11), { nb: '{name}', en: '{name}' }, { family: 'Playfair Display', size: 7, color: '#fbf6ea' }, 1),
      text('details', rect(22, 117, 106, 16), { nb: 'Lørdag 10. mai kl. 13\nSted: Festsalen', en: 'Saturday 10 May at 1 pm\nVenue: The hall' }, { family: 'Oswald', size: 4.4, color: '#d8e3dc' }, 2),
    ]),
  ],
);

const summerParty = card(
  'card-10x15-landscape',
  'c03cb876-efbd-58a5-9399-358e30abe60c',
  { nb: 'Invitasjon 10x15 Sommeravslutning', en: 'Invitation 10x15 End-of-term party' },
  'invitation',
  { width: 150, height: 100 },
  [
    part('front', FRONT, 150, 100, [
      art(bleedBox(150, 100), linear(90, '#fffbea', '#fff1c9')),
      art(bleedBox(150, 100), picture('invitation-summer')),
      art(rect(7, 9, 80, 62), solid('#ffffff')),
      groupPhoto('class', rect(9, 11, 76, 58), { placeholderColor: '#d9e6ea' }),
      text('title', rect(91, 36, 52, 22), { nb: 'Sommer-\navslutning', en: 'Summer\nparty' }, { family: 'Tourney', size: 8, color: '#126782', bold: true, horizontalAlign: 'left' }, 2),
      text('details', rect(91, 57, 52, 24), { nb: '{name} inviterer til grillfest i skolegården', en: '{name} invites you to a barbecue in the schoolyard' }, { family: 'Montserrat', size: 4.3, color: '#3b4a54', horizontalAlign: 'left' }, 4),
    ]),
  ],
);

export const INVITATION_CARDS: DemoTemplate[] = [meadow, goldFrame, summerParty];
