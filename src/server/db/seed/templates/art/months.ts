/**
 * A small picture for each month of the calendars, after the Norwegian year: skiing in the
 * winter holiday, Easter eggs, the flag on 17 May, strawberries in July, an apple at school
 * start, and so on. Each is drawn in a 24x24 mm box.
 */
import type { ArtSource } from './source';
import { leafPath, n, snowflake, starPath } from './svg';

const SIZE = 24;

const icon = (month: number, body: string): ArtSource => ({
  name: `month-${String(month).padStart(2, '0')}`,
  widthMm: SIZE,
  heightMm: SIZE,
  dpi: 300,
  body,
});

const skis =
  '<g transform="rotate(-28 12 12)"><rect x="10.2" y="1.5" width="2.4" height="21" rx="1.2" fill="#d62839"/><path d="M10.2 3.2Q11.4 -0.4 12.6 3.2Z" fill="#d62839"/></g>' +
  '<g transform="rotate(28 12 12)"><rect x="11.4" y="1.5" width="2.4" height="21" rx="1.2" fill="#1d4e89"/><path d="M11.4 3.2Q12.6 -0.4 13.8 3.2Z" fill="#1d4e89"/></g>' +
  '<path d="M5 4L9 21M19 4L15 21" stroke="#55606e" stroke-width="0.6" stroke-linecap="round"/><circle cx="8.6" cy="19.5" r="1.1" fill="none" stroke="#55606e" stroke-width="0.45"/><circle cx="15.4" cy="19.5" r="1.1" fill="none" stroke="#55606e" stroke-width="0.45"/>';

const crocus =
  `<path d="M12 22V12" stroke="#5f8f4e" stroke-width="0.9"/><path d="${leafPath(12, 22, -115, 12, 2)}" fill="#77a85f"/><path d="${leafPath(12, 22, -65, 12, 2)}" fill="#77a85f"/>` +
  '<path d="M12 13C8 12 7.5 6 9 3.5C10 5.5 11 6 12 4C13 6 14 5.5 15 3.5C16.5 6 16 12 12 13Z" fill="#9b6fd1"/><path d="M12 13C11 10 11.3 6.5 12 4C12.7 6.5 13 10 12 13Z" fill="#c8a9ef"/>';

const egg =
  '<defs><clipPath id="e"><ellipse cx="12" cy="13" rx="7.5" ry="9.5"/></clipPath></defs><ellipse cx="12" cy="13" rx="7.5" ry="9.5" fill="#f7c548"/>' +
  '<g clip-path="url(#e)"><path d="M3 10.5L6 8.5L9 10.5L12 8.5L15 10.5L18 8.5L21 10.5V12.5L18 10.5L15 12.5L12 10.5L9 12.5L6 10.5L3 12.5Z" fill="#3fb8af"/><rect x="3" y="15.5" width="18" height="1.6" fill="#f26b5b"/><circle cx="8" cy="19.5" r="0.9" fill="#ffffff"/><circle cx="12" cy="20" r="0.9" fill="#ffffff"/><circle cx="16" cy="19.5" r="0.9" fill="#ffffff"/></g>';

const flag =
  '<path d="M4 2.5V22.5" stroke="#8a6a4a" stroke-width="0.9" stroke-linecap="round"/><circle cx="4" cy="2.3" r="0.9" fill="#d4a53c"/>' +
  '<g transform="translate(4.6 3.5) scale(0.82)"><rect width="22" height="16" fill="#ba0c2f"/><rect x="6" width="4" height="16" fill="#ffffff"/><rect y="6" width="22" height="4" fill="#ffffff"/><rect x="7" width="2" height="16" fill="#00205b"/><rect y="7" width="22" height="2" fill="#00205b"/></g>';

function sun(): string {
  const rays: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 * Math.PI) / 180;
    rays.push(`M${n(12 + Math.cos(a) * 7.2)} ${n(12 + Math.sin(a) * 7.2)}L${n(12 + Math.cos(a) * 10.5)} ${n(12 + Math.sin(a) * 10.5)}`);
  }
  return `<path d="${rays.join('')}" stroke="#f6a93b" stroke-width="1.2" stroke-linecap="round"/><circle cx="12" cy="12" r="5.8" fill="#f9c74f"/>`;
}

function strawberry(): string {
  const seeds: string[] = [];
  for (const [x, y] of [[9, 11], [12, 10.5], [15, 11], [10.5, 14], [13.5, 14], [9.5, 17], [12, 17.5], [14.5, 16.8], [12, 20.5]]) {
    seeds.push(`<ellipse cx="${x}" cy="${y}" rx="0.35" ry="0.55" fill="#f7e08a"/>`);
  }
  return (
    '<path d="M12 22.5C7 20 4.5 14 5.5 10.5C6.5 8 9 8 12 8.5C15 8 17.5 8 18.5 10.5C19.5 14 17 20 12 22.5Z" fill="#e63946"/>' +
    seeds.join('') +
    '<path d="M12 9.5L8 7L10.5 6.8L9.5 4.5L12 6L14.5 4.5L13.5 6.8L16 7Z" fill="#4f9a3e"/><path d="M12 6V2.5" stroke="#4f9a3e" stroke-width="0.8" stroke-linecap="round"/>'
  );
}

const boat =
  '<path d="M11.5 2.5V17" stroke="#6b4f3a" stroke-width="0.6"/><path d="M12.2 3L19.5 15.5H12.2Z" fill="#ffffff" stroke="#c9d3dc" stroke-width="0.3"/><path d="M10.8 5L5.5 15.5H10.8Z" fill="#e63946"/>' +
  '<path d="M4 17H20L17.5 20.5H6.5Z" fill="#1d4e89"/><path d="M1.5 22Q4 20.8 6.5 22T11.5 22T16.5 22T21.5 22" stroke="#3fa7d6" stroke-width="0.8" fill="none" stroke-linecap="round"/>';

const apple =
  '<path d="M12 7.5C9 5.5 4.5 6.5 4.5 12C4.5 17.5 8 22 10 21.5C11 21.2 11.5 21 12 21C12.5 21 13 21.2 14 21.5C16 22 19.5 17.5 19.5 12C19.5 6.5 15 5.5 12 7.5Z" fill="#d62839"/>' +
  '<ellipse cx="8" cy="11" rx="1.2" ry="2.2" fill="#ffffff" fill-opacity="0.35" transform="rotate(20 8 11)"/><path d="M12 7.5Q11.8 4.5 13 2.5" stroke="#6b4f3a" stroke-width="0.8" fill="none" stroke-linecap="round"/>' +
  `<path d="${leafPath(12.8, 4.5, -20, 6, 2.2)}" fill="#4f9a3e"/>`;

const autumnLeaf =
  '<path d="M12 2.5L13.6 7L17.5 5.5L16.2 9.5L21 10L17.4 13L19.5 16.5L14.6 15.6L13 20H11L9.4 15.6L4.5 16.5L6.6 13L3 10L7.8 9.5L6.5 5.5L10.4 7Z" fill="#e76f2a"/>' +
  '<path d="M12 20V22.5M12 19.5V8M12 14L8 11M12 14L16 11M12 17L9 15.5M12 17L15 15.5" stroke="#9c3f12" stroke-width="0.45" fill="none" stroke-linecap="round"/>';

function umbrella(): string {
  const drops = [[4, 4], [19, 3], [3, 14], [21, 12], [17, 20]]
    .map(([x, y]) => `<path d="M${x} ${y}q-0.9 1.5 0 2.2q0.9 -0.7 0 -2.2Z" fill="#5aa0d8"/>`)
    .join('');
  return (
    drops +
    '<path d="M4 13Q4.5 5 12 4.5Q19.5 5 20 13Q18.7 11.8 17.3 13Q16 11.8 14.7 13Q13.4 11.8 12 13Q10.6 11.8 9.3 13Q8 11.8 6.7 13Q5.3 11.8 4 13Z" fill="#2a9d8f"/>' +
    '<path d="M12 4.5Q9 8 9.3 13M12 4.5Q15 8 14.7 13" stroke="#21867a" stroke-width="0.35" fill="none"/><path d="M12 4.5V19.5Q12 21.5 10.3 21.5Q8.8 21.5 8.8 20" stroke="#3b3b3b" stroke-width="0.7" fill="none" stroke-linecap="round"/>'
  );
}

const christmasStar =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3a1"/><stop offset="0.55" stop-color="#d4a53c"/><stop offset="1" stop-color="#a8761f"/></linearGradient></defs>' +
  `<path d="${starPath(12, 12.5, 10)}" fill="url(#g)"/><path d="${starPath(12, 12.5, 4.2)}" fill="#fff6d8" fill-opacity="0.55"/>`;

export const MONTH_ART: ArtSource[] = [
  icon(1, snowflake(12, 12, 10, '#2f6690', 0.9, 30) + snowflake(12, 12, 4.5, '#81c3d7', 0.55, 0)),
  icon(2, skis),
  icon(3, crocus),
  icon(4, egg),
  icon(5, flag),
  icon(6, sun()),
  icon(7, strawberry()),
  icon(8, boat),
  icon(9, apple),
  icon(10, autumnLeaf),
  icon(11, umbrella()),
  icon(12, christmasStar),
];

/** The name of the picture for a month (1-12). */
export const monthArtName = (month: number): string => `month-${String(month).padStart(2, '0')}`;
