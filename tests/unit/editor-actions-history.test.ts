import { describe, expect, it } from 'vitest';
import { actionForKey, ariaKeyShortcuts, redoAction, runAction, undoAction } from '../../src/editor/actions';
import { image, openEditor, PICTURE } from '../support/editorHarness';

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('undo and redo as editor actions: the top bar and the keys run the same objects', () => {
  it('announces the keys the actions match, in ARIA terms', () => {
    expect(ariaKeyShortcuts(undoAction.keys)).toBe('Control+Z Meta+Z');
    expect(ariaKeyShortcuts(redoAction.keys)).toBe('Control+Shift+Z Meta+Shift+Z Control+Y');
    expect(actionForKey(press('z', { metaKey: true }), ['editor'])).toBe(undoAction);
    expect(actionForKey(press('Z', { ctrlKey: true, shiftKey: true }), ['editor'])).toBe(redoAction);
    expect(actionForKey(press('y', { ctrlKey: true }), ['editor'])).toBe(redoAction);
  });

  it('is enabled only when there is something to undo or redo, and then undoes and redoes one step', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    const context = { store: editor.store };
    expect([undoAction.enabled(context), redoAction.enabled(context)]).toEqual([false, false]);
    expect(runAction(undoAction, context)).toBe(false);
    const before = editor.state.doc;
    editor.actions.commit({ images: { portrait: image(PICTURE.portrait, { cropRect: { x: 0, y: 0, width: 100, height: 100 } }) } });
    expect([undoAction.enabled(context), redoAction.enabled(context)]).toEqual([true, false]);
    expect(runAction(undoAction, context)).toBe(true);
    expect(editor.state.doc).toBe(before);
    expect([undoAction.enabled(context), redoAction.enabled(context)]).toEqual([false, true]);
    expect(runAction(redoAction, context)).toBe(true);
    expect(editor.redoSteps).toBe(0);
  });

  it('counts an open view’s unsaved draft as something to undo, and then allows no redo', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) }, view: 'image' });
    const context = { store: editor.store };
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait, { rotation: 90 }) } });
    expect(undoAction.enabled(context)).toBe(true);
    expect(redoAction.enabled(context)).toBe(false);
  });
});
