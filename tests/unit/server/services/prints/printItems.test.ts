import { describe, expect, it } from 'vitest';
import { freezeTexts, textSlots } from '../../../../../src/engine/model';
import { printFileName, printItemsOf } from '../../../../../src/server/services/prints/printItems';
import type { OrderLineRow } from '../../../../../src/server/services/orders/orderStore';
import { currentDemo } from '../../../../support/templateFixtures';

const winter = currentDemo.find((d) => d.template.name.nb === 'Julekort 15x15 Vinterportrett')!.template;

describe('freezeTexts', () => {
  it('writes out every text slot in the language and with the name the customer saw, keeping their own texts', () => {
    const first = textSlots(winter).find((slot) => slot.id !== 'greeting')!;
    const own = { images: {}, texts: { [first.id]: { text: 'Min egen tekst' } } };
    const frozen = freezeTexts(winter, own, { lang: 'nb', subjectName: 'Emma Hansen', year: 2026 });
    expect(Object.keys(frozen.texts).sort()).toEqual(textSlots(winter).map((s) => s.id).sort());
    expect(frozen.texts[first.id]).toEqual({ text: 'Min egen tekst' });
    expect(frozen.texts.greeting).toEqual({ text: 'God jul og godt nytt år' });
    expect(freezeTexts(winter, { images: {}, texts: {} }, { lang: 'en', subjectName: '', year: 2026 }).texts.greeting).toEqual({ text: 'Merry Christmas and a happy new year' });
  });
});

describe('printItemsOf', () => {
  const base = { templateUuid: null, templateVersion: null, templateData: null, productUuid: null, packageData: null, subProductUuids: [], quantity: 1, type: 0 };
  const data = { year: 2026, lang: 'nb' as const, userResources: { images: {}, texts: {} } };
  it('prints template lines and the template items of package lines, named by receipt position; nothing else', () => {
    const lines = [
      { ...base, uuid: 'a', position: 0, templateUuid: 't', templateVersion: 2, templateData: data, productUuid: 'p', quantity: 5 },
      { ...base, uuid: 'b', position: 1, type: 3 },
      {
        ...base,
        uuid: 'c',
        position: 2,
        productUuid: 'pkg',
        packageData: {
          instanceUuid: 'i', offerUuid: 'o', subjectUuid: 's', name: { nb: 'Pakke' },
          items: [
            { uuid: 'x', kind: 'catalogue', version: 1, productUuid: null, template: null, templateData: null, catalogue: { uuid: 'k', name: { nb: 'K' } }, pictureUuids: [] },
            { uuid: 'y', kind: 'template', version: 1, productUuid: 'mug', template: { uuid: 'm', version: 1, name: { nb: 'Krus' } }, templateData: data, pictureUuids: [] },
          ],
        },
      },
    ] as unknown as OrderLineRow[];
    expect(printItemsOf(lines).map((i) => [i.lineUuid, i.file, i.template.uuid, i.quantity])).toEqual([
      ['a', 'line-01.pdf', 't', 5],
      ['c', 'line-03-item-2.pdf', 'm', 1],
    ]);
    expect(printFileName(12, null)).toBe('line-12.pdf');
  });
});
