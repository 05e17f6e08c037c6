/** The editor read-only (support staff looking at an order line): the views work, nothing is saved. */
import { describe, expect, it } from 'vitest';
import { leaveDecision } from '../../../../src/editor/shell/leaving';
import { DEFAULT_OPTIONS, image, openEditor, PICTURE } from '../../../support/editorHarness';

describe('read-only editor', () => {
  it('takes changes while looking, like any editor, with undo', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) }, context: { mode: 'read-only' } });
    editor.actions.commit({ images: { class: image(PICTURE.friends) } });
    expect(editor.historySteps).toBe(1);
    editor.actions.undo();
    expect(editor.state.doc.resources.images.class).toBeUndefined();
  });

  it('leaves without asking, whatever changed, since nothing could be saved', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) }, context: { mode: 'read-only' } });
    editor.actions.commit({ images: { class: image(PICTURE.friends) } });
    expect(leaveDecision(editor.state)).toBe('leave');
    const updating = openEditor({ images: { portrait: image(PICTURE.portrait) }, context: { mode: 'update' } });
    updating.actions.commit({ images: { class: image(PICTURE.friends) } });
    expect(leaveDecision(updating.state)).toBe('ask');
  });

  it('offers no uploads: one would be stored on the account of whoever is looking', () => {
    const options = { ...DEFAULT_OPTIONS, allowOwnPhotos: true };
    expect(openEditor({ context: { mode: 'read-only', options } }).state.context.options.allowOwnPhotos).toBe(false);
    expect(openEditor({ context: { mode: 'update', options } }).state.context.options.allowOwnPhotos).toBe(true);
  });
});
