/**
 * Digital portraits (spec 3 §9): pictures of type IP (individual), SFP (sibling and friends) and
 * GP (group) are sold as single files or as the whole set of that type. Where the shop sells the
 * combined individual-and-friends set, one set covers the IP and SFP pictures of a subject.
 */
export const DIGITAL_TYPES = ['IP', 'SFP', 'GP'] as const;
export type DigitalType = (typeof DIGITAL_TYPES)[number];

export type DigitalKind = 'file' | 'set';

/** A set product: one of the three types, or the combined individual-and-friends set. */
export type DigitalSetKind = DigitalType | 'IPSFP';

/**
 * Product type codes of the digital products (beside spec 2 §9's 1, 2, 89, 11 and 200). A product
 * of one of these types is what a digital cart or order line sells.
 */
export const DIGITAL_PRODUCT_TYPES = {
  IP: { file: 31, set: 32 },
  SFP: { file: 33, set: 34 },
  GP: { file: 35, set: 36 },
  /** The combined individual-and-friends set; IP and SFP files keep their own file products. */
  IPSFP: { set: 37 },
} as const;

export type DigitalProductKind = { kind: 'file'; type: DigitalType } | { kind: 'set'; type: DigitalSetKind };

/** What a product type code sells, or null for a product that is not digital. */
export function digitalProductKind(productType: number): DigitalProductKind | null {
  for (const type of DIGITAL_TYPES) {
    if (DIGITAL_PRODUCT_TYPES[type].file === productType) return { kind: 'file', type };
    if (DIGITAL_PRODUCT_TYPES[type].set === productType) return { kind: 'set', type };
  }
  if (DIGITAL_PRODUCT_TYPES.IPSFP.set === productType) return { kind: 'set', type: 'IPSFP' };
  return null;
}

export const isDigitalProductType = (productType: number): boolean => digitalProductKind(productType) !== null;
