/**
 * The demo shop's products, prices in NOK. Names and sort orders are chosen so the list order
 * of spec 2 §9 differs from plain sortOrder: the 15x15 card and the 20x30 calendar have the
 * highest sortOrder of their kind yet come first, and the folded card (20x15 flat, the larger
 * area) comes before the 10x15 ones.
 */
import { PRODUCT_TYPES } from '../../../api/contract/productTypes';
import type { productPrices, products, subProducts } from '../schema';
import { demoUuid } from './ids';
import type { DemoProductKey } from './templates';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Words = { nb: string; en: string };

interface DemoProduct {
  name: Words;
  type: number;
  sortOrder: number;
  minOrderPartQuantity?: number;
  categories: string[];
  campaignRequirement?: 'PACKAGE_IN_CART';
  /** [type, quantity, price, campaign price?] in NOK. */
  prices: [number, number, number, number?][];
  /** [key, name, extra price in NOK]. */
  subProducts?: [string, Words, number][];
}

const ENVELOPE: [string, Words, number] = ['envelope-white', { nb: 'Hvit konvolutt', en: 'White envelope' }, 5];
const GIFT_BOX: [string, Words, number] = ['gift-box', { nb: 'Gaveeske', en: 'Gift box' }, 39];
const MATTE: [string, Words, number] = ['matte', { nb: 'Matt papir', en: 'Matte paper' }, 0];
const GLOSS: [string, Words, number] = ['gloss', { nb: 'Blankt papir', en: 'Gloss paper' }, 0];

/** Price type 0: price per piece from a quantity up. Type 1: the price of the 1st, 2nd, ... piece. */
const TIER = 0;
const ORDINAL = 1;

export const TEMPLATE_PRODUCTS: Record<DemoProductKey, DemoProduct> = {
  'card-15x15': {
    name: { nb: 'Kort 15x15 cm', en: 'Card 15x15 cm' },
    type: PRODUCT_TYPES.card,
    sortOrder: 40,
    categories: ['cards'],
    campaignRequirement: 'PACKAGE_IN_CART',
    prices: [
      [TIER, 1, 39, 29],
      [TIER, 10, 32, 25],
      [TIER, 25, 27, 22],
    ],
    subProducts: [ENVELOPE, ['envelope-kraft', { nb: 'Konvolutt i kraftpapir', en: 'Kraft paper envelope' }, 8]],
  },
  'card-10x15-portrait': {
    name: { nb: 'Kort 10x15 cm stående', en: 'Card 10x15 cm portrait' },
    type: PRODUCT_TYPES.card,
    sortOrder: 10,
    minOrderPartQuantity: 5,
    categories: ['cards'],
    prices: [
      [TIER, 5, 25],
      [TIER, 20, 19],
      [TIER, 50, 15],
    ],
    subProducts: [ENVELOPE, MATTE, GLOSS],
  },
  'card-10x15-landscape': {
    name: { nb: 'Kort 15x10 cm liggende', en: 'Card 15x10 cm landscape' },
    type: PRODUCT_TYPES.card,
    sortOrder: 20,
    minOrderPartQuantity: 5,
    categories: ['cards'],
    prices: [
      [TIER, 5, 25],
      [TIER, 20, 19],
      [TIER, 50, 15],
    ],
    subProducts: [ENVELOPE, MATTE, GLOSS],
  },
  'card-folded': {
    name: { nb: 'Brettet kort 20x15 cm, brettes til 10x15', en: 'Folded card 20x15 cm, folds to 10x15' },
    type: PRODUCT_TYPES.card,
    sortOrder: 30,
    categories: ['cards'],
    prices: [
      [TIER, 1, 49],
      [TIER, 10, 42],
      [TIER, 25, 36],
    ],
    subProducts: [ENVELOPE, ['envelope-gold', { nb: 'Gullkonvolutt', en: 'Gold envelope' }, 12]],
  },
  'calendar-wall-20x30': {
    name: { nb: 'Veggkalender 20x30 cm', en: 'Wall calendar 20x30 cm' },
    type: PRODUCT_TYPES.calendar,
    sortOrder: 30,
    categories: ['calendar'],
    prices: [
      [TIER, 1, 299, 249],
      [TIER, 3, 269, 229],
      [TIER, 5, 249, 209],
    ],
    subProducts: [['wooden-hanger', { nb: 'Oppheng i eik', en: 'Oak hanger' }, 49], GIFT_BOX],
  },
  'calendar-a4': {
    name: { nb: 'Kalender A4 (12 måneder)', en: 'Calendar A4 (12 months)' },
    type: PRODUCT_TYPES.calendar,
    sortOrder: 20,
    categories: ['calendar'],
    prices: [
      [TIER, 1, 349],
      [TIER, 3, 319],
    ],
    subProducts: [MATTE, GLOSS],
  },
  'calendar-desk': {
    name: { nb: 'Bordkalender 20x10 cm', en: 'Desk calendar 20x10 cm' },
    type: PRODUCT_TYPES.calendar,
    sortOrder: 10,
    categories: ['calendar'],
    prices: [
      [TIER, 1, 199],
      [TIER, 3, 179],
    ],
  },
  'gift-mug': {
    name: { nb: 'Fotokrus', en: 'Photo mug' },
    type: PRODUCT_TYPES.photoGift,
    sortOrder: 10,
    categories: ['mugs'],
    prices: [
      [ORDINAL, 1, 199, 149],
      [ORDINAL, 2, 179, 139],
      [ORDINAL, 3, 159, 129],
    ],
    subProducts: [GIFT_BOX],
  },
  'gift-mousepad': {
    name: { nb: 'Musematte', en: 'Mouse pad' },
    type: PRODUCT_TYPES.photoGift,
    sortOrder: 20,
    categories: ['mousepads'],
    prices: [
      [TIER, 1, 149],
      [TIER, 5, 129],
    ],
  },
  'gift-puzzle': {
    name: { nb: 'Puslespill A4, 300 biter', en: 'Puzzle A4, 300 pieces' },
    type: PRODUCT_TYPES.photoGift,
    sortOrder: 30,
    categories: ['puzzles'],
    prices: [[TIER, 1, 249]],
    subProducts: [GIFT_BOX],
  },
  'gift-keyring': {
    name: { nb: 'Nøkkelring', en: 'Key ring' },
    type: PRODUCT_TYPES.photoGift,
    sortOrder: 40,
    categories: ['keyrings'],
    prices: [
      [ORDINAL, 1, 99],
      [ORDINAL, 2, 79],
    ],
  },
  'gift-poster': {
    name: { nb: 'Plakat 30x40 cm', en: 'Poster 30x40 cm' },
    type: PRODUCT_TYPES.photoGift,
    sortOrder: 50,
    categories: ['posters'],
    prices: [
      [TIER, 1, 199],
      [TIER, 3, 179],
    ],
    subProducts: [MATTE, GLOSS, ['frame-black', { nb: 'Sort ramme', en: 'Black frame' }, 249]],
  },
  'gift-cushion': {
    name: { nb: 'Fotopute 40x40 cm', en: 'Photo cushion 40x40 cm' },
    type: PRODUCT_TYPES.photoGift,
    sortOrder: 60,
    categories: ['cushions'],
    campaignRequirement: 'PACKAGE_IN_CART',
    prices: [[TIER, 1, 299, 249]],
    subProducts: [['filling', { nb: 'Med fyll', en: 'With filling' }, 79]],
  },
};

/** Products no template is sold as: retouch (type 11) and a package (type 200). */
const OTHER_PRODUCTS: Record<'retouch' | 'package-family', DemoProduct> = {
  retouch: {
    name: { nb: 'Retusjering', en: 'Retouching' },
    type: PRODUCT_TYPES.retouch,
    sortOrder: 1,
    categories: ['retouch'],
    prices: [[TIER, 1, 99]],
    subProducts: [
      ['skin-smoothing', { nb: 'Hudutjevning', en: 'Skin smoothing' }, 49],
      ['blemishes', { nb: 'Fjerne kviser og urenheter', en: 'Remove blemishes' }, 49],
      ['braces', { nb: 'Fjerne tannregulering', en: 'Braces removal' }, 149],
      ['glasses-glare', { nb: 'Fjerne gjenskinn i briller', en: 'Remove glare from glasses' }, 99],
    ],
  },
  'package-family': {
    name: { nb: 'Fotopakke Familie', en: 'Family photo package' },
    type: PRODUCT_TYPES.package,
    sortOrder: 1,
    categories: ['packages'],
    prices: [[TIER, 1, 599, 499]],
  },
};

export const productUuid = (key: string): string => demoUuid(`product:${key}`);

const ALL_PRODUCTS: [string, DemoProduct][] = [...Object.entries(TEMPLATE_PRODUCTS), ...Object.entries(OTHER_PRODUCTS)];

/** numeric(12, 2) columns take the amount as text, so no float ever reaches the database. */
const nok = (amount: number): string => amount.toFixed(2);

export const productRows: Insert<typeof products>[] = ALL_PRODUCTS.map(([key, p]) => ({
  uuid: productUuid(key),
  name: p.name,
  type: p.type,
  sortOrder: p.sortOrder,
  minOrderPartQuantity: p.minOrderPartQuantity ?? 1,
  categories: p.categories,
  campaignRequirement: p.campaignRequirement ?? null,
}));

export const productPriceRows: Insert<typeof productPrices>[] = ALL_PRODUCTS.flatMap(([key, p]) =>
  p.prices.map(([type, quantity, price, campaign]) => ({
    productUuid: productUuid(key),
    type,
    quantity,
    price: nok(price),
    campaignPrice: campaign === undefined ? null : nok(campaign),
  })),
);

export const subProductRows: Insert<typeof subProducts>[] = ALL_PRODUCTS.flatMap(([key, p]) =>
  (p.subProducts ?? []).map(([subKey, name, extraPrice], i) => ({
    uuid: demoUuid(`sub-product:${key}:${subKey}`),
    productUuid: productUuid(key),
    name,
    extraPrice: nok(extraPrice),
    sortOrder: i + 1,
  })),
);
