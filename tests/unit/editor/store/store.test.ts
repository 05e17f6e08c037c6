import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  draftChanged,
  HISTORY_LIMIT,
  isComplete,
  isDirty,
  mergePatch,
  partCompleted,
  sameDocument,
} from '../../../../src/editor/store';
import { demoTemplate, fixtureTemplate, image, openEditor, PICTURE } from '../../../support/editorHarness';

const card = fixtureTemplate('card-15x15');
/** 13 parts: a cover and twelve months. */
const calendar = demoTemplate('Veggkalender 20x30');
const crop = (x: number) => ({ x, y: 0, width: 1000, height: 1000 });

describe('editor store history', () => {
  it('opens with an empty history: loading is not a step', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    expect(editor.historySteps).toBe(0);
    expect(isDirty(editor.state)).toBe(false);
  });

  it('makes one step of one commit (a finished gesture) and undoes and redoes it exactly', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    const before = editor.state.doc;
    editor.actions.commit({ images: { portrait: image(PICTURE.portrait, { cropRect: crop(100) }) } });
    expect(editor.historySteps).toBe(1);
    const after = editor.state.doc;
    editor.actions.undo();
    expect(editor.state.doc).toBe(before);
    editor.actions.redo();
    expect(editor.state.doc).toEqual(after);
    expect(editor.historySteps).toBe(1);
    expect(editor.redoSteps).toBe(0);
  });

  it('does not record view, part, resource or draft changes', () => {
    const editor = openEditor({ template: calendar, year: 2026 });
    const slot = calendar.parts[0].layers.find((l) => l.kind === 'image')!.id;
    editor.actions.openView('image', slot);
    editor.actions.updateDraft({ images: { [slot]: image(PICTURE.portrait) } });
    editor.actions.selectPart(calendar.parts[1].id);
    editor.actions.backToMain();
    expect(editor.historySteps).toBe(0);
    expect(editor.state.doc.resources.images).toEqual({});
  });

  it('makes one step of a Done however many draft changes the view made', () => {
    const editor = openEditor();
    editor.actions.openView('image', 'portrait');
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait, { rotation: 270 }) } });
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait, { rotation: 270, overrideEffect: 'sepia' }) } });
    expect(editor.shown.resources.images.portrait.overrideEffect).toBe('sepia');
    expect(editor.state.doc.resources.images.portrait).toBeUndefined();
    editor.actions.commitDraft();
    expect(editor.historySteps).toBe(1);
    expect(editor.state.draft).toBeNull();
    expect(editor.state.doc.resources.images.portrait).toMatchObject({ rotation: 270, overrideEffect: 'sepia' });
    editor.actions.undo();
    expect(editor.state.doc.resources.images.portrait).toBeUndefined();
  });

  it('makes no step of a Done or commit that changes nothing', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.openView('image', 'portrait');
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait, { rotation: 90 }) } });
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.commitDraft();
    editor.actions.commit({ images: { portrait: { ...image(PICTURE.portrait), webshopId: undefined } } });
    expect(editor.historySteps).toBe(0);
  });

  it('makes one step of a template change, which replaces the resources and keeps the year', () => {
    const editor = openEditor({ template: card, images: { portrait: image(PICTURE.portrait) }, year: 2027 });
    editor.actions.commit({ template: { template: calendar, resources: { images: {}, texts: {} } } });
    expect(editor.historySteps).toBe(1);
    expect(editor.state.doc.template.uuid).toBe(calendar.uuid);
    expect(editor.state.doc.year).toBe(2027);
    expect(editor.state.currentPartId).toBe(calendar.parts[0].id);
    editor.actions.undo();
    expect(editor.state.doc.template).toBe(card);
    expect(editor.state.currentPartId).toBe(card.parts[0].id);
  });

  it('drops the redo steps when a new step is made', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.commit({ year: 2027 });
    editor.actions.commit({ year: 2028 });
    editor.actions.undo();
    expect(editor.redoSteps).toBe(1);
    editor.actions.commit({ year: 2030 });
    expect(editor.redoSteps).toBe(0);
    editor.actions.redo();
    expect(editor.state.doc.year).toBe(2030);
  });

  it(`keeps at least 100 steps (${HISTORY_LIMIT})`, () => {
    const editor = openEditor({ year: 2000 });
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) editor.actions.commit({ year: 2000 + i });
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    expect(editor.historySteps).toBe(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) editor.actions.undo();
    expect(editor.state.doc.year).toBe(2010);
  });

  it('undoes an open view’s changed draft first, and redoes nothing meanwhile', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.commit({ year: 2027 });
    editor.actions.undo();
    editor.actions.openView('image', 'portrait');
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait, { rotation: 180 }) } });
    editor.actions.redo();
    expect(editor.state.doc.year).toBe(2026);
    editor.actions.undo();
    expect(editor.state.draft).toBeNull();
    expect(editor.state.doc.year).toBe(2026);
    expect(editor.redoSteps).toBe(1);
  });
});

describe('editor store cancel and views', () => {
  it('Cancel brings back the state from when the view opened', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    const opened = editor.state.doc;
    editor.actions.openView('image', 'portrait');
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.friends), class: image(PICTURE.group) } });
    expect(draftChanged(editor.state)).toBe(true);
    editor.actions.discardDraft();
    expect(editor.shown).toBe(opened);
    expect(draftChanged(editor.state)).toBe(false);
    expect(editor.historySteps).toBe(0);
  });

  it('opening a resource selects its part; back to main forgets the resource and the draft', () => {
    const editor = openEditor({ template: calendar });
    const march = calendar.parts[2];
    const slot = march.layers.find((l) => l.kind === 'image')!;
    editor.actions.openView('image', slot.id);
    expect(editor.state).toMatchObject({ view: 'image', currentResourceId: slot.id, currentPartId: march.id });
    editor.actions.updateDraft({ year: 2027 });
    editor.actions.backToMain();
    expect(editor.state).toMatchObject({ view: 'main', currentResourceId: null, draft: null });
  });

  it('ignores an unknown part', () => {
    const editor = openEditor();
    editor.actions.selectPart('nope');
    expect(editor.state.currentPartId).toBe(card.parts[0].id);
  });
});

describe('editor store dirty tracking', () => {
  it('is dirty after a change, clean again when undone to the opening document', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.commit({ images: { portrait: image(PICTURE.portrait, { overrideEffect: 'bw' }) } });
    expect(isDirty(editor.state)).toBe(true);
    editor.actions.undo();
    expect(isDirty(editor.state)).toBe(false);
  });

  it('counts a changed draft as dirty (Back from a view with changes asks)', () => {
    const editor = openEditor();
    editor.actions.openView('year');
    editor.actions.updateDraft({ year: 2030 });
    expect(isDirty(editor.state)).toBe(true);
  });

  it('is not dirty when a change is changed back by hand', () => {
    const editor = openEditor({ year: 2026 });
    editor.actions.commit({ year: 2027 });
    editor.actions.commit({ year: 2026 });
    expect(editor.historySteps).toBe(2);
    expect(isDirty(editor.state)).toBe(false);
  });

  it('in update mode compares with the cart line it opened, and keeps the line and label', () => {
    const line = { portrait: image(PICTURE.portrait, { cropRect: crop(0) }), class: image(PICTURE.group) };
    const editor = openEditor({ images: line, context: { mode: 'update', lineUuid: 'line-1', addToCartLabel: 'Lagre' } });
    expect(isDirty(editor.state)).toBe(false);
    expect(isComplete(editor.state)).toBe(true);
    editor.actions.commit({ images: { class: null } });
    expect(isDirty(editor.state)).toBe(true);
    expect(isComplete(editor.state)).toBe(false);
    expect(editor.state.context).toMatchObject({ mode: 'update', lineUuid: 'line-1', addToCartLabel: 'Lagre' });
  });
});

describe('editor store completeness', () => {
  it('marks a part complete once its required pictures are placed, draft included', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    const front = card.parts[0].id;
    expect(partCompleted(editor.state, front)).toBe(false);
    editor.actions.openView('image', 'class');
    editor.actions.updateDraft({ images: { class: image(PICTURE.group) } });
    expect(partCompleted(editor.state, front)).toBe(true);
    expect(isComplete(editor.state)).toBe(true);
    expect(partCompleted(editor.state, 'nope')).toBe(false);
  });
});

describe('document patches', () => {
  const doc = { template: card, resources: { images: { portrait: image(PICTURE.portrait) }, texts: { greeting: { text: 'Hei' } } }, year: 2026 };

  it('removes a slot given null and keeps untouched slots', () => {
    const next = applyPatch(doc, { images: { portrait: null, class: image(PICTURE.group) } });
    expect(Object.keys(next.resources.images)).toEqual(['class']);
    expect(next.resources.texts).toBe(doc.resources.texts);
  });

  it('merges drafts slot by slot; a template change drops earlier slot changes but not the year', () => {
    const merged = mergePatch({ images: { portrait: image(PICTURE.friends) }, year: 2027 }, { images: { class: image(PICTURE.group) } });
    expect(Object.keys(merged.images!)).toEqual(['portrait', 'class']);
    const changed = mergePatch(merged, { template: { template: calendar, resources: { images: {}, texts: {} } } });
    expect(changed).toEqual({ year: 2027, template: { template: calendar, resources: { images: {}, texts: {} } } });
    expect(applyPatch(doc, changed).template).toBe(calendar);
  });

  it('compares documents regardless of key order and undefined fields', () => {
    const reordered = { ...doc, resources: { texts: { greeting: { text: 'Hei' } }, images: { portrait: { rotation: 0 as const, cropRect: null, sourceHeight: 3000, sourceWidth: 2400, pictureUuid: PICTURE.portrait, overrideEffect: undefined } } } };
    expect(sameDocument(doc, reordered)).toBe(true);
    expect(sameDocument(doc, { ...doc, year: 2027 })).toBe(false);
  });
});
