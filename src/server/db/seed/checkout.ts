/**
 * The demo shop's checkout: delivery methods and options, payment options, vouchers, the jobs'
 * catalogues and digital sets, and one preorder registration. Prices in NOK; fixed uuids so the
 * seed stays idempotent and tests can name the rows.
 */
import type {
  catalogues,
  deliveryMethods,
  deliveryOptions,
  jobDigitalSets,
  paymentOptions,
  preorderRegistrations,
  vouchers,
} from '../schema';
import { demoUuid } from './ids';
import { BERGEN_JOB_UUID, FJORDVIK_JOB_UUID, subjectUuid } from './jobs';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
const nok = (amount: number): string => amount.toFixed(2);

export const deliveryMethodUuid = (key: string): string => demoUuid(`delivery-method:${key}`);
export const deliveryOptionUuid = (key: string): string => demoUuid(`delivery-option:${key}`);

/**
 * A store's pickup locations share the uuid's first 23 characters; the express variant ends in
 * -111111111111 (spec 1 §3).
 */
export function storeLocationUuid(store: string, express: boolean): string {
  const base = demoUuid(`store:${store}`);
  return express ? `${base.slice(0, 23)}-111111111111` : base;
}

export const deliveryMethodRows: Insert<typeof deliveryMethods>[] = [
  { uuid: deliveryMethodUuid('postage'), type: 'postage', name: { nb: 'Sendes i posten', en: 'Sent by post' }, sortOrder: 1 },
  { uuid: deliveryMethodUuid('school-pickup'), type: 'school-pickup', name: { nb: 'Hentes på skolen', en: 'Collect at school' }, sortOrder: 2 },
  { uuid: deliveryMethodUuid('store-pickup'), type: 'store-pickup', name: { nb: 'Hentes i butikk', en: 'Collect in store' }, sortOrder: 3 },
  { uuid: deliveryMethodUuid('digital'), type: 'digital-delivery', name: { nb: 'Digital levering', en: 'Digital delivery' }, sortOrder: 4 },
];

const noPickup = { pickupName: null, pickupAddress1: null, pickupPostalCode: null, pickupCity: null };

function store(key: string, name: string, address: string, postalCode: string, city: string, sortOrder: number): Insert<typeof deliveryOptions>[] {
  const pickup = { pickupName: name, pickupAddress1: address, pickupPostalCode: postalCode, pickupCity: city };
  return [
    {
      uuid: storeLocationUuid(key, false),
      methodUuid: deliveryMethodUuid('store-pickup'),
      name: { nb: name, en: name },
      description: { nb: `Hent bestillingen hos ${name}.`, en: `Collect the order at ${name}.` },
      price: nok(49),
      deliveryDays: 5,
      isExpress: false,
      sortOrder,
      ...pickup,
    },
    {
      uuid: storeLocationUuid(key, true),
      methodUuid: deliveryMethodUuid('store-pickup'),
      name: { nb: `${name} – ekspress`, en: `${name} – express` },
      description: { nb: `Klar til henting hos ${name} neste virkedag.`, en: `Ready to collect at ${name} the next business day.` },
      price: nok(129),
      deliveryDays: 1,
      isExpress: true,
      sortOrder: sortOrder + 1,
      ...pickup,
    },
  ];
}

export const deliveryOptionRows: Insert<typeof deliveryOptions>[] = [
  {
    uuid: deliveryOptionUuid('postage-normal'),
    methodUuid: deliveryMethodUuid('postage'),
    name: { nb: 'Posten – A-post', en: 'Norwegian Post – standard' },
    description: { nb: 'Leveres i postkassen.', en: 'Delivered to your letterbox.' },
    price: nok(79),
    deliveryDays: 5,
    isExpress: false,
    sortOrder: 1,
    ...noPickup,
  },
  {
    uuid: deliveryOptionUuid('postage-express'),
    methodUuid: deliveryMethodUuid('postage'),
    name: { nb: 'Posten – ekspress', en: 'Norwegian Post – express' },
    description: { nb: 'Ekspress over natten.', en: 'Express overnight.' },
    price: nok(149),
    deliveryDays: 1,
    isExpress: true,
    sortOrder: 2,
    ...noPickup,
  },
  {
    uuid: deliveryOptionUuid('school-bergen'),
    methodUuid: deliveryMethodUuid('school-pickup'),
    name: { nb: 'Bergen skole', en: 'Bergen school' },
    description: { nb: 'Deles ut på skolen.', en: 'Handed out at school.' },
    price: nok(0),
    deliveryDays: 10,
    isExpress: false,
    jobUuid: BERGEN_JOB_UUID,
    sortOrder: 1,
    ...noPickup,
  },
  {
    uuid: deliveryOptionUuid('school-fjordvik'),
    methodUuid: deliveryMethodUuid('school-pickup'),
    name: { nb: 'Fjordvik barnehage', en: 'Fjordvik kindergarten' },
    description: { nb: 'Deles ut i barnehagen.', en: 'Handed out at the kindergarten.' },
    price: nok(0),
    deliveryDays: 10,
    isExpress: false,
    jobUuid: FJORDVIK_JOB_UUID,
    sortOrder: 2,
    ...noPickup,
  },
  ...store('bergen-sentrum', 'Fotobutikken Bergen sentrum', 'Torgallmenningen 8', '5014', 'Bergen', 1),
  ...store('lagunen', 'Fotobutikken Lagunen', 'Laguneveien 1', '5239', 'Rådal', 3),
  {
    uuid: deliveryOptionUuid('digital'),
    methodUuid: deliveryMethodUuid('digital'),
    name: { nb: 'Nedlasting', en: 'Download' },
    description: { nb: 'Filene kan lastes ned under Mine bildesett.', en: 'Download the files under My picture sets.' },
    price: nok(0),
    deliveryDays: 0,
    isExpress: false,
    sortOrder: 1,
    ...noPickup,
  },
];

export const paymentOptionUuid = (key: 'card' | 'mobile' | 'invoice'): string => demoUuid(`payment-option:${key}`);

export const paymentOptionRows: Insert<typeof paymentOptions>[] = [
  {
    uuid: paymentOptionUuid('card'),
    kind: 'card',
    provider: 'sandbox',
    title: { nb: 'Betalingskort', en: 'Payment card' },
    mobileTitle: { nb: 'Kort', en: 'Card' },
    description: { nb: 'Betal med Visa eller Mastercard.', en: 'Pay with Visa or Mastercard.' },
    mobileDescription: { nb: 'Visa eller Mastercard', en: 'Visa or Mastercard' },
    enabledPaymentMethods: [
      { name: 'Visa', icon: '/system/payment-icons/visa.svg' },
      { name: 'Mastercard', icon: '/system/payment-icons/mastercard.svg' },
    ],
    sortOrder: 1,
  },
  {
    uuid: paymentOptionUuid('mobile'),
    kind: 'mobile',
    provider: 'sandbox',
    title: { nb: 'Mobilbetaling', en: 'Mobile payment' },
    mobileTitle: { nb: 'Mobil', en: 'Mobile' },
    description: { nb: 'Godkjenn betalingen på mobilen din.', en: 'Approve the payment on your phone.' },
    mobileDescription: { nb: 'Godkjenn på mobilen', en: 'Approve on your phone' },
    verifyMobile: true,
    enabledPaymentMethods: [{ name: 'Mobilbetaling', icon: '/system/payment-icons/mobile.svg' }],
    sortOrder: 2,
  },
  {
    uuid: paymentOptionUuid('invoice'),
    kind: 'invoice',
    provider: 'invoice',
    title: { nb: 'Faktura', en: 'Invoice' },
    mobileTitle: { nb: 'Faktura', en: 'Invoice' },
    description: { nb: 'Betal innen 14 dager. Krever fødselsnummer og at du er over 18 år.', en: 'Pay within 14 days. Requires a personal number and that you are over 18.' },
    mobileDescription: { nb: 'Betal innen 14 dager', en: 'Pay within 14 days' },
    requirePersonNo: true,
    enabledPaymentMethods: [{ name: 'Faktura', icon: '/system/payment-icons/invoice.svg' }],
    // Files are delivered at once; an invoice for them would be a loan nobody checks.
    excludedDeliveryTypes: ['digital-delivery'],
    sortOrder: 3,
  },
];

export const voucherRows: Insert<typeof vouchers>[] = [
  { uuid: demoUuid('voucher:HOST10'), code: 'HOST10', kind: 'percent', value: nok(10), validFrom: new Date('2026-01-01T00:00:00Z'), validTo: new Date('2027-12-31T22:59:59Z') },
  { uuid: demoUuid('voucher:KR50'), code: 'KR50', kind: 'amount', value: nok(50), minimumAmount: nok(300), validFrom: null, validTo: null },
  { uuid: demoUuid('voucher:UTLOPT'), code: 'UTLOPT', kind: 'percent', value: nok(20), validFrom: new Date('2025-01-01T00:00:00Z'), validTo: new Date('2025-12-31T22:59:59Z') },
  { uuid: demoUuid('voucher:EN-GANG'), code: 'EN-GANG', kind: 'amount', value: nok(100), usageLimit: 1, validFrom: null, validTo: null },
];

export const catalogueUuid = (key: string): string => demoUuid(`catalogue:${key}`);

export const catalogueRows: Insert<typeof catalogues>[] = [
  {
    uuid: catalogueUuid('bergen-2026'),
    jobUuid: BERGEN_JOB_UUID,
    name: { nb: 'Skolekatalog Bergen skole 2026', en: 'School catalogue Bergen school 2026' },
    description: {
      nb: 'Alle klassene og elevene i én katalog.\n48 sider, innbundet.',
      en: 'Every class and pupil in one catalogue.\n48 pages, hardbound.',
    },
    price: nok(249),
    maxQuantity: 10,
    deliveryDays: 42,
    sortOrder: 1,
  },
  {
    uuid: catalogueUuid('fjordvik-2026'),
    jobUuid: FJORDVIK_JOB_UUID,
    name: { nb: 'Barnehagekatalog Fjordvik 2026', en: 'Kindergarten catalogue Fjordvik 2026' },
    description: { nb: 'Alle avdelingene i én katalog.\n24 sider.', en: 'Every group in one catalogue.\n24 pages.' },
    price: nok(179),
    maxQuantity: 5,
    deliveryDays: 30,
    sortOrder: 1,
  },
];

export const jobDigitalSetRows: Insert<typeof jobDigitalSets>[] = [
  { jobUuid: BERGEN_JOB_UUID, price: nok(399), rebatedPrice: nok(299) },
  { jobUuid: FJORDVIK_JOB_UUID, price: nok(349), rebatedPrice: null },
];

/** A preorder made for Emma on the registration page: two school catalogues. */
export const DEMO_PREORDER_SESSION = 'demo-preorder-emma-2026';

export const preorderRegistrationRows: Insert<typeof preorderRegistrations>[] = [
  {
    token: DEMO_PREORDER_SESSION,
    subjectUuid: subjectUuid('emma'),
    catalogues: [{ uuid: catalogueUuid('bergen-2026'), quantity: 2 }],
    expiresAt: new Date('2027-06-30T21:59:59Z'),
  },
];
