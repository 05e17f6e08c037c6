/** The shop's digital products: a file and a set product per picture type, and maybe the combined set. */
import type { CatalogProduct } from '../../../api/contract/templates';
import {
  applicableRebate,
  DIGITAL_PRODUCT_TYPES,
  digitalProductKind,
  type DigitalKind,
  type DigitalRebateSettings,
  type DigitalSetKind,
  type DigitalType,
} from '../../../domain/digital';
import type { Language } from '../../../engine/model';
import type { Db } from '../../db/client';
import { productsOfTypes } from '../templates/products';
import { readDigitalSettings, type DigitalSettings } from './settings';

const ALL_CODES = [...Object.values(DIGITAL_PRODUCT_TYPES).flatMap((codes) => Object.values(codes) as number[])];

export interface DigitalCatalog {
  settings: DigitalSettings;
  files: Partial<Record<DigitalType, CatalogProduct>>;
  sets: Partial<Record<DigitalSetKind, CatalogProduct>>;
  /** Every digital product by uuid (also ones a line was bought with), with what it sells. */
  byUuid: Map<string, { product: CatalogProduct; kind: DigitalKind; type: DigitalSetKind }>;
  /** The combined individual-and-friends set is sold: it is the set IP and SFP pictures follow. */
  combined: boolean;
}

/** The first product (by sort order) of each digital type code. */
export async function loadDigitalCatalog(db: Db, lang: Language): Promise<DigitalCatalog> {
  const [settings, digitalProducts] = await Promise.all([readDigitalSettings(db), productsOfTypes(db, ALL_CODES, lang)]);
  const catalog: DigitalCatalog = { settings, files: {}, sets: {}, byUuid: new Map(), combined: false };
  for (const product of digitalProducts) {
    const kind = digitalProductKind(product.type)!;
    catalog.byUuid.set(product.uuid, { product, kind: kind.kind, type: kind.type });
    if (kind.kind === 'file') catalog.files[kind.type] ??= product;
    else catalog.sets[kind.type] ??= product;
  }
  catalog.combined = catalog.sets.IPSFP !== undefined;
  return catalog;
}

/** The set product a toggle of `type` buys: with the combined product, IP and SFP buy it. */
export function setKindFor(type: DigitalType, combined: boolean): DigitalSetKind {
  return combined && type !== 'GP' ? 'IPSFP' : type;
}

/** The picture types a set of `kind` delivers. */
export function typesOfSet(kind: DigitalSetKind): DigitalType[] {
  return kind === 'IPSFP' ? ['IP', 'SFP'] : [kind];
}

const REBATE_KEYS: Record<DigitalKind, Record<DigitalSetKind, keyof DigitalRebateSettings>> = {
  file: { IP: 'portraitFilePrice', SFP: 'siblingAndFriendsFilePrice', GP: 'groupFilePrice', IPSFP: 'portraitFilePrice' },
  set: { IP: 'portraitSetPrice', SFP: 'siblingAndFriendsSetPrice', GP: 'groupSetPrice', IPSFP: 'portraitSetPrice' },
};

/** The rebate price that applies to a product of the catalog (spec 3 §5), or null. */
export function rebateFor(catalog: DigitalCatalog, kind: DigitalKind, type: DigitalSetKind): number | null {
  const product = kind === 'file' ? (type === 'IPSFP' ? undefined : catalog.files[type]) : catalog.sets[type];
  return applicableRebate(catalog.settings.rebate[REBATE_KEYS[kind][type]], product ? { tiers: product.productprices } : null);
}

/** Products selling a subject's portrait set (alone or with the sibling and friends pictures). */
export async function portraitSetProductUuids(db: Db): Promise<Set<string>> {
  // Uuids are the same in every language.
  const sets = await productsOfTypes(db, [DIGITAL_PRODUCT_TYPES.IP.set, DIGITAL_PRODUCT_TYPES.IPSFP.set], 'nb');
  return new Set(sets.map((p) => p.uuid));
}
