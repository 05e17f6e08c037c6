import { describe, expect, it } from 'vitest';
import type { Template } from '../../../../../src/engine/model';
import { isComplete } from '../../../../../src/editor/store';
import {
  ADD_TO_CART_WARNING_KEY,
  markAddToCartWarningShown,
  needsAddToCartWarning,
  type SessionFlags,
} from '../../../../../src/editor/views/main/addToCartWarning';
import { cartButton, mainTools, toolOpening, type MainToolsInput } from '../../../../../src/editor/views/main/mainTools';
import { DEFAULT_OPTIONS, fixtureTemplate, image, openEditor, PICTURE } from '../../../../support/editorHarness';

const card = fixtureTemplate('card-15x15');
const calendar = fixtureTemplate('calendar-20x30');

const toolsOf = (input: Partial<MainToolsInput> & { template?: Template } = {}) => {
  const template = input.template ?? card;
  return mainTools({ template, part: input.part ?? template.parts[0], options: input.options ?? DEFAULT_OPTIONS, currentYear: input.currentYear ?? 2026 });
};

/** The card with its part's layers changed. */
function cardWith(change: (layers: Template['parts'][number]['layers']) => Template['parts'][number]['layers']): Template {
  return { ...card, parts: [{ ...card.parts[0], layers: change(card.parts[0].layers) }] };
}

class MemoryFlags implements SessionFlags {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('main view tools (spec 2 §2.5)', () => {
  it('offers a card photos, text, design and preview, in that order, all enabled', () => {
    const tools = toolsOf();
    expect(tools.map((t) => t.id)).toEqual(['photos', 'text', 'design', 'preview']);
    expect(tools.every((t) => !t.disabled)).toBe(true);
  });

  it("labels photos 'Change/edit photos', or 'Change photos' when the image toolbox is disabled", () => {
    expect(toolsOf()[0].label).toBe('changeEditPhotos');
    expect(toolsOf({ options: { ...DEFAULT_OPTIONS, disableImageToolbox: true } })[0].label).toBe('changePhotos');
  });

  it('shows Change design only when template change is allowed', () => {
    const tools = toolsOf({ options: { ...DEFAULT_OPTIONS, allowTemplateChange: false } });
    expect(tools.map((t) => t.id)).toEqual(['photos', 'text', 'preview']);
  });

  it('shows Edit text only when the part has an editable text field', () => {
    const noText = cardWith((layers) => layers.filter((l) => l.kind !== 'text'));
    expect(toolsOf({ template: noText }).map((t) => t.id)).not.toContain('text');
    const lockedText = cardWith((layers) => layers.map((l) => (l.kind === 'text' ? { ...l, disableEdit: true } : l)));
    expect(toolsOf({ template: lockedText }).map((t) => t.id)).not.toContain('text');
  });

  it('disables Change photos when no picture field of the part may be edited', () => {
    const locked = cardWith((layers) => layers.map((l) => (l.kind === 'image' ? { ...l, disableEdit: true } : l)));
    expect(toolsOf({ template: locked }).find((t) => t.id === 'photos')?.disabled).toBe(true);
  });

  it('shows Change year for calendars only, disabled when a single year can be chosen', () => {
    expect(toolsOf().map((t) => t.id)).not.toContain('year');
    const year = (supportedYears: number[], currentYear = 2026) =>
      toolsOf({ template: { ...calendar, supportedYears }, currentYear }).find((t) => t.id === 'year');
    expect(year([2026, 2027, 2028])).toEqual({ id: 'year', label: 'changeYear', disabled: false });
    expect(year([2027])?.disabled).toBe(true);
    // Past years do not count: only 2026 is left.
    expect(year([2025, 2026])?.disabled).toBe(true);
  });

  it('opens the select step for a part with several picture fields, the field itself when there is one', () => {
    expect(toolOpening('photos', card.parts[0])).toEqual({ view: 'select-image', resourceId: null });
    expect(toolOpening('text', card.parts[0])).toEqual({ view: 'text', resourceId: 'greeting' });
    expect(toolOpening('photos', calendar.parts[0])).toEqual({ view: 'image', resourceId: 'photo-january' });
    const oneEditable = cardWith((layers) => layers.map((l) => (l.kind === 'image' && l.id === 'class' ? { ...l, disableEdit: true } : l)));
    expect(toolOpening('photos', oneEditable.parts[0])).toEqual({ view: 'image', resourceId: 'portrait' });
    expect(toolOpening('year', calendar.parts[0])).toEqual({ view: 'year', resourceId: null });
    expect(toolOpening('design', card.parts[0])).toEqual({ view: 'templates', resourceId: null });
    expect(toolOpening('preview', card.parts[0])).toEqual({ view: 'preview', resourceId: null });
  });
});

describe('the add-to-cart button', () => {
  it('reads Add to cart, Update cart in update mode, or the shop’s own label', () => {
    expect(cartButton({ mode: 'create' }, true)?.label).toEqual({ key: 'addToCart' });
    expect(cartButton({ mode: 'update' }, true)?.label).toEqual({ key: 'updateCart' });
    expect(cartButton({ mode: 'update', addToCartLabel: 'Lagre i pakken' }, true)?.label).toEqual({ text: 'Lagre i pakken' });
  });

  it('is not there read-only, even with a label', () => {
    expect(cartButton({ mode: 'read-only', addToCartLabel: 'Lagre i pakken' }, true)).toBeNull();
  });

  it('is disabled with the reason while a required picture is missing', () => {
    const editor = openEditor({ images: { portrait: image(PICTURE.portrait) } });
    expect(cartButton(editor.state.context, isComplete(editor.state))).toMatchObject({ disabled: true, reason: 'incomplete' });
    editor.actions.commit({ images: { class: image(PICTURE.friends) } });
    expect(cartButton(editor.state.context, isComplete(editor.state))).toMatchObject({ disabled: false, reason: null });
  });
});

describe('check before ordering (spec 2 §2.15, once per session)', () => {
  it('comes before the buy view when the template asks and it has not been shown', () => {
    const flags = new MemoryFlags();
    expect(card.addToCartWarning).toBe(true);
    expect(needsAddToCartWarning(card, flags)).toBe(true);
    markAddToCartWarningShown(flags);
    expect(flags.values.get(ADD_TO_CART_WARNING_KEY)).toBe('1');
    expect(needsAddToCartWarning(card, flags)).toBe(false);
  });

  it('never comes for a template that does not ask', () => {
    expect(needsAddToCartWarning({ addToCartWarning: false }, new MemoryFlags())).toBe(false);
  });

  it('still warns when the browser refuses storage, and remembering then does not throw', () => {
    const refusing: SessionFlags = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(needsAddToCartWarning(card, refusing)).toBe(true);
    expect(() => markAddToCartWarningShown(refusing)).not.toThrow();
    expect(needsAddToCartWarning(card, null)).toBe(true);
  });
});
