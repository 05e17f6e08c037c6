import { describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../../../../src/api/client/templates';
import { findSlot, UPLOADED_PICTURE_FACTS, type ImageSlot } from '../../../../../src/engine/model';
import { backgroundFor, backgroundsAllowed, backgroundsTabState, editTabState, shownTab } from '../../../../../src/editor/views/image/imageTabs';
import { filledTexts, fillsTexts, pictureCatalog, pictureMarks, placedPicture } from '../../../../../src/editor/views/image/inboxPictures';
import { markPinchHintShown, pinchHintDue, pinchHintShown, PINCH_HINT_SESSION_KEY } from '../../../../../src/editor/views/image/pinchHint';
import { DEFAULT_OPTIONS, fixturePictureSet, fixtureTemplate, image, PICTURE } from '../../../../support/editorHarness';

const card = fixtureTemplate('card-15x15');
const slot = (id: string) => findSlot(card, id)!.slot as ImageSlot;
/** Individual and school-photo pictures only, never group pictures. */
const portrait = slot('portrait');
/** Group pictures only; filling it fills the group's name texts. */
const classSlot = slot('class');

const upload: UploadedImage = {
  uuid: '60000000-0000-4000-8000-000000000001',
  dimensions: { width: 1200, height: 900 },
  keywords: ['user_uploaded'],
  src: '/media/uploads/60000000-0000-4000-8000-000000000001/{size}/{effect}.jpg',
  uploadedAt: '2026-02-01T10:00:00.000Z',
};

const catalog = pictureCatalog([fixturePictureSet], [upload]);
const inbox = (uuid: string) => catalog.get(uuid)!;

describe('inbox pictures', () => {
  it('knows set pictures with their type facts and uploads as individual pictures', () => {
    expect(inbox(PICTURE.group)).toMatchObject({ facts: { pictureType: 'GP', groupPicture: true }, webshopId: 'W0003', set: fixturePictureSet });
    expect(inbox(upload.uuid)).toMatchObject({ facts: UPLOADED_PICTURE_FACTS, width: 1200, height: 900, set: null, webshopId: null });
  });

  it('greys out what the field refuses: a group picture or an upload in a group field', () => {
    const resources = { images: {}, texts: {} };
    expect(pictureMarks(inbox(PICTURE.portrait), portrait, resources).allowed).toBe(true);
    expect(pictureMarks(inbox(PICTURE.group), portrait, resources).allowed).toBe(false);
    expect(pictureMarks(inbox(upload.uuid), portrait, resources).allowed).toBe(true);
    expect(pictureMarks(inbox(upload.uuid), classSlot, resources).allowed).toBe(false);
    expect(pictureMarks(inbox(PICTURE.group), classSlot, resources).allowed).toBe(true);
  });

  it('marks a picture placed in another field as used and the field’s own as selected', () => {
    const resources = { images: { portrait: image(PICTURE.portrait), class: image(PICTURE.group) }, texts: {} };
    expect(pictureMarks(inbox(PICTURE.portrait), portrait, resources)).toEqual({ allowed: true, used: false, selected: true });
    expect(pictureMarks(inbox(PICTURE.group), portrait, resources)).toEqual({ allowed: false, used: true, selected: false });
    expect(pictureMarks(inbox(PICTURE.friends), portrait, resources)).toEqual({ allowed: true, used: false, selected: false });
  });

  it('fills texts for a group picture or a group field, never for an upload', () => {
    expect(fillsTexts(portrait, inbox(PICTURE.portrait))).toBe(false);
    expect(fillsTexts(classSlot, inbox(PICTURE.group))).toBe(true);
    expect(fillsTexts({ groupPicture: false }, inbox(PICTURE.group))).toBe(true);
    expect(fillsTexts(classSlot, inbox(upload.uuid))).toBe(false);
  });

  it('places a chosen picture with its size, the default crop and no turn, keeping the field’s effect', () => {
    const previous = image(PICTURE.friends, { rotation: 90, cropRect: { x: 10, y: 10, width: 500, height: 500 }, overrideEffect: 'sepia' });
    expect(placedPicture(inbox(PICTURE.portrait), previous, undefined)).toEqual({
      pictureUuid: PICTURE.portrait,
      sourceWidth: 2400,
      sourceHeight: 3000,
      webshopId: 'W0001',
      cropRect: null,
      rotation: 0,
      overrideEffect: 'sepia',
    });
    expect(placedPicture(inbox(upload.uuid), undefined, undefined)).toEqual({ pictureUuid: upload.uuid, sourceWidth: 1200, sourceHeight: 900, cropRect: null, rotation: 0 });
  });
});

describe('texts filled for a chosen group picture', () => {
  it('changes the words and keeps the customer’s style, ignoring fields the server adds', () => {
    const current = { name: { text: 'Emma', overrideColor: '#C52B2B' as const, overrideSize: 9 } };
    const returned = { name: { text: '7B', extra: true } as { text: string }, greeting: { text: 'Hilsen 7B' } };
    expect(filledTexts(returned, current)).toEqual({ name: { text: '7B', overrideColor: '#C52B2B', overrideSize: 9 }, greeting: { text: 'Hilsen 7B' } });
  });
});

describe('image view tabs', () => {
  it('Edit image: hidden without the toolbox, disabled until the field has a picture', () => {
    expect(editTabState({ disableImageToolbox: true }, true)).toBe('hidden');
    expect(editTabState({ disableImageToolbox: false }, false)).toBe('disabled');
    expect(editTabState({ disableImageToolbox: false }, true)).toBe('enabled');
  });

  it('Backgrounds: allowed by the shop, the template and the field', () => {
    const template = { separateFromBackground: true };
    expect(backgroundsAllowed(DEFAULT_OPTIONS, template, { disableBackground: false })).toBe(true);
    expect(backgroundsAllowed({ disableBackgrounds: true }, template, { disableBackground: false })).toBe(false);
    expect(backgroundsAllowed(DEFAULT_OPTIONS, { separateFromBackground: false }, { disableBackground: false })).toBe(false);
    expect(backgroundsAllowed(DEFAULT_OPTIONS, template, { disableBackground: true })).toBe(false);
  });

  it('Backgrounds: shown for a green-screen picture whose job has backgrounds, disabled while the field is empty', () => {
    const greenJob = { job: { ...fixturePictureSet.job, greenScreen: true } };
    const base = { allowed: true, picture: { foregroundSrc: '/fg/{size}.png' }, hasPicture: true, backgroundCount: 3, openingSet: greenJob };
    expect(backgroundsTabState(base)).toBe('enabled');
    expect(backgroundsTabState({ ...base, allowed: false })).toBe('hidden');
    expect(backgroundsTabState({ ...base, backgroundCount: 0 })).toBe('hidden');
    expect(backgroundsTabState({ ...base, backgroundCount: null })).toBe('hidden');
    expect(backgroundsTabState({ ...base, picture: { foregroundSrc: null } })).toBe('hidden');
    expect(backgroundsTabState({ ...base, picture: null, hasPicture: false })).toBe('disabled');
    expect(backgroundsTabState({ ...base, picture: null, hasPicture: false, openingSet: fixturePictureSet })).toBe('hidden');
  });

  it('falls back to the inbox when the open tab is hidden or disabled', () => {
    expect(shownTab('edit', { edit: 'enabled', backgrounds: 'hidden' })).toBe('edit');
    expect(shownTab('edit', { edit: 'disabled', backgrounds: 'hidden' })).toBe('inbox');
    expect(shownTab('backgrounds', { edit: 'enabled', backgrounds: 'hidden' })).toBe('inbox');
  });

  it('stands a green-screen picture on the field’s background, else the default, else the first', () => {
    const green = { foregroundSrc: '/fg/{size}.png' };
    const backgrounds = [
      { uuid: 'b1', default: false },
      { uuid: 'b2', default: true },
    ];
    expect(backgroundFor(green, undefined, backgrounds, true)).toEqual({ uuid: 'b2' });
    expect(backgroundFor(green, { background: { uuid: 'b1' } }, backgrounds, true)).toEqual({ uuid: 'b1' });
    expect(backgroundFor(green, { background: { uuid: 'gone' } }, backgrounds, true)).toEqual({ uuid: 'b2' });
    expect(backgroundFor(green, undefined, [{ uuid: 'b1', default: false }], true)).toEqual({ uuid: 'b1' });
    expect(backgroundFor(green, undefined, backgrounds, false)).toBeUndefined();
    expect(backgroundFor({ foregroundSrc: null }, undefined, backgrounds, true)).toBeUndefined();
  });
});

describe('pinch-zoom hint', () => {
  it('is due once, for a placed picture that may be zoomed and is not turned', () => {
    expect(pinchHintDue({ disableZoom: false }, { rotation: 0 }, false)).toBe(true);
    expect(pinchHintDue({ disableZoom: false }, { rotation: 0 }, true)).toBe(false);
    expect(pinchHintDue({ disableZoom: true }, { rotation: 0 }, false)).toBe(false);
    expect(pinchHintDue({ disableZoom: false }, { rotation: 270 }, false)).toBe(false);
    expect(pinchHintDue({ disableZoom: false }, undefined, false)).toBe(false);
  });

  it('is remembered in session storage, and storage that refuses counts as not shown', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
    expect(pinchHintShown(storage)).toBe(false);
    markPinchHintShown(storage);
    expect(values.get(PINCH_HINT_SESSION_KEY)).toBe('1');
    expect(pinchHintShown(storage)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(pinchHintShown(refusing)).toBe(false);
    expect(() => markPinchHintShown(refusing)).not.toThrow();
    expect(pinchHintShown(undefined)).toBe(false);
  });
});
