/**
 * The demo shop's digital products (spec 3 §9): a single file and a set per picture type, priced
 * in NOK. Files have ordinal tiers (the 1st, 2nd, 3rd and later file a customer buys of a type),
 * group files a campaign, and the digital rebate settings make the portrait set 299 instead of
 * 399 (the group set's rebate is above its price, so it does not apply: spec 3 §5). The combined
 * individual-and-friends set is not sold in the demo; tests add it to check its rule.
 */
import { DIGITAL_PRODUCT_TYPES } from '../../../domain/digital';
import type { Db } from '../client';
import { productPrices, products, settings } from '../schema';
import { demoUuid } from './ids';
import { DIGITAL_SETTINGS_KEY, type DigitalSettings } from '../../services/digital/settings';

type Words = { nb: string; en: string };

/** Type 1: the price of the quantity-th piece. */
const ORDINAL = 1;

export const digitalProductUuid = (key: string) => demoUuid(`product:digital:${key}`);

const DEMO_DIGITAL: { key: string; type: number; name: Words; sortOrder: number; prices: [number, number, number?][] }[] = [
  { key: 'ip-file', type: DIGITAL_PRODUCT_TYPES.IP.file, name: { nb: 'Digitalt portrettbilde', en: 'Digital portrait picture' }, sortOrder: 1, prices: [[1, 149], [2, 129], [3, 99]] },
  { key: 'ip-set', type: DIGITAL_PRODUCT_TYPES.IP.set, name: { nb: 'Digitalt portrettsett', en: 'Digital portrait set' }, sortOrder: 2, prices: [[1, 399]] },
  { key: 'sfp-file', type: DIGITAL_PRODUCT_TYPES.SFP.file, name: { nb: 'Digitalt søsken- og vennebilde', en: 'Digital sibling and friend picture' }, sortOrder: 3, prices: [[1, 129], [2, 99]] },
  { key: 'sfp-set', type: DIGITAL_PRODUCT_TYPES.SFP.set, name: { nb: 'Digitalt søsken- og vennesett', en: 'Digital sibling and friend set' }, sortOrder: 4, prices: [[1, 249]] },
  { key: 'gp-file', type: DIGITAL_PRODUCT_TYPES.GP.file, name: { nb: 'Digitalt gruppebilde', en: 'Digital group picture' }, sortOrder: 5, prices: [[1, 99, 79], [2, 79, 59]] },
  { key: 'gp-set', type: DIGITAL_PRODUCT_TYPES.GP.set, name: { nb: 'Digitalt gruppesett', en: 'Digital group set' }, sortOrder: 6, prices: [[1, 149]] },
];

export const DEMO_DIGITAL_SETTINGS: DigitalSettings = {
  allowDigitalBuying: true,
  rebate: {
    portraitFilePrice: null,
    portraitSetPrice: 299,
    siblingAndFriendsFilePrice: null,
    siblingAndFriendsSetPrice: null,
    groupFilePrice: null,
    groupSetPrice: 499,
  },
};

const nok = (value: number) => value.toFixed(2);

/** Idempotent like the rest of the seed: fixed keys, `on conflict do nothing`. */
export async function seedDigital(tx: Db): Promise<void> {
  await tx
    .insert(products)
    .values(DEMO_DIGITAL.map((p) => ({ uuid: digitalProductUuid(p.key), name: p.name, type: p.type, sortOrder: p.sortOrder, categories: ['digital'] })))
    .onConflictDoNothing();
  await tx
    .insert(productPrices)
    .values(
      DEMO_DIGITAL.flatMap((p) =>
        p.prices.map(([quantity, price, campaign]) => ({
          productUuid: digitalProductUuid(p.key),
          type: ORDINAL,
          quantity,
          price: nok(price),
          campaignPrice: campaign === undefined ? null : nok(campaign),
        })),
      ),
    )
    .onConflictDoNothing();
  await tx.insert(settings).values({ key: DIGITAL_SETTINGS_KEY, value: DEMO_DIGITAL_SETTINGS }).onConflictDoNothing();
}
