/**
 * A 13-part wall calendar (a cover and one page per month) made from the one-month 20x30
 * fixture, so export tests and benchmarks have a full calendar without the demo seed.
 */
import { readFileSync } from 'node:fs';

interface FixturePart {
  id: string;
  descriptions: { nb: string; en?: string };
  rotation?: number;
  layers: { kind: string; id?: string; monthOffset?: number }[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The template input; `turned` parts are printed turned by that many degrees. */
export function thirteenPartCalendar(turned: Record<string, number> = {}): unknown {
  const fixture = JSON.parse(readFileSync('tests/fixtures/templates/calendar-20x30.json', 'utf8')) as { parts: FixturePart[] };
  const month = fixture.parts[0];
  const page = (id: string, monthOffset: number | undefined): FixturePart => ({
    ...month,
    id,
    descriptions: { nb: id, en: id },
    rotation: turned[id] ?? 0,
    layers: month.layers
      .filter((layer) => monthOffset !== undefined || layer.kind !== 'calendarMonth')
      .map((layer) => (layer.kind === 'image' ? { ...layer, id: `photo-${id}` } : layer.kind === 'calendarMonth' ? { ...layer, id: `grid-${id}`, monthOffset } : layer)),
  });
  return { ...fixture, parts: [page('cover', undefined), ...MONTHS.map((id, i) => page(id, i))] };
}

/** Resources that put the same picture on every page, as a customer filling the calendar quickly would. */
export function everyPagePicture(picture: object): { images: Record<string, object>; texts: Record<string, never> } {
  return { images: Object.fromEntries(['cover', ...MONTHS].map((id) => [`photo-${id}`, picture])), texts: {} };
}
