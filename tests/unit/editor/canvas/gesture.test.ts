import { describe, expect, it } from 'vitest';
import type { PartFit } from '../../../../src/engine/react/partFit';
import { cropMoved, movablePicture } from '../../../../src/editor/canvas/cropCommit';
import { editableSlotFrames, frameBounds, tapOpening } from '../../../../src/editor/canvas/slotHits';
import { cropSubject, dragCrop, pinchCrop } from '../../../../src/editor/gestures/cropGestures';
import { partSlotFrames } from '../../../../src/editor/gestures/slotFrame';
import { cropGestureOn, fixtureTemplate, image, openEditor, PICTURE } from '../../../support/editorHarness';

const card = fixtureTemplate('card-15x15');
/** The card's trim box at 2 px/mm: the 3 mm bleed is cut off (6 px). */
const fit: PartFit = { scale: 2, size: { width: 300, height: 300 }, offset: { x: 6, y: 6 } };
const origin = { x: 0, y: 0 };
/** The portrait field (10,10 70x95 mm) is centred at (90, 115) px; the greeting (10,112 130x28) at (150, 252). */
const portraitCentre = { x: 90, y: 115 };
const greetingCentre = { x: 150, y: 252 };

const filled = () => openEditor({ images: { portrait: image(PICTURE.portrait), class: image(PICTURE.friends) } });

const frameOf = (slotId: string) => partSlotFrames(card, card.parts[0], fit, origin).find((f) => f.slotId === slotId)!;

/** A finger pressed on the portrait and moved by each of `moves` from the press, then lifted: the real gesture object. */
function drag(editor: ReturnType<typeof filled>, moves: { x: number; y: number }[]) {
  const { gesture, canvas } = cropGestureOn(editor, fit, origin);
  expect(gesture.begin('drag', { pointer: portraitCentre })).toBe(true);
  for (const m of moves) gesture.move({ pointer: { x: portraitCentre.x + m.x, y: portraitCentre.y + m.y } });
  const crop = canvas.shown.at(-1)!;
  gesture.end();
  canvas.drawFrame();
  return { crop, canvas };
}

describe('which picture a gesture moves', () => {
  it('on the main view: the placed, editable picture under the finger', () => {
    const editor = filled();
    expect(movablePicture(editor.state, 'portrait')?.slotId).toBe('portrait');
    expect(movablePicture(editor.state, undefined)).toBeNull();
    const empty = openEditor();
    expect(movablePicture(empty.state, 'portrait')).toBeNull();
    const locked = openEditor({
      template: { ...card, parts: [{ ...card.parts[0], layers: card.parts[0].layers.map((l) => (l.kind === 'image' ? { ...l, disableEdit: true } : l)) }] },
      images: { portrait: image(PICTURE.portrait) },
    });
    expect(movablePicture(locked.state, 'portrait')).toBeNull();
  });

  it('in the image view: the picture being edited, wherever the finger lands; in other views none', () => {
    const editor = filled();
    editor.actions.openView('image', 'class');
    expect(movablePicture(editor.state, 'portrait')?.slotId).toBe('class');
    expect(movablePicture(editor.state, undefined)?.slotId).toBe('class');
    editor.actions.openView('year');
    expect(movablePicture(editor.state, 'portrait')).toBeNull();
  });
});

describe('the end of a gesture', () => {
  it('on the main view: many frames of a drag make one history step, undone in one go', () => {
    const editor = filled();
    const before = editor.state.doc;
    const { crop, canvas } = drag(editor, [
      { x: 5, y: 0 },
      { x: 12, y: 4 },
      { x: 30, y: 10 },
    ]);
    const picture = movablePicture(editor.state, 'portrait')!;
    expect(crop).toEqual(dragCrop(cropSubject(image(PICTURE.portrait), picture.slot), { x: 30, y: 10 }, frameOf('portrait')));
    expect(canvas.shown).toHaveLength(3);
    expect(canvas.kept).toEqual([{ slotId: 'portrait', crop }]);
    expect(canvas.moving).toBe(false);
    expect(editor.historySteps).toBe(1);
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(crop);
    expect(editor.state.draft).toBeNull();
    editor.actions.undo();
    expect(editor.state.doc).toBe(before);
  });

  it("the lift's frame only shows the crop; the store gets it in the task after that frame", () => {
    const editor = filled();
    const before = editor.state.doc;
    const { gesture, canvas } = cropGestureOn(editor, fit, origin);
    gesture.begin('pinch', { pointer: portraitCentre, distance: 100 });
    gesture.move({ pointer: portraitCentre, distance: 150 });
    gesture.end();
    expect(canvas.kept).toHaveLength(1);
    expect(editor.state.doc).toBe(before);
    expect(editor.historySteps).toBe(0);
    canvas.drawFrame();
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(canvas.kept[0].crop);
    expect(editor.historySteps).toBe(1);
    editor.actions.undo();
    expect(editor.state.doc).toBe(before);
  });

  it('a gesture begun before the last lift reached the store starts from that lift: two gestures, two steps', () => {
    const editor = filled();
    const before = editor.state.doc;
    const { gesture, canvas } = cropGestureOn(editor, fit, origin);
    gesture.begin('pinch', { pointer: portraitCentre, distance: 100 });
    gesture.move({ pointer: portraitCentre, distance: 150 });
    gesture.end();
    const first = canvas.kept[0].crop;
    gesture.begin('drag', { pointer: portraitCentre });
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(first);
    gesture.move({ pointer: { x: 105, y: 115 } });
    gesture.end();
    canvas.drawFrame();
    const picture = movablePicture(editor.state, 'portrait')!;
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(dragCrop({ ...cropSubject(image(PICTURE.portrait), picture.slot), crop: first }, { x: 15, y: 0 }, frameOf('portrait')));
    expect(editor.historySteps).toBe(2);
    editor.actions.undo();
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(first);
    editor.actions.undo();
    expect(editor.state.doc).toBe(before);
  });

  it('a press without movement writes nothing', () => {
    const editor = filled();
    const { canvas } = drag(editor, [{ x: 0, y: 0 }]);
    expect(canvas.kept).toEqual([]);
    expect(editor.historySteps).toBe(0);
    expect(editor.state.doc.resources.images.portrait.cropRect).toBeNull();
  });

  it('in the image view: the crop goes into the draft; Done makes it one step', () => {
    const editor = filled();
    editor.actions.openView('image', 'portrait');
    const picture = movablePicture(editor.state, undefined)!;
    const crop = pinchCrop(cropSubject(picture.resource, picture.slot), 1.6, portraitCentre, { x: 100, y: 120 }, frameOf('portrait'));
    const { gesture, canvas } = cropGestureOn(editor, fit, origin);
    // In the image view the fingers may land anywhere: the edited picture moves.
    gesture.begin('pinch', { pointer: portraitCentre, distance: 100 });
    gesture.move({ pointer: { x: 100, y: 120 }, distance: 160 });
    gesture.end();
    canvas.drawFrame();
    expect(editor.historySteps).toBe(0);
    expect(editor.shown.resources.images.portrait.cropRect).toEqual(crop);
    expect(editor.state.doc.resources.images.portrait.cropRect).toBeNull();
    editor.actions.commitDraft();
    expect(editor.historySteps).toBe(1);
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(crop);
  });

  it('a cancelled gesture writes nothing and draws sharp again', () => {
    const editor = filled();
    const { gesture, canvas } = cropGestureOn(editor, fit, origin);
    gesture.begin('drag', { pointer: portraitCentre });
    expect(canvas.moving).toBe(true);
    gesture.move({ pointer: { x: 140, y: 140 } });
    gesture.cancel();
    gesture.end();
    expect(canvas.moving).toBe(false);
    expect(editor.historySteps).toBe(0);
  });

  it('a pinch begun during a drag carries on from where the drag left the picture', () => {
    const editor = filled();
    const { gesture, canvas } = cropGestureOn(editor, fit, origin);
    gesture.begin('drag', { pointer: portraitCentre });
    gesture.move({ pointer: { x: 110, y: 125 } });
    const dragged = canvas.shown.at(-1)!;
    // The second finger lands on the greeting: the dragged portrait still moves.
    expect(gesture.begin('pinch', { pointer: greetingCentre, distance: 80 })).toBe(true);
    gesture.move({ pointer: greetingCentre, distance: 80 });
    expect(canvas.shown.at(-1)).toEqual(dragged);
    gesture.end();
    canvas.drawFrame();
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(dragged);
  });

  it('nothing under the finger: no gesture', () => {
    const editor = filled();
    const { gesture } = cropGestureOn(editor, fit, origin);
    expect(gesture.begin('drag', { pointer: greetingCentre })).toBe(false);
    expect(gesture.kind).toBeNull();
  });

  it('tells a moved crop from an unmoved one', () => {
    const rect = { x: 200, y: 0, width: 2000, height: 3000 };
    expect(cropMoved(rect, { ...rect })).toBe(false);
    expect(cropMoved(rect, { ...rect, x: 201 })).toBe(true);
    expect(cropMoved(rect, { ...rect, width: 1999 })).toBe(true);
  });
});

describe('a tap on the main view', () => {
  const frames = editableSlotFrames(card, card.parts[0], fit, origin);

  it('numbers the editable fields by kind in drawing order', () => {
    expect(frames.map((f) => [f.slotId, f.kind, f.number])).toEqual([
      ['portrait', 'image', 1],
      ['class', 'image', 2],
      ['greeting', 'text', 1],
    ]);
  });

  it('opens the picture or text field under the finger, nothing elsewhere', () => {
    expect(tapOpening(frames, portraitCentre)).toEqual({ view: 'image', resourceId: 'portrait' });
    expect(tapOpening(frames, greetingCentre)).toEqual({ view: 'text', resourceId: 'greeting' });
    expect(tapOpening(frames, { x: 295, y: 295 })).toBeNull();
  });

  it('bounds a tilted field with its turned corners', () => {
    const tilted = frameBounds({ slotId: 'x', center: { x: 100, y: 100 }, scale: 1, size: { width: 40, height: 20 }, rotation: 90 });
    expect(tilted.width).toBeCloseTo(20, 6);
    expect(tilted.height).toBeCloseTo(40, 6);
    expect(tilted.x).toBeCloseTo(90, 6);
  });
});
