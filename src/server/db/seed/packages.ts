/**
 * The demo package offers: three for the Bergen job (EMMA2026's): a package
 * with a time-limited price, a link to the calendars, and a disabled package with its reason.
 * Their countdown ends five days after the first seed, so the demo always shows it running.
 */
import type { PackageOfferItem } from '../../../api/contract/packages';
import type { Db } from '../client';
import { packageOffers } from '../schema';
import { catalogueUuid } from './checkout';
import { demoUuid } from './ids';
import { BERGEN_JOB_UUID } from './jobs';
import { SITE_IMAGES } from './photos/plan';
import { productUuid } from './products';

const SNOWFALL_CARD = '75055a10-f5c4-5443-a047-47614ceb9fff';
const MUG = '7939cf01-8714-53d9-9eaf-362a4fab2170';

export const packageOfferUuid = (key: string): string => demoUuid(`package-offer:${key}`);
const itemUuid = (offer: string, key: string): string => demoUuid(`package-offer:${offer}:item:${key}`);

const familyItems: PackageOfferItem[] = [
  { uuid: itemUuid('family', 'card'), kind: 'template', productUuid: productUuid('card-15x15'), templateUuid: SNOWFALL_CARD },
  { uuid: itemUuid('family', 'mug'), kind: 'template', productUuid: productUuid('gift-mug'), templateUuid: MUG },
  { uuid: itemUuid('family', 'catalogue'), kind: 'catalogue', catalogueUuid: catalogueUuid('bergen-2026') },
  { uuid: itemUuid('family', 'digital'), kind: 'digitalSet' },
];

export function packageOfferRows(seededAt: Date): (typeof packageOffers.$inferInsert)[] {
  const endsAt = new Date(seededAt.getTime() + 5 * 24 * 3600 * 1000);
  return [
    {
      uuid: packageOfferUuid('family'),
      jobUuid: BERGEN_JOB_UUID,
      type: 'package',
      sortOrder: 1,
      name: { nb: 'Familiepakken', en: 'The family package' },
      description: {
        nb: 'Julekort, krus med navn, skolekatalogen\nog alle portrettene digitalt.',
        en: 'Christmas card, mug with name, the school catalogue\nand every portrait as a digital file.',
      },
      image: SITE_IMAGES.slideFamily.url,
      linkText: { nb: 'Lag pakken', en: 'Make the package' },
      productUuid: productUuid('package-family'),
      items: familyItems,
      originalPrice: '899.00',
      priceIncludingDiscount: '699.00',
      timeLimitedDiscountPrice: '599.00',
      endsAt,
    },
    {
      uuid: packageOfferUuid('calendars'),
      jobUuid: BERGEN_JOB_UUID,
      type: 'link',
      sortOrder: 2,
      name: { nb: 'Kalender 2027', en: 'Calendar 2027' },
      description: { nb: 'Tolv måneder med skolebildene.\nVelg blant flere design.', en: 'Twelve months with the school photos.\nChoose among several designs.' },
      image: SITE_IMAGES.promoteCalendars.url,
      linkText: { nb: 'Se kalenderne', en: 'See the calendars' },
      linkInfo: { type: 'calendars', category: null },
      originalPrice: '249.00',
      priceIncludingDiscount: '249.00',
      endsAt,
    },
    {
      uuid: packageOfferUuid('grandparents'),
      jobUuid: BERGEN_JOB_UUID,
      type: 'package',
      sortOrder: 3,
      name: { nb: 'Besteforeldrepakken', en: 'The grandparents package' },
      description: { nb: 'To krus og et julekort til besteforeldrene.', en: 'Two mugs and a Christmas card for the grandparents.' },
      image: SITE_IMAGES.slideSchool.url,
      linkText: { nb: 'Lag pakken', en: 'Make the package' },
      productUuid: productUuid('package-family'),
      items: familyItems.slice(0, 2).map((item, i) => ({ ...item, uuid: itemUuid('grandparents', String(i)) })),
      originalPrice: '499.00',
      priceIncludingDiscount: '449.00',
      endsAt,
      disabledReason: { nb: 'Utsolgt for i år', en: 'Sold out for this year' },
    },
  ];
}

/** Inserts the demo offers once; a later seed leaves them (and their countdown end) as they are. */
export async function seedPackages(db: Db): Promise<void> {
  await db.insert(packageOffers).values(packageOfferRows(new Date())).onConflictDoNothing();
}
