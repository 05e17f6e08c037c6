import { describe, expect, it } from 'vitest';
import { imageSlots } from '../../../../../src/engine/model';
import { applicableSelection, filledTemplates, linePictureUuids, picturesInLines } from '../../../../../src/server/services/cart/retouch';
import { lineTemplateKey } from '../../../../../src/server/services/cart/lineTemplates';
import { currentDemo } from '../../../../support/templateFixtures';

const calendar = currentDemo.find((d) => d.template.type === 'CALENDAR')!.template;
const slots = imageSlots(calendar).map((s) => s.id);
const picture = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const image = (n: number) => ({ pictureUuid: picture(n).toUpperCase(), sourceWidth: 10, sourceHeight: 10, cropRect: null, rotation: 0 as const });

/** A calendar line whose resources list the slots back to front, as a jsonb round trip may. */
function calendarLine(pictureOf: (slotIndex: number) => number) {
  const images = Object.fromEntries([...slots].reverse().map((id) => [id, image(pictureOf(slots.indexOf(id)))]));
  return { templateUuid: calendar.uuid, templateVersion: calendar.version, templateData: { year: 2026, userResources: { images, texts: {} } }, packageData: null };
}

describe('linePictureUuids', () => {
  it('lists a line’s pictures in the order of its template’s slots, lower-cased', () => {
    expect(linePictureUuids(calendarLine((i) => i), calendar)).toEqual(slots.map((_, i) => picture(i)));
  });

  it('keeps slots the template lacks at the end, and places nothing for a line without resources', () => {
    const line = calendarLine((i) => i);
    line.templateData.userResources.images = { extra: image(99), ...line.templateData.userResources.images };
    expect(linePictureUuids(line, calendar).slice(-1)).toEqual([picture(99)]);
    expect(linePictureUuids({ templateData: null }, undefined)).toEqual([]);
  });
});

describe('picturesInLines', () => {
  it('gives each picture once, in the order of the lines and then of their slots', () => {
    const templates = new Map([[lineTemplateKey(calendarLine(() => 0)), calendar]]);
    const first = calendarLine((i) => (i < 2 ? 5 : 7));
    const second = calendarLine((i) => (i === 0 ? 3 : 5));
    expect(picturesInLines([first, second], templates)).toEqual([picture(5), picture(7), picture(3)]);
  });

  it('reads a package line’s printed items, in the package’s order; its catalogue and digital set place nothing', () => {
    const templates = new Map([[lineTemplateKey(calendarLine(() => 0)), calendar]]);
    const item = (uuid: string, filled: ReturnType<typeof calendarLine> | null) => ({
      uuid,
      kind: filled ? ('template' as const) : ('digitalSet' as const),
      version: 1,
      productUuid: null,
      template: filled ? { uuid: calendar.uuid, version: calendar.version, name: { nb: 'Kalender' } } : null,
      templateData: filled?.templateData ?? null,
      catalogue: null,
      pictureUuids: filled ? [] : [picture(40)],
    });
    const packageLine = {
      templateUuid: null,
      templateVersion: null,
      templateData: null,
      packageData: {
        instanceUuid: 'i',
        offerUuid: 'o',
        subjectUuid: 's',
        name: { nb: 'Familiepakken' },
        items: [item('a', calendarLine((i) => (i === 0 ? 8 : 9))), item('b', null), item('c', calendarLine(() => 2))],
      },
    };
    expect(filledTemplates(packageLine)).toHaveLength(2);
    expect(picturesInLines([packageLine], templates)).toEqual([picture(8), picture(9), picture(2)]);
  });
});

describe('applicableSelection', () => {
  const options = new Set(['skin', 'blemishes', 'braces']);

  it('keeps pictures in the cart and known options, in the product’s order', () => {
    const selection = { a: ['braces', 'glare', 'skin'], b: ['blemishes'], gone: ['skin'] };
    expect(applicableSelection(selection, new Set(['a', 'b']), options)).toEqual({ a: ['skin', 'braces'], b: ['blemishes'] });
  });

  it('leaves out pictures with no option left', () => {
    expect(applicableSelection({ a: ['glare'], b: [] }, new Set(['a', 'b']), options)).toEqual({});
  });
});
