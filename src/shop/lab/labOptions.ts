/**
 * What the template lab draws, kept in the address so a support user can share a view and the
 * visual tests can open one exactly: template, effect, turn, zoom, long texts, year, language,
 * guides, the preview's size and the picture sets drawn with.
 */
import type { Language, PictureEffect } from '../../engine/model';

/** Rotation steps in the order the editor's button goes through them (spec 2 §4). */
export const LAB_ROTATIONS = [0, 270, 180, 90] as const;
export type LabRotation = (typeof LAB_ROTATIONS)[number];

/** Zoom of every placed photo relative to the cover crop (1 = the default crop). */
export const LAB_ZOOMS = [1, 1.5, 2, 3] as const;

/** 'template' leaves each part's own effect; the others override every photo. */
export const LAB_EFFECTS = ['template', 'original', 'bw', 'sepia'] as const;
export type LabEffect = 'template' | PictureEffect;

export interface LabOptions {
  /** Template uuid; null before one is chosen. */
  template: string | null;
  effect: LabEffect;
  rotation: LabRotation;
  zoom: number;
  longText: boolean;
  /** Null: the template's first supported year, else this year. */
  year: number | null;
  /** The language of the drawn texts (not of the page). */
  lang: Language;
  guides: boolean;
  /** The preview box's side in CSS px; null fits the page. */
  size: number | null;
  /** Draw photos from the fixtures (false shows the empty slots' placeholders). */
  pictures: boolean;
  /** The picture set the pupil's pictures come from, and the one with a green-screen portrait; null: the server's first that can serve. */
  set: string | null;
  greenScreenSet: string | null;
}

export const MIN_LAB_YEAR = 2000;
export const MAX_LAB_YEAR = 2200;
const MIN_SIZE = 80;
const MAX_SIZE = 2000;

const intIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

const oneOf = <T extends string | number>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((a) => String(a) === value) ?? fallback;

/** The options an address holds; anything missing or unknown takes its default. */
export function labOptionsFromParams(params: URLSearchParams, defaultLang: Language): LabOptions {
  return {
    template: params.get('template') || null,
    effect: oneOf(params.get('effect'), LAB_EFFECTS, 'template'),
    rotation: oneOf(params.get('rotation'), LAB_ROTATIONS, 0),
    zoom: oneOf(params.get('zoom'), LAB_ZOOMS, 1),
    longText: params.get('longText') === '1',
    year: intIn(params.get('year'), MIN_LAB_YEAR, MAX_LAB_YEAR),
    lang: oneOf(params.get('lang'), ['nb', 'en'] as const, defaultLang),
    guides: params.get('guides') === '1',
    size: intIn(params.get('size'), MIN_SIZE, MAX_SIZE),
    pictures: params.get('pictures') !== '0',
    set: params.get('set') || null,
    greenScreenSet: params.get('greenScreenSet') || null,
  };
}

/** The address of the options: only what differs from the defaults, so links stay short. */
export function labOptionsToParams(options: LabOptions, defaultLang: Language): URLSearchParams {
  const params = new URLSearchParams();
  if (options.template) params.set('template', options.template);
  if (options.effect !== 'template') params.set('effect', options.effect);
  if (options.rotation !== 0) params.set('rotation', String(options.rotation));
  if (options.zoom !== 1) params.set('zoom', String(options.zoom));
  if (options.longText) params.set('longText', '1');
  if (options.year !== null) params.set('year', String(options.year));
  if (options.lang !== defaultLang) params.set('lang', options.lang);
  if (options.guides) params.set('guides', '1');
  if (options.size !== null) params.set('size', String(options.size));
  if (!options.pictures) params.set('pictures', '0');
  if (options.set) params.set('set', options.set);
  if (options.greenScreenSet) params.set('greenScreenSet', options.greenScreenSet);
  return params;
}

/** The year a template is drawn for: the chosen one, else a calendar's first supported year, else `thisYear`. */
export const labYear = (options: Pick<LabOptions, 'year'>, supportedYears: readonly number[], thisYear: number): number =>
  options.year ?? supportedYears[0] ?? thisYear;
