import { describe, expect, it } from 'vitest';
import { template as templateSchema } from '../../../../../src/engine/model';
import type { SubjectPicture } from '../../../../../src/server/services/templates/fill';
import { orderListItems, parsePreviewFileName, previewFileName } from '../../../../../src/server/services/templates/listItems';
import { nameForPicture, slotForPicture, userStringsForSlot } from '../../../../../src/server/services/templates/userStrings';

const text = (id: string, nb: string, y: number) => ({
  kind: 'text' as const,
  id,
  rect: { x: 10, y, width: 130, height: 10 },
  defaultText: { nb, en: nb },
  font: { family: 'Roboto' as const, size: 5, color: '#000000' },
  maxLines: 1,
});

const card = templateSchema.parse({
  uuid: '3f1c2a9e-6b4d-4c1a-9e2f-7a8b5c6d1e01',
  version: 1,
  name: { nb: 'Brettet' },
  type: 'CARD',
  size: { width: 150, height: 100 },
  bleed: 3,
  parts: [
    {
      id: 'outside',
      descriptions: { nb: 'Utside' },
      size: { width: 150, height: 100 },
      layers: [
        { kind: 'image', id: 'photo', rect: { x: 10, y: 10, width: 60, height: 80 }, allow: { pictureTypes: ['IP', 'SFP'] } },
        text('front', 'Hilsen {firstName}', 85),
      ],
    },
    {
      id: 'inside',
      descriptions: { nb: 'Innside' },
      size: { width: 150, height: 100 },
      layers: [
        { kind: 'image', id: 'class', rect: { x: 10, y: 10, width: 120, height: 60 }, groupPicture: true, allow: { pictureTypes: ['GP'], group: true } },
        text('caption', '{name}', 72),
        text('signature', 'Klem fra {firstName} {year}', 84),
        text('fixed', 'God jul!', 60),
        text('yearOnly', 'Skolefoto {year}', 40),
      ],
    },
  ],
});

const pic = (pictureType: SubjectPicture['pictureType']): SubjectPicture => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  pictureType,
  webshopId: 'W-1',
  width: 900,
  height: 600,
  greenscreen: false,
});

const emma = { name: 'Emma Hansen', isGroup: false };

describe('slotForPicture', () => {
  it('refuses a slot that is not an image slot, and a picture the slot’s rules refuse', () => {
    expect(slotForPicture(card, 'nope', pic('GP'))).toEqual({ ok: false, reason: 'no_image_slot' });
    expect(slotForPicture(card, 'caption', pic('GP'))).toEqual({ ok: false, reason: 'no_image_slot' });
    expect(slotForPicture(card, 'class', pic('IP'))).toEqual({ ok: false, reason: 'not_allowed' });
    expect(slotForPicture(card, 'class', pic('GP'))).toMatchObject({ ok: true, slot: { id: 'class' } });
  });
});

describe('nameForPicture', () => {
  it('names the group for a group picture when the group is known, else the subject', () => {
    expect(nameForPicture(pic('GP'), emma, 'Klasse 5B')).toEqual({ name: 'Klasse 5B', isGroup: true });
    expect(nameForPicture(pic('GP'), emma, null)).toEqual(emma);
    expect(nameForPicture(pic('IP'), emma, 'Klasse 5B')).toEqual(emma);
  });
});

describe('userStringsForSlot', () => {
  it('fills the name texts of the slot’s own part, the group’s name standing in for a first name', () => {
    expect(userStringsForSlot(card, 'class', { name: 'Klasse 5B', isGroup: true }, 2027, 'nb')).toEqual({
      caption: { text: 'Klasse 5B' },
      signature: { text: 'Klem fra Klasse 5B 2027' },
    });
    expect(userStringsForSlot(card, 'photo', emma, 2027, 'nb')).toEqual({ front: { text: 'Hilsen Emma' } });
    expect(userStringsForSlot(card, 'nope', emma, 2027, 'nb')).toEqual({});
  });
});

describe('preview file names', () => {
  it('round-trip uuid and version and refuse anything else', () => {
    const name = previewFileName('75055a10-f5c4-5443-a047-47614ceb9fff', 2);
    expect(name).toBe('75055a10-f5c4-5443-a047-47614ceb9fff_v2.png');
    expect(parsePreviewFileName(name)).toEqual({ uuid: '75055a10-f5c4-5443-a047-47614ceb9fff', version: 2 });
    expect(parsePreviewFileName('75055a10-f5c4-5443-a047-47614ceb9fff.png')).toEqual({ uuid: '75055a10-f5c4-5443-a047-47614ceb9fff', version: 'current' });
    for (const bad of ['75055a10-f5c4-5443-a047-47614ceb9fff_v0.png', '75055a10_v1.png', '../x_v1.png', '75055a10-f5c4-5443-a047-47614ceb9fff_v1.jpg']) {
      expect(parsePreviewFileName(bad)).toBeNull();
    }
  });
});

describe('orderListItems', () => {
  it('keeps each product’s templates together, products in the spec’s order, templates in their own', () => {
    const product = (uuid: string, name: string, sortOrder: number) => ({ uuid, name, sortOrder }) as never;
    const item = (uuid: string, p: unknown) => ({ uuid, product: p }) as never;
    const small = product('p-small', 'Kort 10x15 cm', 1);
    const square = product('p-square', 'Kort 15x15 cm', 9);
    const ordered = orderListItems('CARD', [
      { item: item('t3', small), templateSortOrder: 3 },
      { item: item('t1', square), templateSortOrder: 2 },
      { item: item('t2', small), templateSortOrder: 1 },
      { item: item('t4', square), templateSortOrder: 1 },
    ]);
    expect(ordered.map((i: { uuid: string }) => i.uuid)).toEqual(['t4', 't1', 't2', 't3']);
  });
});
