/**
 * The main view's rules (spec 2 §2.5): which tools the toolbox shows and which are disabled,
 * where a tool leads (the select step or the only resource directly), and what the add-to-cart
 * button says and whether it may be pressed.
 */
import { canChangeYear } from '../../../domain/year';
import type { Part, Template } from '../../../engine/model';
import type { EditorContext, EditorOptions, EditorView } from '../../store';
import { editableSlots, type ResourceKind } from '../select/editableSlots';

export type MainToolId = 'photos' | 'text' | 'year' | 'design' | 'preview';

export interface MainTool {
  id: MainToolId;
  /** Key in the editor's 'main' texts. */
  label: 'changePhotos' | 'changeEditPhotos' | 'editText' | 'changeYear' | 'changeDesign' | 'preview';
  disabled: boolean;
}

export interface MainToolsInput {
  template: Pick<Template, 'type' | 'supportedYears'>;
  part: Part;
  options: Pick<EditorOptions, 'disableImageToolbox' | 'allowTemplateChange'>;
  /** The customer's calendar year (the year rules of spec 2 §5). */
  currentYear: number;
}

/** The toolbox in its order: photos, text, year, design, preview. */
export function mainTools({ template, part, options, currentYear }: MainToolsInput): MainTool[] {
  const tools: MainTool[] = [
    {
      id: 'photos',
      // Without the image toolbox the customer can only swap pictures, not edit them.
      label: options.disableImageToolbox ? 'changePhotos' : 'changeEditPhotos',
      disabled: editableSlots(part, 'image').length === 0,
    },
  ];
  if (editableSlots(part, 'text').length > 0) tools.push({ id: 'text', label: 'editText', disabled: false });
  if (template.type === 'CALENDAR') {
    tools.push({ id: 'year', label: 'changeYear', disabled: !canChangeYear({ currentYear, supportedYears: template.supportedYears }) });
  }
  if (options.allowTemplateChange) tools.push({ id: 'design', label: 'changeDesign', disabled: false });
  tools.push({ id: 'preview', label: 'preview', disabled: false });
  return tools;
}

export interface ViewOpening {
  view: EditorView;
  resourceId: string | null;
}

/**
 * Where a resource tool leads: straight to the resource's view when the part has exactly one
 * editable resource of that kind, else the numbered select step; null when it has none.
 */
export function resourceOpening(part: Part, kind: ResourceKind): ViewOpening | null {
  const slots = editableSlots(part, kind);
  if (slots.length === 0) return null;
  if (slots.length === 1) return { view: kind, resourceId: slots[0].id };
  return { view: kind === 'image' ? 'select-image' : 'select-text', resourceId: null };
}

/** Where a tool leads from the main view. */
export function toolOpening(tool: MainToolId, part: Part): ViewOpening | null {
  switch (tool) {
    case 'photos':
      return resourceOpening(part, 'image');
    case 'text':
      return resourceOpening(part, 'text');
    case 'year':
      return { view: 'year', resourceId: null };
    case 'design':
      return { view: 'templates', resourceId: null };
    case 'preview':
      return { view: 'preview', resourceId: null };
  }
}

export interface CartButton {
  /** A text key in 'main', or the shop's own label. */
  label: { key: 'addToCart' | 'updateCart' } | { text: string };
  disabled: boolean;
  /** Why it is disabled, as a key in 'main'. */
  reason: 'incomplete' | null;
}

/** Add to cart (create mode) or Update cart (update mode), or the shop's label; disabled while incomplete. None read-only. */
export function cartButton(context: Pick<EditorContext, 'mode' | 'addToCartLabel'>, complete: boolean): CartButton | null {
  if (context.mode === 'read-only') return null;
  const label = context.addToCartLabel ? { text: context.addToCartLabel } : { key: context.mode === 'update' ? ('updateCart' as const) : ('addToCart' as const) };
  return { label, disabled: !complete, reason: complete ? null : 'incomplete' };
}
