import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/api/client/call';
import type { OrderLine } from '../../../../src/api/client/cart';
import type { PictureSet } from '../../../../src/api/client/pictureSets';
import type { SiteSettings } from '../../../../src/api/client/settings';
import { editorPictureSet } from '../../../../src/shop/pictures/editorPictureSet';
import { editableLine, editorDocument, editorOptionsFrom, UnreadableTemplateError, worthRetrying } from '../../../../src/shop/editorSession/editorSession';
import { placedPictureUuids } from '../../../../src/shop/pictures/placedPictures';

const card: unknown = JSON.parse(readFileSync('tests/fixtures/templates/card-15x15.json', 'utf8'));
const PICTURE = '00000000-0000-4000-8000-000000000001';

const set = (uuid: string, pictureUuids: string[]): PictureSet => ({ uuid, pictures: pictureUuids.map((p) => ({ uuid: p })) }) as PictureSet;

describe('editorOptionsFrom', () => {
  const editorOptions: SiteSettings['editorOptions'] = {
    allowOwnPhotos: true,
    allowTemplateChange: false,
    disableImageToolbox: true,
    disableBackgrounds: false,
    allowSubjectChange: true,
    subjectChangeMode: 4,
    samePhotographerOnly: true,
  };

  it("gives the editor the site settings' editor options as they are", () => {
    expect(editorOptionsFrom({ editorOptions })).toEqual(editorOptions);
  });

  it('passes on nothing the editor does not know', () => {
    const widened = { ...editorOptions, somethingNew: true } as SiteSettings['editorOptions'];
    expect(Object.keys(editorOptionsFrom({ editorOptions: widened })).sort()).toEqual(Object.keys(editorOptions).sort());
  });
});

describe('editorPictureSet (spec 2 §1: templates are chosen in the context of the current set)', () => {
  const newest = set('newest', ['n1']);
  const current = set('current', ['c1']);
  const older = set('older', ['o1', 'o2']);
  const sets = [newest, current, older];

  it("opens with the session's current set", () => {
    expect(editorPictureSet(sets, 'current')).toBe(current);
  });

  it('falls back to the newest set without a current one (or with one no longer on the account)', () => {
    expect(editorPictureSet(sets, null)).toBe(newest);
    expect(editorPictureSet(sets, 'gone')).toBe(newest);
  });

  it('keeps the set a cart line was made from when it is opened again', () => {
    expect(editorPictureSet(sets, 'current', ['o2'])).toBe(older);
    // An own upload belongs to no set: the current one is used.
    expect(editorPictureSet(sets, 'current', ['upload'])).toBe(current);
  });

  it('is null for a customer without sets', () => {
    expect(editorPictureSet([], 'current')).toBeNull();
  });
});

describe('editorDocument', () => {
  it('parses the template and the resources with the engine', () => {
    const resources = { images: { portrait: { pictureUuid: PICTURE, sourceWidth: 2400, sourceHeight: 3000, cropRect: null } }, texts: { greeting: { text: 'Hei' } } };
    const doc = editorDocument(card, resources, 2027);
    expect(doc.template.type).toBe('CARD');
    expect(doc.year).toBe(2027);
    // The engine's defaults are filled in (rotation 0).
    expect(doc.resources.images.portrait).toEqual({ pictureUuid: PICTURE, sourceWidth: 2400, sourceHeight: 3000, cropRect: null, rotation: 0 });
    expect(doc.resources.texts.greeting.text).toBe('Hei');
  });

  it('refuses a definition or resources the engine cannot read', () => {
    expect(() => editorDocument({ ...(card as object), parts: [] }, { images: {}, texts: {} }, 2027)).toThrow(UnreadableTemplateError);
    expect(() => editorDocument(card, { images: { portrait: { pictureUuid: 'not-a-uuid' } }, texts: {} }, 2027)).toThrow(UnreadableTemplateError);
  });
});

describe('placedPictureUuids', () => {
  it('lists every placed picture once over several instances', () => {
    const image = (pictureUuid: string) => ({ pictureUuid });
    expect(placedPictureUuids([{ images: { a: image('p1'), b: image('p2') } }, { images: { a: image('p1') } }, { images: {} }])).toEqual(['p1', 'p2']);
  });
});

describe('editableLine (spec 2 §2.13)', () => {
  const line = (type: number | null, withTemplate = true): OrderLine =>
    ({
      uuid: 'line',
      type: 0,
      product: type === null ? null : { uuid: 'p', name: 'P', type, subproducts: [] },
      template: withTemplate ? { uuid: 't', version: 1, name: 'T', categories: [] } : null,
      templateData: withTemplate ? { year: 2027, userResources: { images: {}, texts: {} } } : null,
    }) as unknown as OrderLine;

  it('opens cards, calendars and photo gifts made with a template', () => {
    expect([1, 2, 89].map((type) => editableLine(line(type)))).toEqual([true, true, true]);
  });

  it('leaves packages, retouch and lines without a template or product to others', () => {
    expect(editableLine(line(200))).toBe(false);
    expect(editableLine(line(11, false))).toBe(false);
    expect(editableLine(line(1, false))).toBe(false);
    expect(editableLine(line(null))).toBe(false);
  });
});

describe('worthRetrying', () => {
  it('offers Try again for a lost connection or a server failure', () => {
    expect(worthRetrying(new ApiCallError(0, 'offline', 'network'))).toBe(true);
    expect(worthRetrying(new ApiCallError(503, 'busy'))).toBe(true);
    expect(worthRetrying(new Error('unexpected'))).toBe(true);
  });

  it('not for a refusal or a design the engine cannot read', () => {
    expect(worthRetrying(new ApiCallError(404, 'Fant ikke produktet.'))).toBe(false);
    expect(worthRetrying(new ApiCallError(403, 'Not yours'))).toBe(false);
    expect(worthRetrying(new UnreadableTemplateError('parts: too small'))).toBe(false);
  });
});
