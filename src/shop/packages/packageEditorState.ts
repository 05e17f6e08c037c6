/**
 * The package editor's state (spec 3 §3 Package instance, §4 Add to cart): the package, its
 * items, dirty once an item is replaced (cleared when the package is in the cart), and the
 * adding flag. Pure reducer: the page owns the calls.
 */
import type { PackageItem, PackageItemInput } from '../../api/client/packages';
import { replaceItem } from '../../domain/packages';

export interface EditablePackage {
  /** The package instance's uuid. */
  uuid: string;
  name: string;
  subjectUuid: string;
  items: PackageItem[];
}

export interface PackageEditorState {
  pkg: EditablePackage;
  dirty: boolean;
  adding: boolean;
}

export type PackageEditorEvent =
  | { type: 'replaced'; itemUuid: string; template: { uuid: string; version: number }; templateData: NonNullable<PackageItem['templateData']> }
  | { type: 'adding' }
  | { type: 'added' }
  | { type: 'failed' };

export const initialState = (pkg: EditablePackage): PackageEditorState => ({ pkg, dirty: false, adding: false });

export function packageEditorReducer(state: PackageEditorState, event: PackageEditorEvent): PackageEditorState {
  switch (event.type) {
    case 'replaced': {
      const items = replaceItem(state.pkg.items, event.itemUuid, (item) => ({
        ...item,
        template: item.template ? { ...item.template, version: event.template.version } : item.template,
        templateData: event.templateData,
      }));
      return { ...state, pkg: { ...state.pkg, items }, dirty: true };
    }
    case 'adding':
      return { ...state, adding: true };
    case 'added':
      return { ...state, adding: false, dirty: false };
    case 'failed':
      return { ...state, adding: false };
  }
}

/** The template items as the cart calls take them. */
export const itemInputs = (items: readonly PackageItem[]): PackageItemInput[] =>
  items.flatMap((item) =>
    item.kind === 'template' && item.template && item.templateData
      ? [{ uuid: item.uuid, version: item.version, template: { uuid: item.template.uuid, version: item.template.version }, templateData: item.templateData }]
      : [],
  );

/** The Digital portrait set section shows at most this many pictures. */
export const DIGITAL_PREVIEW_COUNT = 3;
