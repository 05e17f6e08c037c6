/**
 * The fonts a text slot may use (spec 2 §9) and the @fontsource files that hold them. Pure data:
 * the browser turns the package paths into asset URLs (fonts.ts), Node resolves the same paths
 * and registers the files with its canvas, so both sides draw with identical glyphs.
 */
import { FONT_FAMILIES, type FontFamily } from '../model/fonts';

export type FontWeight = 400 | 700;
export type FontSubset = 'latin' | 'latin-ext';

/** Code points each subset file covers (the same for every family; from the packages' unicode.json). */
export const SUBSET_UNICODE_RANGES: Record<FontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

interface FontPackage {
  /** The @fontsource package name after the scope, also the prefix of its file names. */
  slug: string;
  /** Weights the package ships; 700 only where the family has a real bold. */
  weights: readonly FontWeight[];
  subsets: readonly FontSubset[];
}

const BOTH_SUBSETS: readonly FontSubset[] = ['latin', 'latin-ext'];
const REGULAR: readonly FontWeight[] = [400];
const REGULAR_AND_BOLD: readonly FontWeight[] = [400, 700];

export const FONT_PACKAGES: Record<FontFamily, FontPackage> = {
  Anton: { slug: 'anton', weights: REGULAR, subsets: BOTH_SUBSETS },
  'Bebas Neue': { slug: 'bebas-neue', weights: REGULAR, subsets: BOTH_SUBSETS },
  Comfortaa: { slug: 'comfortaa', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
  'Dancing Script': { slug: 'dancing-script', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
  // Graduate has no latin-ext cut: letters beyond latin fall back to the browser's font.
  Graduate: { slug: 'graduate', weights: REGULAR, subsets: ['latin'] },
  Lobster: { slug: 'lobster', weights: REGULAR, subsets: BOTH_SUBSETS },
  Lora: { slug: 'lora', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
  Montserrat: { slug: 'montserrat', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
  Oswald: { slug: 'oswald', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
  Pacifico: { slug: 'pacifico', weights: REGULAR, subsets: BOTH_SUBSETS },
  'Playfair Display': { slug: 'playfair-display', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
  'Racing Sans One': { slug: 'racing-sans-one', weights: REGULAR, subsets: BOTH_SUBSETS },
  Roboto: { slug: 'roboto', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
  Sacramento: { slug: 'sacramento', weights: REGULAR, subsets: BOTH_SUBSETS },
  Tourney: { slug: 'tourney', weights: REGULAR_AND_BOLD, subsets: BOTH_SUBSETS },
};

export interface FontFile {
  family: FontFamily;
  weight: FontWeight;
  subset: FontSubset;
  unicodeRange: string;
  /** Module path inside node_modules, e.g. '@fontsource/anton/files/anton-latin-400-normal.woff2'. */
  packageFile: string;
}

/** The weight actually shipped for a request: bold falls back to regular where no bold exists. */
export function availableWeight(family: FontFamily, weight: FontWeight): FontWeight {
  return FONT_PACKAGES[family].weights.includes(weight) ? weight : 400;
}

/** The files (one per subset) that together draw a family at one of its shipped weights. */
export function fontFilesOf(family: FontFamily, weight: FontWeight): FontFile[] {
  const { slug, subsets } = FONT_PACKAGES[family];
  const shipped = availableWeight(family, weight);
  return subsets.map((subset) => ({
    family,
    weight: shipped,
    subset,
    unicodeRange: SUBSET_UNICODE_RANGES[subset],
    packageFile: `@fontsource/${slug}/files/${slug}-${subset}-${shipped}-normal.woff2`,
  }));
}

/** Every bundled font file, for registering them all at once (Node export, font preloading). */
export const ALL_FONT_FILES: readonly FontFile[] = FONT_FAMILIES.flatMap((family) =>
  FONT_PACKAGES[family].weights.flatMap((weight) => fontFilesOf(family, weight)),
);
