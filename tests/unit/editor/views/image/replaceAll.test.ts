import { describe, expect, it } from 'vitest';
import { runAction, replaceAllAction } from '../../../../../src/editor/actions';
import { imageSlots, imageSlotsOf, type PictureFacts, type Template } from '../../../../../src/engine/model';
import { asksReplaceAll, replaceAllPatch, replaceAllTargets } from '../../../../../src/editor/views/image/replaceAll';
import { demoTemplate, fixtureTemplate, image, openEditor, PICTURE } from '../../../../support/editorHarness';

const calendar = demoTemplate('Veggkalender 20x30');
/** The calendar's 13 picture fields as a photo gift: replace-all applies to it. */
const gift: Template = { ...calendar, type: 'PHOTOGIFT' };
const [first, ...rest] = imageSlots(gift).map((s) => s.id);
const individual: PictureFacts = { pictureType: 'IP', groupPicture: false };
const empty = { images: {}, texts: {} };
const chosen = (uuid: string) => ({ images: { [first]: image(uuid) }, texts: {} });

describe("'Replace all pictures?' on Done", () => {
  it('asks for a new picture in a photo gift with more than 4 fields that take it', () => {
    expect(asksReplaceAll(gift, empty, chosen(PICTURE.portrait), first, individual)).toBe(true);
  });

  it('does not ask when the picture did not change, for calendars and cards, or with 4 fields or fewer', () => {
    expect(asksReplaceAll(gift, chosen(PICTURE.portrait), chosen(PICTURE.portrait), first, individual)).toBe(false);
    expect(asksReplaceAll(calendar, empty, chosen(PICTURE.portrait), first, individual)).toBe(false);
    const card = fixtureTemplate('card-15x15');
    expect(asksReplaceAll({ ...card, type: 'PHOTOGIFT' }, empty, { images: { portrait: image(PICTURE.portrait) }, texts: {} }, 'portrait', individual)).toBe(false);
    expect(asksReplaceAll(gift, empty, chosen(PICTURE.portrait), first, undefined)).toBe(false);
  });

  it('fills every other field that allows the picture with the default crop, skipping the others', () => {
    const narrowed: Template = {
      ...gift,
      parts: gift.parts.map((part, index) =>
        index === 1 ? { ...part, layers: part.layers.map((l) => (l.kind === 'image' ? { ...l, allow: { pictureTypes: ['GP' as const], group: true } } : l)) } : part,
      ),
    };
    const refusing = imageSlotsOf(narrowed.parts[1]).map((s) => s.id);
    expect(refusing.length).toBeGreaterThan(0);
    const targets = replaceAllTargets(narrowed, first, individual);
    expect(targets).toEqual(rest.filter((id) => !refusing.includes(id)));
    const patch = replaceAllPatch(narrowed, first, image(PICTURE.portrait, { rotation: 90, cropRect: { x: 0, y: 0, width: 100, height: 100 }, overrideEffect: 'bw' }), individual);
    expect(Object.keys(patch)).toEqual(targets);
    expect(Object.values(patch).every((r) => r.cropRect === null && r.pictureUuid === PICTURE.portrait && r.overrideEffect === 'bw')).toBe(true);
  });

  it('Replace all then Done is one history step holding every field', () => {
    const editor = openEditor({ template: gift });
    editor.actions.openView('image', first);
    editor.actions.updateDraft({ images: { [first]: image(PICTURE.portrait) } });
    expect(runAction(replaceAllAction, { store: editor.store, pictureFacts: () => individual })).toBe(true);
    editor.actions.commitDraft();
    expect(editor.historySteps).toBe(1);
    expect(Object.keys(editor.state.doc.resources.images).sort()).toEqual([first, ...rest].sort());
    editor.actions.undo();
    expect(editor.state.doc.resources.images).toEqual({});
  });
});
