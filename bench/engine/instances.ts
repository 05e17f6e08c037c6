/**
 * What the engine benchmarks draw, as plain harness cases so Node and Chromium render the very
 * same instances: the 15x15 card fixture, one thumbnail per distinct part of the demo templates,
 * and the 13-part 20x30 wall calendar, all filled with the same demo photos.
 */
import { readFileSync } from 'node:fs';
import type { Layer } from '../../src/engine/model/layers';
import type { UserResources } from '../../src/engine/model/resources';
import type { Template } from '../../src/engine/model/template';
import { DEMO_TEMPLATES } from '../../src/server/db/seed/templates';
import { thirteenPartCalendar } from '../../tests/visual/harness/calendars';
import { parsedTemplate } from '../../tests/visual/harness/nodeFixtures';
import type { HarnessCase } from '../../tests/visual/harness/renderHarness';
import { GROUP_UUID, photoResource, PORTRAIT_UUID, SECOND_PORTRAIT_UUID } from './demoPhotos';

export type BenchCase = Omit<HarnessCase, 'scale' | 'pictureBase'>;

/** A group photo where the slot asks for one, portraits elsewhere (alternating, so two-photo cards differ). */
function filledResources(template: Template): UserResources {
  const slots = template.parts.flatMap((part) => part.layers).filter((layer): layer is Extract<Layer, { kind: 'image' }> => layer.kind === 'image');
  const images = Object.fromEntries(
    slots.map((slot, i) => {
      const wantsGroup = slot.groupPicture || !slot.allow.pictureTypes.some((type) => type !== 'GP');
      return [slot.id, photoResource(wantsGroup ? GROUP_UUID : i % 2 ? SECOND_PORTRAIT_UUID : PORTRAIT_UUID)];
    }),
  );
  return { images, texts: {} };
}

function caseOf(input: unknown, partIndex = 0): BenchCase {
  const template = parsedTemplate(input);
  return {
    template: input,
    partIndex,
    resources: filledResources(template),
    year: template.supportedYears[0] ?? 2028,
    lang: 'nb',
    subjectName: 'Emma Hansen',
  };
}

export const cardCase = (): BenchCase => caseOf(JSON.parse(readFileSync('tests/fixtures/templates/card-15x15.json', 'utf8')));

/** Each template uuid once, at its highest version, as the shop lists them. */
function currentDemoTemplates(): { input: unknown; product: string; template: Template }[] {
  const newest = new Map<string, { input: unknown; product: string; template: Template }>();
  for (const demo of DEMO_TEMPLATES) {
    const template = parsedTemplate(demo.template);
    const seen = newest.get(template.uuid);
    if (!seen || seen.template.version < template.version) newest.set(template.uuid, { input: demo.template, product: demo.product, template });
  }
  return [...newest.values()];
}

/**
 * Up to `count` distinct renders: the first part of every current demo template, then their
 * further parts (a folded card's inside, calendar months) until `count` is reached.
 */
export function thumbnailCases(count: number): { cases: BenchCase[]; templates: number; fromLaterParts: number } {
  const templates = currentDemoTemplates();
  const firsts = templates.map(({ input }) => caseOf(input, 0));
  const later = templates.flatMap(({ input, template }) => template.parts.slice(1).map((_, i) => caseOf(input, i + 1)));
  const cases = [...firsts, ...later].slice(0, count);
  return { cases, templates: templates.length, fromLaterParts: Math.max(0, cases.length - firsts.length) };
}

/** The demo wall calendar when the seed has it, else the 13-part calendar made from the fixture. */
export function wallCalendarCase(): { testCase: BenchCase; source: string } {
  const demo = currentDemoTemplates().find(({ product }) => product === 'calendar-wall-20x30');
  if (demo) return { testCase: caseOf(demo.input), source: `demo template "${demo.template.name.nb}" (${demo.template.parts.length} parts)` };
  return { testCase: caseOf(thirteenPartCalendar()), source: '13-part calendar from tests/fixtures/templates/calendar-20x30.json' };
}
