/**
 * What demo photos exist and how each one is drawn. Pure data: the seed turns it into picture
 * rows and the generator into files, so both always agree on names and sizes, and the test
 * setup can make the files without a database.
 */

/** A person drawn by the generator; the same seed always gives the same face. */
export interface Person {
  seed: string;
  look: 'girl' | 'boy';
  /** Fixed features (hex colours, avataaars hair style); left out, the seed chooses. */
  skin?: string;
  hairColor?: string;
  hair?: string;
  glasses?: boolean;
}

/** Soft studio backdrop colours: centre glow and edge tone. */
export interface Backdrop {
  inner: string;
  outer: string;
}

/** How a single portrait is framed, so several poses of one person differ. */
export interface Pose {
  /** Side of the drawn person's square box relative to the picture width (the head is about a third of it). */
  scale: number;
  /** Horizontal offset of the person, as a share of the width (-0.5..0.5). */
  shift: number;
  /** Degrees the person leans. */
  tilt: number;
  /** Mouth and eyes for this exposure. */
  expression: 'smile' | 'laugh' | 'calm';
}

export type PhotoRecipe =
  | { kind: 'portrait'; file: string; width: number; height: number; person: Person; pose: Pose; backdrop: Backdrop }
  | { kind: 'greenscreen'; file: string; maskFile: string; width: number; height: number; person: Person; pose: Pose }
  | { kind: 'pair'; file: string; width: number; height: number; people: [Person, Person]; backdrop: Backdrop }
  | { kind: 'group'; file: string; width: number; height: number; rows: Person[][]; backdrop: Backdrop }
  | { kind: 'backdrop'; file: string; width: number; height: number; backdrop: Backdrop; light: 'studio' | 'sky' | 'forest' | 'bokeh' }
  | { kind: 'site'; file: string; width: number; height: number; people: Person[]; backdrop: Backdrop };

export const PORTRAIT_SIZE = { width: 2400, height: 3000 } as const;
export const LANDSCAPE_SIZE = { width: 3600, height: 2400 } as const;
const SITE_SIZE = { width: 2400, height: 1350 } as const;

export const BACKDROPS = {
  slate: { inner: '#c9d3dc', outer: '#55677a' },
  warm: { inner: '#efe2d2', outer: '#9c7f66' },
  sea: { inner: '#cfe3e6', outer: '#3f6f7a' },
  sage: { inner: '#dfe6d5', outer: '#6b7d5c' },
  dusk: { inner: '#e5d9e6', outer: '#6e5b78' },
} satisfies Record<string, Backdrop>;

const POSES: Pose[] = [
  { scale: 1.05, shift: 0, tilt: 0, expression: 'smile' },
  { scale: 1.14, shift: -0.04, tilt: -5, expression: 'laugh' },
  { scale: 0.98, shift: 0.05, tilt: 4, expression: 'calm' },
  { scale: 1.2, shift: 0.02, tilt: -2, expression: 'smile' },
  { scale: 1.08, shift: -0.03, tilt: 6, expression: 'laugh' },
];
const BACKDROP_CYCLE: Backdrop[] = [BACKDROPS.slate, BACKDROPS.warm, BACKDROPS.sea, BACKDROPS.sage, BACKDROPS.dusk];

/** The people of the demo jobs. */
export const PEOPLE = {
  // Siblings share skin and hair colour.
  emma: { seed: 'Emma Hansen', look: 'girl', skin: 'ffdbb4', hairColor: 'd6b370', hair: 'longButNotTooLong', glasses: false },
  noah: { seed: 'Noah Hansen', look: 'boy', skin: 'ffdbb4', hairColor: 'd6b370', hair: 'shortWaved', glasses: false },
  sara: { seed: 'Sara Lunde', look: 'girl', skin: 'd08b5b', hairColor: '2c1b18', hair: 'curly', glasses: true },
  ingrid: { seed: 'Ingrid Solheim', look: 'girl', skin: 'edb98a', hairColor: 'c93305', hair: 'straightAndStrand', glasses: false },
  olav: { seed: 'Olav Berg', look: 'boy', skin: 'edb98a', hairColor: 'b58143', hair: 'shortCurly', glasses: false },
  jonas: { seed: 'Jonas Vik', look: 'boy', skin: '614335', hairColor: '2c1b18', hair: 'shortRound', glasses: false },
} satisfies Record<string, Person>;

const classmates = (prefix: string, count: number, include: Person[] = []): Person[] => {
  const people: Person[] = [];
  for (let i = 0; i < count; i++) people.push({ seed: `${prefix} ${i + 1}`, look: i % 2 === 0 ? 'girl' : 'boy' });
  include.forEach((person, i) => (people[(i * 7 + 3) % count] = person));
  return people;
};

/** Splits people into rows for a class picture (back row widest). */
const rowsOf = (people: Person[], perRow: number[]): Person[][] => {
  const rows: Person[][] = [];
  let at = 0;
  for (const n of perRow) {
    rows.push(people.slice(at, at + n));
    at += n;
  }
  return rows;
};

/** A run of individual portraits of one person, one file per pose. */
export function portraitSeries(key: string, person: Person, count: number): Extract<PhotoRecipe, { kind: 'portrait' }>[] {
  return POSES.slice(0, count).map((pose, i) => ({
    kind: 'portrait',
    file: `demo/pictures/${key}-ip${i + 1}.jpg`,
    ...PORTRAIT_SIZE,
    person,
    pose,
    backdrop: BACKDROP_CYCLE[i % BACKDROP_CYCLE.length],
  }));
}

/** Green-screen portraits: the person on chroma green, with an alpha mask beside each file. */
export function greenScreenSeries(key: string, person: Person, count: number): Extract<PhotoRecipe, { kind: 'greenscreen' }>[] {
  return POSES.slice(0, count).map((pose, i) => ({
    kind: 'greenscreen',
    file: `demo/pictures/${key}-ip${i + 1}.jpg`,
    maskFile: `demo/pictures/${key}-ip${i + 1}-mask.png`,
    ...PORTRAIT_SIZE,
    person,
    pose,
  }));
}

export const DEMO_PHOTOS = {
  emma: portraitSeries('emma-hansen', PEOPLE.emma, 5),
  noah: portraitSeries('noah-hansen', PEOPLE.noah, 4),
  sara: portraitSeries('sara-lunde', PEOPLE.sara, 5),
  olav: greenScreenSeries('olav-berg', PEOPLE.olav, 3),
  siblingsHansen: {
    kind: 'pair',
    file: 'demo/pictures/hansen-siblings.jpg',
    ...LANDSCAPE_SIZE,
    people: [PEOPLE.emma, PEOPLE.noah],
    backdrop: BACKDROPS.warm,
  },
  friendsSara: {
    kind: 'pair',
    file: 'demo/pictures/sara-ingrid-friends.jpg',
    ...LANDSCAPE_SIZE,
    people: [PEOPLE.sara, PEOPLE.ingrid],
    backdrop: BACKDROPS.dusk,
  },
  friendsOlav: {
    kind: 'pair',
    file: 'demo/pictures/olav-jonas-friends.jpg',
    ...LANDSCAPE_SIZE,
    people: [PEOPLE.olav, PEOPLE.jonas],
    backdrop: BACKDROPS.sage,
  },
  class5b: {
    kind: 'group',
    file: 'demo/pictures/bergen-5b-class.jpg',
    ...LANDSCAPE_SIZE,
    rows: rowsOf(classmates('Bergen 5B', 21, [PEOPLE.emma, PEOPLE.sara, PEOPLE.ingrid]), [7, 7, 7]),
    backdrop: BACKDROPS.slate,
  },
  class2a: {
    kind: 'group',
    file: 'demo/pictures/bergen-2a-class.jpg',
    ...LANDSCAPE_SIZE,
    rows: rowsOf(classmates('Bergen 2A', 18, [PEOPLE.noah]), [6, 6, 6]),
    backdrop: BACKDROPS.sea,
  },
  kindergartenGroup: {
    kind: 'group',
    file: 'demo/pictures/fjordvik-blaaklokka-group.jpg',
    ...LANDSCAPE_SIZE,
    rows: rowsOf(classmates('Fjordvik Blåklokka', 12, [PEOPLE.olav, PEOPLE.jonas]), [6, 6]),
    backdrop: BACKDROPS.sage,
  },
} satisfies Record<string, PhotoRecipe | PhotoRecipe[]>;

/** Backgrounds a green-screen foreground can be placed on. */
export const DEMO_BACKGROUNDS = [
  { key: 'studio-blue', name: 'Studioblå', isDefault: true, light: 'studio', backdrop: { inner: '#b9d3ec', outer: '#2f4f73' } },
  { key: 'summer-sky', name: 'Sommerhimmel', isDefault: false, light: 'sky', backdrop: { inner: '#eaf6ff', outer: '#5aa0d8' } },
  { key: 'forest', name: 'Skog', isDefault: false, light: 'forest', backdrop: { inner: '#cfe0b4', outer: '#2f4a2a' } },
  { key: 'golden-bokeh', name: 'Gyllent lys', isDefault: false, light: 'bokeh', backdrop: { inner: '#f7e2b5', outer: '#7a4f2a' } },
] as const;

export const BACKGROUND_PHOTOS: Extract<PhotoRecipe, { kind: 'backdrop' }>[] = DEMO_BACKGROUNDS.map((b) => ({
  kind: 'backdrop',
  file: `demo/backgrounds/${b.key}.jpg`,
  ...PORTRAIT_SIZE,
  backdrop: b.backdrop,
  light: b.light,
}));

/** Public images of the site (front page, content pages), served under /media/site/. */
export const SITE_IMAGES = {
  frontPage: siteImage('frontpage.jpg', [PEOPLE.emma, PEOPLE.noah, PEOPLE.sara], BACKDROPS.sea),
  slideSchool: siteImage('slide-school.jpg', [PEOPLE.sara, PEOPLE.ingrid], BACKDROPS.warm),
  slideKindergarten: siteImage('slide-kindergarten.jpg', [PEOPLE.olav, PEOPLE.jonas], BACKDROPS.sage),
  slideFamily: siteImage('slide-family.jpg', [PEOPLE.noah, PEOPLE.emma], BACKDROPS.dusk),
  promoteCalendars: siteImage('promote-calendars.jpg', [PEOPLE.emma], BACKDROPS.warm),
  aboutSession: siteImage('about-session.jpg', [PEOPLE.ingrid, PEOPLE.jonas, PEOPLE.sara, PEOPLE.noah], BACKDROPS.slate),
};

function siteImage(name: string, people: Person[], backdrop: Backdrop) {
  const recipe: PhotoRecipe = { kind: 'site', file: `site/${name}`, ...SITE_SIZE, people, backdrop };
  return { url: `/media/site/${name}`, recipe };
}

/** Every file the generator makes. */
export function allPhotoRecipes(): PhotoRecipe[] {
  return [
    ...Object.values(DEMO_PHOTOS).flat(),
    ...BACKGROUND_PHOTOS,
    ...Object.values(SITE_IMAGES).map((s) => s.recipe),
  ];
}
