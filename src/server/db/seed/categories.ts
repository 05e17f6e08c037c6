/** Template categories and the category overview's tiles (spec 2 §2.1, §3). */
import { previewFileName } from '../../services/templates/listItems';
import type { shopCategories, templateCategories } from '../schema';
import { SITE_IMAGES } from './photos/plan';
import { DEMO_TEMPLATES } from './templates';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Card categories in the selector's order; christmas is the one the card list opens with. */
export const CARD_CATEGORIES = ['christmas', 'birthday', 'invitation', 'thankyou'] as const;
export const DEFAULT_CARD_CATEGORY = 'christmas';
export const PHOTO_GIFT_CATEGORIES = ['mugs', 'mousepads', 'puzzles', 'keyrings', 'posters', 'cushions'] as const;

export const templateCategoryRows: Insert<typeof templateCategories>[] = [
  { internalName: 'christmas', templateType: 'CARD', name: { nb: 'Jul', en: 'Christmas' }, sortOrder: 1, isDefault: true },
  { internalName: 'birthday', templateType: 'CARD', name: { nb: 'Bursdag', en: 'Birthday' }, sortOrder: 2 },
  { internalName: 'invitation', templateType: 'CARD', name: { nb: 'Invitasjoner', en: 'Invitations' }, sortOrder: 3 },
  { internalName: 'thankyou', templateType: 'CARD', name: { nb: 'Takkekort', en: 'Thank-you cards' }, sortOrder: 4 },
  { internalName: 'calendar', templateType: 'CALENDAR', name: { nb: 'Kalendere', en: 'Calendars' }, sortOrder: 1, isDefault: true },
  ...(
    [
      ['mugs', { nb: 'Krus', en: 'Mugs' }, true, true],
      ['mousepads', { nb: 'Musematter', en: 'Mouse pads' }, true, false],
      ['puzzles', { nb: 'Puslespill', en: 'Puzzles' }, true, false],
      // A key ring's picture is a few centimetres: the customer's photo would not show in a tile.
      ['keyrings', { nb: 'Nøkkelringer', en: 'Key rings' }, false, false],
      ['posters', { nb: 'Plakater', en: 'Posters' }, true, true],
      ['cushions', { nb: 'Puter', en: 'Cushions' }, true, true],
    ] as const
  ).map(([internalName, name, userImagePreviews, separateFromBackground], i) => ({
    internalName,
    templateType: 'PHOTOGIFT' as const,
    name,
    sortOrder: i + 1,
    isDefault: i === 0,
    userImagePreviews,
    separateFromBackground,
  })),
];

/** A tile's picture: the preview of the category's first demo template, else a photo of the site. */
function tileImage(categories: readonly string[], fallback: string): string {
  const first = DEMO_TEMPLATES.find((d) => categories.some((c) => d.template.categories?.includes(c)));
  if (!first) return fallback;
  const current = Math.max(...DEMO_TEMPLATES.filter((d) => d.template.uuid === first.template.uuid).map((d) => d.template.version));
  return `/templates/all/${previewFileName(first.template.uuid, current)}`;
}

interface Tile {
  internalName: string;
  title: { nb: string; en: string };
  description: { nb: string; en: string };
  templateCategories: readonly string[];
  fallbackImage: string;
  subCategories?: { internalName: string; default: boolean }[];
}

const giftTile = (internalName: (typeof PHOTO_GIFT_CATEGORIES)[number], title: Tile['title'], description: Tile['description']): Tile => ({
  internalName,
  title,
  description,
  templateCategories: [internalName],
  fallbackImage: SITE_IMAGES.slideFamily.url,
});

const TILES: Tile[] = [
  {
    internalName: 'cards',
    title: { nb: 'Kort', en: 'Cards' },
    description: { nb: 'Julekort, bursdagskort, invitasjoner og takkekort med dine bilder.', en: 'Christmas, birthday, invitation and thank-you cards with your pictures.' },
    templateCategories: CARD_CATEGORIES,
    fallbackImage: SITE_IMAGES.slideSchool.url,
    subCategories: CARD_CATEGORIES.map((internalName) => ({ internalName, default: internalName === DEFAULT_CARD_CATEGORY })),
  },
  {
    internalName: 'calendar',
    title: { nb: 'Kalendere', en: 'Calendars' },
    description: { nb: 'Vegg- og bordkalendere med et nytt bilde hver måned.', en: 'Wall and desk calendars with a new picture every month.' },
    templateCategories: ['calendar'],
    fallbackImage: SITE_IMAGES.promoteCalendars.url,
  },
  giftTile('mugs', { nb: 'Krus', en: 'Mugs' }, { nb: 'Fotokrus som tåler oppvaskmaskin.', en: 'Dishwasher-safe photo mugs.' }),
  giftTile('mousepads', { nb: 'Musematter', en: 'Mouse pads' }, { nb: 'Musematte med sklisikker bunn.', en: 'A mouse pad with a non-slip base.' }),
  giftTile('puzzles', { nb: 'Puslespill', en: 'Puzzles' }, { nb: 'Puslespill av ditt favorittbilde.', en: 'A jigsaw puzzle of your favourite picture.' }),
  giftTile('keyrings', { nb: 'Nøkkelringer', en: 'Key rings' }, { nb: 'Et lite bilde å ha med overalt.', en: 'A small picture to take everywhere.' }),
  giftTile('posters', { nb: 'Plakater', en: 'Posters' }, { nb: 'Store utskrifter på kraftig papir.', en: 'Large prints on heavy paper.' }),
  giftTile('cushions', { nb: 'Puter', en: 'Cushions' }, { nb: 'Myk pute med bilde på forsiden.', en: 'A soft cushion with a picture on the front.' }),
  {
    internalName: 'digitalprint',
    title: { nb: 'Digitale bilder', en: 'Digital pictures' },
    description: { nb: 'Last ned bildene i full oppløsning.', en: 'Download the pictures in full resolution.' },
    templateCategories: [],
    fallbackImage: SITE_IMAGES.aboutSession.url,
  },
  {
    internalName: 'packages',
    title: { nb: 'Fotopakker', en: 'Photo packages' },
    description: { nb: 'Utskrifter i flere størrelser til en samlet pris.', en: 'Prints in several sizes at one price.' },
    templateCategories: [],
    fallbackImage: SITE_IMAGES.slideFamily.url,
  },
  {
    internalName: 'catalogues',
    title: { nb: 'Skolekatalog', en: 'School catalogue' },
    description: { nb: 'Katalogen med alle klassebildene fra skolen.', en: 'The catalogue with every class photo of the school.' },
    templateCategories: [],
    fallbackImage: SITE_IMAGES.slideSchool.url,
  },
  {
    internalName: 'archive',
    title: { nb: 'Arkiv', en: 'Archive' },
    description: { nb: 'Produkter som ikke lenger selges.', en: 'Products no longer sold.' },
    templateCategories: [],
    fallbackImage: SITE_IMAGES.frontPage.url,
  },
];

export const shopCategoryRows: Insert<typeof shopCategories>[] = TILES.map((tile, i) => ({
  internalName: tile.internalName,
  title: tile.title,
  description: tile.description,
  image: tileImage(tile.templateCategories, tile.fallbackImage),
  sortOrder: tile.internalName === 'archive' ? 999 : i + 1,
  subCategories: tile.subCategories ?? [],
  templateCategories: [...tile.templateCategories],
}));
