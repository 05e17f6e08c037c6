import { describe, expect, it } from 'vitest';
import type { PartFit } from '../../src/engine/react/partFit';
import { commitCrop, cropMoved, movablePicture } from '../../src/editor/canvas/cropCommit';
import { editableSlotFrames, frameBounds, tapOpening } from '../../src/editor/canvas/slotHits';
import { cropSubject, dragCrop, pinchCrop } from '../../src/editor/gestures/cropGestures';
import { partSlotFrames } from '../../src/editor/gestures/slotFrame';
import { fixtureTemplate, image, openEditor, PICTURE } from '../support/editorHarness';

const card = fixtureTemplate('card-15x15');
/** The card's trim box at 2 px/mm: the 3 mm bleed is cut off (6 px). */
const fit: PartFit = { scale: 2, size: { width: 300, height: 300 }, offset: { x: 6, y: 6 } };
const origin = { x: 0, y: 0 };
/** The portrait field (10,10 70x95 mm) is centred at (90, 115) px; the greeting (10,112 130x28) at (150, 252). */
const portraitCentre = { x: 90, y: 115 };
const greetingCentre = { x: 150, y: 252 };

const filled = () => openEditor({ images: { portrait: image(PICTURE.portrait), class: image(PICTURE.friends) } });

/** What the canvas does over a gesture: frames computed from the subject at the start, one write at the end. */
function drag(editor: ReturnType<typeof filled>, slotId: string, moves: { x: number; y: number }[]) {
  const picture = movablePicture(editor.state, slotId)!;
  const subject = cropSubject(picture.resource, picture.slot);
  const frame = partSlotFrames(card, card.parts[0], fit, origin).find((f) => f.slotId === slotId)!;
  let crop = subject.crop;
  for (const movement of moves) crop = dragCrop(subject, movement, frame);
  if (cropMoved(subject.crop, crop)) commitCrop(editor.store, slotId, crop);
  return crop;
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
    const crop = drag(editor, 'portrait', [
      { x: 5, y: 0 },
      { x: 12, y: 4 },
      { x: 30, y: 10 },
    ]);
    expect(editor.historySteps).toBe(1);
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(crop);
    expect(editor.state.draft).toBeNull();
    editor.actions.undo();
    expect(editor.state.doc).toBe(before);
  });

  it('a press without movement writes nothing', () => {
    const editor = filled();
    drag(editor, 'portrait', [{ x: 0, y: 0 }]);
    expect(editor.historySteps).toBe(0);
    expect(editor.state.doc.resources.images.portrait.cropRect).toBeNull();
  });

  it('in the image view: the crop goes into the draft; Done makes it one step', () => {
    const editor = filled();
    editor.actions.openView('image', 'portrait');
    const picture = movablePicture(editor.state, undefined)!;
    const subject = cropSubject(picture.resource, picture.slot);
    const frame = partSlotFrames(card, card.parts[0], fit, origin).find((f) => f.slotId === 'portrait')!;
    const crop = pinchCrop(subject, 1.6, portraitCentre, { x: 100, y: 120 }, frame);
    commitCrop(editor.store, 'portrait', crop);
    expect(editor.historySteps).toBe(0);
    expect(editor.shown.resources.images.portrait.cropRect).toEqual(crop);
    expect(editor.state.doc.resources.images.portrait.cropRect).toBeNull();
    editor.actions.commitDraft();
    expect(editor.historySteps).toBe(1);
    expect(editor.state.doc.resources.images.portrait.cropRect).toEqual(crop);
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
