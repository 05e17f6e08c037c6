import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../src/api/client/call';
import { actionForKey, ariaKeyShortcuts, redoAction, runAction, undoAction, type KeyPress } from '../../../../src/editor/actions';
import { editorKeyAction, keyScopes } from '../../../../src/editor/shell/editorKeys';
import { leaveDecision } from '../../../../src/editor/shell/leaving';
import { rejectionMessage } from '../../../../src/editor/shell/rejectionMessage';
import { topBarPrice } from '../../../../src/editor/shell/topBarPrice';
import { showsPartBar, shownView, TOOLBOX_HEIGHT, viewRegion } from '../../../../src/editor/shell/viewLayout';
import { fixtureProduct, image, openEditor, PICTURE } from '../../../support/editorHarness';

const press = (key: string, modifiers: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});
const crop = (x: number) => ({ x, y: 0, width: 1000, height: 1000 });
/** What a text box looks like to isTypingTarget. */
const input = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
const button = { tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget;

describe('leaving the editor (spec 2 §4)', () => {
  it('leaves at once without changes, asks with them, and leaves again once they are undone', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    expect(leaveDecision(editor.state)).toBe('leave');
    editor.actions.commit({ images: { portrait: image(PICTURE.portrait, { cropRect: crop(100) }) } });
    expect(leaveDecision(editor.state)).toBe('ask');
    editor.actions.undo();
    expect(leaveDecision(editor.state)).toBe('leave');
  });

  it('asks about an open view’s changed draft too, not about a discarded one', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.openView('image', 'portrait');
    editor.actions.updateDraft({ images: { portrait: image(PICTURE.portrait, { rotation: 90 }) } });
    expect(leaveDecision(editor.state)).toBe('ask');
    editor.actions.discardDraft();
    expect(leaveDecision(editor.state)).toBe('leave');
  });
});

describe('keyboard routing', () => {
  it('undoes with Ctrl/Cmd+Z and redoes with Ctrl/Cmd+Shift+Z and Ctrl+Y in every view', () => {
    for (const view of ['main', 'image', 'text', 'buy'] as const) {
      expect(editorKeyAction(press('z', { ctrlKey: true }), view, button)?.id).toBe('undo');
      expect(editorKeyAction(press('z', { metaKey: true }), view, button)?.id).toBe('undo');
      expect(editorKeyAction(press('Z', { ctrlKey: true, shiftKey: true }), view, button)?.id).toBe('redo');
      expect(editorKeyAction(press('z', { metaKey: true, shiftKey: true }), view, button)?.id).toBe('redo');
      expect(editorKeyAction(press('y', { ctrlKey: true }), view, button)?.id).toBe('redo');
    }
  });

  it('gives the picture keys only while the image view is open', () => {
    expect(keyScopes('image')).toEqual(['editor', 'picture']);
    expect(keyScopes('main')).toEqual(['editor']);
    expect(editorKeyAction(press('r'), 'main', button)).toBeUndefined();
    expect(editorKeyAction(press('ArrowLeft'), 'main', button)).toBeUndefined();
    expect(editorKeyAction(press('r'), 'image', button)?.id).toBe('rotate');
    expect(editorKeyAction(press('ArrowLeft'), 'image', button)?.id).toBe('nudge-left');
    expect(editorKeyAction(press('+', { shiftKey: true }), 'image', button)?.id).toBe('zoom-in');
    expect(editorKeyAction(press('s'), 'image', button)?.id).toBe('effect-sepia');
  });

  it('leaves keys typed in a field to the field', () => {
    expect(editorKeyAction(press('z', { ctrlKey: true }), 'text', input)).toBeUndefined();
    expect(editorKeyAction(press('ArrowLeft'), 'image', input)).toBeUndefined();
    const editable = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget;
    expect(editorKeyAction(press('r'), 'image', editable)).toBeUndefined();
  });

  it('runs the routed action on the store: R turns the picture in the draft, Ctrl+Z takes the draft back', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    editor.actions.openView('image', 'portrait');
    const rotate = editorKeyAction(press('r'), 'image', button)!;
    expect(runAction(rotate, { store: editor.store })).toBe(true);
    expect(editor.shown.resources.images.portrait.rotation).toBe(270);
    expect(editor.historySteps).toBe(0);
    const undo = editorKeyAction(press('z', { ctrlKey: true }), 'image', button)!;
    expect(runAction(undo, { store: editor.store })).toBe(true);
    expect(editor.shown.resources.images.portrait.rotation).toBe(0);
  });

  it('swallows a disabled shortcut without running it (nothing to undo)', () => {
    const editor = openEditor();
    const undo = editorKeyAction(press('z', { ctrlKey: true }), 'main', button)!;
    expect(runAction(undo, { store: editor.store })).toBe(false);
  });
});

describe('layout by view (spec 2 §2.5, §9)', () => {
  it('gives the main view and the select steps the 208 px toolbox, preview and buy the whole area', () => {
    expect(TOOLBOX_HEIGHT).toBe(208);
    expect(viewRegion('main')).toEqual({ kind: 'toolbox', height: 208 });
    expect(viewRegion('select-image')).toEqual({ kind: 'toolbox', height: 208 });
    expect(viewRegion('image')).toEqual({ kind: 'content', canvasAtLeast: 240 });
    expect(viewRegion('preview')).toEqual({ kind: 'full' });
    expect(viewRegion('buy')).toEqual({ kind: 'full' });
  });

  it('shows the main view when an image or text view has no resource', () => {
    expect(shownView({ view: 'image', currentResourceId: null })).toBe('main');
    expect(shownView({ view: 'text', currentResourceId: null })).toBe('main');
    expect(shownView({ view: 'image', currentResourceId: 'portrait' })).toBe('image');
    expect(shownView({ view: 'year', currentResourceId: null })).toBe('year');
  });

  it('shows the part selector on the main view of a template with several parts', () => {
    expect(showsPartBar('main', 13)).toBe(true);
    expect(showsPartBar('main', 1)).toBe(false);
    expect(showsPartBar('image', 13)).toBe(false);
  });
});

describe('top bar price', () => {
  const tiers = [
    { quantity: 1, price: 129, campaignprice: 99, type: 0 },
    { quantity: 5, price: 109, campaignprice: 89, type: 0 },
  ];

  it('shows the last tier as a from price, the campaign price with the regular one to strike', () => {
    expect(topBarPrice({ productprices: tiers, campaignrequirement: null }, false)).toEqual({ amount: 89, regular: 109, from: true });
  });

  it('keeps PACKAGE_IN_CART campaigns for products made within a package', () => {
    expect(topBarPrice({ productprices: tiers, campaignrequirement: 'PACKAGE_IN_CART' }, false)).toEqual({ amount: 109, regular: null, from: true });
    expect(topBarPrice({ productprices: tiers, campaignrequirement: 'PACKAGE_IN_CART' }, true)).toEqual({ amount: 89, regular: 109, from: true });
  });

  it('shows a single price plainly, and nothing without prices', () => {
    expect(topBarPrice(fixtureProduct, false)).toEqual({ amount: 49, regular: null, from: false });
    expect(topBarPrice({ productprices: [], campaignrequirement: null }, false)).toBeNull();
  });
});

describe('rejection messages', () => {
  it('shows the server’s message, and the editor’s own text when the shop was not reached', () => {
    expect(rejectionMessage(new ApiCallError(422, 'Bildet tilhører ikke deg'), 'offline')).toBe('Bildet tilhører ikke deg');
    expect(rejectionMessage(new ApiCallError(0, 'fetch failed'), 'offline')).toBe('offline');
    expect(rejectionMessage(new Error(''), 'offline')).toBe('offline');
    expect(rejectionMessage('nope', 'offline')).toBe('offline');
  });
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
