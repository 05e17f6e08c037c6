import type { PageSettings, SiteSettings } from '../../../api/contract/settings';
import { legalTexts } from './legalTexts';
import { demoMenu } from './menu';
import { SITE_IMAGES } from './photos/plan';

/** The demo installation: a Norwegian school photographer's shop, priced in kroner. */
export const siteSettings: SiteSettings = {
  name: 'Skolefoto',
  contactInfo: {
    address: 'Strandkaien 12',
    postalCode: '5013',
    city: 'Bergen',
    state: '',
    email: 'kundeservice@skolefoto.example.no',
    phone: '+47 55 12 34 56',
  },
  options: {
    gatherAddress2: true,
    gatherState: false,
    states: [],
    hidePostalCode: false,
    showDisabledDeliveryCountry: false,
    useAddressAutocompleteService: true,
    acceptMailDefaultOn: true,
    disableAcceptMailOptionWhenRegisteringUser: false,
    disableOrderComment: false,
  },
  // Everything on, so the demo shows every editor feature; another set's pictures ask before the product switches subject (mode 4).
  editorOptions: {
    allowOwnPhotos: true,
    allowTemplateChange: true,
    disableImageToolbox: false,
    disableBackgrounds: false,
    allowSubjectChange: true,
    subjectChangeMode: 4,
    samePhotographerOnly: false,
  },
  webshop: { freeShippingThreshold: 499, hasPrivacyPolicy: true, addToCartWarning: true },
  locale: {
    languages: [
      { name: 'nb', long: 'Norsk (bokmål)' },
      { name: 'en', long: 'English' },
    ],
    default_language: 'nb',
    country: 'NO',
  },
  currency: 'NOK',
};

export const pageSettings: PageSettings = {
  frontPage: { backgroundImage: SITE_IMAGES.frontPage.url, backgroundColor: '#1f3b4d' },
};

/** Every settings row the seed writes, by key. */
export const settingsRows = [
  { key: 'site', value: siteSettings },
  { key: 'page', value: pageSettings },
  { key: 'menu', value: demoMenu },
  { key: 'texts', value: legalTexts },
];
