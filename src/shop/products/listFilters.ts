/**
 * The template lists' filters (spec 2 §2.2): cards by format, texts (yes/no) and images,
 * calendars by format and pages; photo gifts have none. A filter is offered when the list holds
 * more than one value for it (the text filter always, where lists have it) or when a value is
 * chosen, so a preset from the URL can be seen and cleared. The choice lives in the URL query
 * (?format=150x150&text=yes&images=2&pages=13). Pure.
 */
import type { TemplateListItem, TemplateListType } from '../../api/client/templates';

export type FilterKey = 'format' | 'text' | 'images' | 'pages';

export const FILTERS_BY_TYPE: Readonly<Record<TemplateListType, readonly FilterKey[]>> = {
  cards: ['format', 'text', 'images'],
  calendars: ['format', 'pages'],
  photogifts: [],
};

/** The chosen value per filter, as written in the URL; a filter without a value shows everything. */
export type FilterSelection = Partial<Record<FilterKey, string>>;

type FilteredItem = Pick<TemplateListItem, 'dimensions' | 'textSlots' | 'imageSlots' | 'pages'>;

/** A format as the URL writes it: the visible size in whole millimetres, width x height. */
export const formatValue = (dimensions: { width: number; height: number }): string =>
  `${Math.round(dimensions.width)}x${Math.round(dimensions.height)}`;

/** A format value's size in millimetres, or null when it is not one. */
export function parseFormat(value: string): { width: number; height: number } | null {
  const match = /^(\d{1,4})x(\d{1,4})$/.exec(value);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** An item's value for a filter. */
export function itemValue(item: FilteredItem, key: FilterKey): string {
  switch (key) {
    case 'format':
      return formatValue(item.dimensions);
    case 'text':
      return item.textSlots > 0 ? 'yes' : 'no';
    case 'images':
      return String(item.imageSlots);
    case 'pages':
      return String(item.pages);
  }
}

/** Whether a URL value can be a value of the filter at all (anything else is ignored). */
function validValue(key: FilterKey, value: string): boolean {
  if (key === 'format') return parseFormat(value) !== null;
  if (key === 'text') return value === 'yes' || value === 'no';
  return /^\d{1,3}$/.test(value);
}

/** The list type's filters chosen in the URL query; unknown and malformed values are ignored. */
export function readFilters(type: TemplateListType, query: URLSearchParams): FilterSelection {
  const selection: FilterSelection = {};
  for (const key of FILTERS_BY_TYPE[type]) {
    const value = query.get(key);
    if (value !== null && validValue(key, value)) selection[key] = value;
  }
  return selection;
}

/** The query with the type's filters set to the selection; other parameters are kept. */
export function writeFilters(type: TemplateListType, query: URLSearchParams, selection: FilterSelection): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of FILTERS_BY_TYPE[type]) {
    const value = selection[key];
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

function compareValues(key: FilterKey, a: string, b: string): number {
  if (key === 'text') return a === 'yes' ? -1 : b === 'yes' ? 1 : 0;
  if (key === 'format') {
    const fa = parseFormat(a)!;
    const fb = parseFormat(b)!;
    // Larger formats first, as the product order lists them.
    return fb.width * fb.height - fa.width * fa.height || fb.width - fa.width;
  }
  return Number(a) - Number(b);
}

export interface FilterOptions {
  key: FilterKey;
  /** The values to choose from, in display order. */
  values: string[];
}

/** The filters to offer for a list, each with its values. */
export function filterOptions(type: TemplateListType, items: readonly FilteredItem[], selection: FilterSelection): FilterOptions[] {
  return FILTERS_BY_TYPE[type].flatMap((key): FilterOptions[] => {
    const found = new Set(items.map((item) => itemValue(item, key)));
    const chosen = selection[key];
    if (key === 'text') return [{ key, values: ['yes', 'no'] }];
    if (chosen !== undefined) found.add(chosen);
    if (found.size <= 1 && chosen === undefined) return [];
    return [{ key, values: [...found].sort((a, b) => compareValues(key, a, b)) }];
  });
}

/** The items that match every chosen filter. */
export function applyFilters<T extends FilteredItem>(items: readonly T[], selection: FilterSelection): T[] {
  const chosen = Object.entries(selection) as [FilterKey, string][];
  return items.filter((item) => chosen.every(([key, value]) => itemValue(item, key) === value));
}
