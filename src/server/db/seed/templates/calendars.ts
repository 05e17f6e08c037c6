/**
 * Calendars (category 'calendar'): a 20x30 wall calendar, an A4 calendar with a seasonal colour
 * per month, and a green-screen desk calendar. Each has a cover showing the year and twelve
 * month pages, each with a photo and the month's grid (monthOffset 0 for January to 11).
 */
import { monthArtName } from './art/months';
import { anyPhoto, art, BLEED, bleedBox, linear, part, picture, portrait, rect, solid, text, type LayerInput } from './build';
import type { DemoTemplate } from './types';

type CalendarMonthStyle = Extract<LayerInput, { kind: 'calendarMonth' }>['style'];
type PartInput = DemoTemplate['template']['parts'][number];

const MONTHS = [
  ['januar', 'Januar', 'January'],
  ['februar', 'Februar', 'February'],
  ['mars', 'Mars', 'March'],
  ['april', 'April', 'April'],
  ['mai', 'Mai', 'May'],
  ['juni', 'Juni', 'June'],
  ['juli', 'Juli', 'July'],
  ['august', 'August', 'August'],
  ['september', 'September', 'September'],
  ['oktober', 'Oktober', 'October'],
  ['november', 'November', 'November'],
  ['desember', 'Desember', 'December'],
] as const;

const SUPPORTED_YEARS = [2026, 2027, 2028];
const COVER = { nb: 'Forside', en: 'Cover' };

function monthGrid(id: string, box: ReturnType<typeof rect>, monthOffset: number, style: CalendarMonthStyle): LayerInput {
  return { kind: 'calendarMonth', id, rect: box, monthOffset, style };
}

/** Twelve month pages, January first; `layers` draws one page for month index 0-11. */
function monthParts(prefix: string, width: number, height: number, layers: (month: number, slug: string) => LayerInput[]): PartInput[] {
  return MONTHS.map(([slug, nb, en], month) => part(`${prefix}-${slug}`, { nb, en }, width, height, layers(month, `${prefix}-${slug}`)));
}

function calendar(product: DemoTemplate['product'], uuid: string, name: { nb: string; en: string }, size: { width: number; height: number }, parts: PartInput[], extra: Partial<DemoTemplate['template']> = {}): DemoTemplate {
  return {
    product,
    template: { uuid, version: 1, name, type: 'CALENDAR', size, bleed: BLEED, supportedYears: SUPPORTED_YEARS, categories: ['calendar'], parts, ...extra },
  };
}

// The wall calendar: linen paper, a navy ink, red Sundays, and the month's little picture.
const WALL = { paper: '#fbf8f2', ink: '#22324a', soft: '#7a8699', sunday: '#c8102e', line: '#ddd6c9' };

const wallStyle: CalendarMonthStyle = {
  title: { family: 'Oswald', size: 10, color: WALL.ink, horizontalAlign: 'left' },
  weekdayHeader: { family: 'Montserrat', size: 3.6, color: WALL.soft },
  days: { family: 'Roboto', size: 6, color: WALL.ink, sundayColor: WALL.sunday },
  weekNumbers: { family: 'Roboto', size: 2.8, color: '#a8b0bd' },
  lineColor: WALL.line,
  lineWidth: 0.25,
};

const wall = calendar(
  'calendar-wall-20x30',
  'd772bd54-fb27-54b2-b4f8-453a6c845dd9',
  { nb: 'Veggkalender 20x30', en: 'Wall calendar 20x30' },
  { width: 200, height: 300 },
  [
    part('wall-cover', COVER, 200, 300, [
      art(bleedBox(200, 300), solid(WALL.paper)),
      art(bleedBox(200, 300), picture('paper-linen')),
      anyPhoto('wall-cover-photo', rect(-3, -3, 206, 231), { placeholderColor: '#d9dfe6' }),
      art(rect(-3, 228, 206, 1.2), solid(WALL.sunday)),
      text('wall-cover-year', rect(14, 236, 172, 34), { nb: '{year}', en: '{year}' }, { family: 'Bebas Neue', size: 30, color: WALL.ink }, 1),
      text('wall-cover-name', rect(14, 270, 172, 12), { nb: '{name}', en: '{name}' }, { family: 'Montserrat', size: 6, color: WALL.soft }, 1),
    ]),
    ...monthParts('wall', 200, 300, (month, id) => [
      art(bleedBox(200, 300), solid(WALL.paper)),
      art(bleedBox(200, 300), picture('paper-linen')),
      art(rect(12, 12, 176, 152), picture('soft-shadow', 'fill')),
      art(rect(12, 12, 176, 152), solid('#ffffff')),
      anyPhoto(`${id}-photo`, rect(15, 15, 170, 146), { placeholderColor: '#dfe4ea' }),
      art(rect(168, 172, 18, 18), picture(monthArtName(month + 1))),
      monthGrid(`${id}-grid`, rect(14, 172, 172, 116), month, wallStyle),
    ]),
  ],
);

/** A colour per season: winter blues, spring greens, summer yellows, autumn rusts. */
const SEASON = ['#3d6a9e', '#4a78a8', '#5f9a6b', '#6fa15b', '#4f9a5e', '#e0a526', '#e8a33a', '#d98b2b', '#c4632f', '#b5522e', '#6e6a8f', '#2f5a8a'];

const a4Style = (accent: string): CalendarMonthStyle => ({
  title: { family: 'Playfair Display', size: 11, color: accent, horizontalAlign: 'center' },
  weekdayHeader: { family: 'Montserrat', size: 3.8, color: '#6b7280' },
  days: { family: 'Montserrat', size: 6.2, color: '#2b2f36', sundayColor: '#c8102e' },
  weekNumbers: null,
  lineColor: null,
  lineWidth: 0,
});

const a4 = calendar(
  'calendar-a4',
  'ae00f4d1-f5c3-54fc-a930-b275a1c40077',
  { nb: 'Kalender A4 Årstider', en: 'Calendar A4 Seasons' },
  { width: 210, height: 297 },
  [
    part('a4-cover', COVER, 210, 297, [
      art(bleedBox(210, 297), linear(90, '#f7f3ea', '#efe6d6')),
      art(rect(20, 20, 170, 200), picture('soft-shadow', 'fill')),
      art(rect(22, 20, 166, 196), solid('#ffffff')),
      anyPhoto('a4-cover-photo', rect(27, 25, 156, 178), { placeholderColor: '#e3ddd2' }),
      text('a4-cover-title', rect(20, 226, 170, 22), { nb: 'Kalender {year}', en: 'Calendar {year}' }, { family: 'Playfair Display', size: 14, color: '#2f3a4a', bold: true }, 1),
      text('a4-cover-name', rect(20, 250, 170, 14), { nb: '{name}', en: '{name}' }, { family: 'Dancing Script', size: 9, color: '#b5522e' }, 1),
    ]),
    ...monthParts('a4', 210, 297, (month, id) => [
      art(bleedBox(210, 297), solid('#ffffff')),
      anyPhoto(`${id}-photo`, rect(-3, -3, 216, 168), { placeholderColor: '#dde3e8' }),
      art(rect(-3, 165, 216, 3), solid(SEASON[month])),
      art(rect(-3, 168, 216, 132), linear(90, '#ffffff', '#f6f4ef')),
      art(rect(96, 174, 18, 18), picture(monthArtName(month + 1))),
      monthGrid(`${id}-grid`, rect(18, 192, 174, 94), month, a4Style(SEASON[month])),
    ]),
  ],
);

// The desk calendar stands on the table: a portrait window beside the month, photos cut out
// of their green screen and placed on a background the customer picks.
const DESK = { ground: '#f3f0ea', ink: '#29303b', sunday: '#d1495b', frame: '#ffffff' };

const deskStyle: CalendarMonthStyle = {
  title: { family: 'Comfortaa', size: 6.5, color: DESK.ink, horizontalAlign: 'left' },
  weekdayHeader: { family: 'Comfortaa', size: 2.9, color: '#8a8f98' },
  days: { family: 'Comfortaa', size: 4.3, color: DESK.ink, sundayColor: DESK.sunday },
  weekNumbers: null,
  lineColor: null,
  lineWidth: 0,
};

const desk = calendar(
  'calendar-desk',
  '3234bc3f-6a83-546f-8aa6-e33408b826e0',
  { nb: 'Bordkalender 20x10 Grønnskjerm', en: 'Desk calendar 20x10 Green screen' },
  { width: 200, height: 100 },
  [
    part('desk-cover', COVER, 200, 100, [
      art(bleedBox(200, 100), solid(DESK.ground)),
      art(rect(-3, -3, 95, 106), linear(90, '#2f5a8a', '#1d3b5f')),
      portrait('desk-cover-photo', rect(10, 8, 70, 84), { mask: { kind: 'roundRect', radius: 3 }, placeholderColor: '#8fb1d3' }),
      text('desk-cover-year', rect(96, 22, 94, 30), { nb: '{year}', en: '{year}' }, { family: 'Comfortaa', size: 22, color: DESK.ink, bold: true }, 1),
      text('desk-cover-name', rect(96, 54, 94, 18), { nb: 'Et år med {firstName}', en: 'A year with {firstName}' }, { family: 'Dancing Script', size: 8, color: DESK.sunday }, 1),
    ]),
    ...monthParts('desk', 200, 100, (month, id) => [
      art(bleedBox(200, 100), solid(DESK.ground)),
      art(rect(-3, -3, 95, 106), linear(90, SEASON[month], '#1d2633')),
      portrait(`${id}-photo`, rect(10, 8, 70, 84), { mask: { kind: 'roundRect', radius: 3 }, placeholderColor: '#b8c4d0' }),
      art(rect(176, 7, 14, 14), picture(monthArtName(month + 1))),
      monthGrid(`${id}-grid`, rect(98, 8, 92, 86), month, deskStyle),
    ]),
  ],
  { separateFromBackground: true },
);

export const CALENDARS: DemoTemplate[] = [wall, a4, desk];
