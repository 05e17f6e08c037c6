import { z } from 'zod/mini';
import { endpoint } from './endpoint';

export const language = z.object({ name: z.enum(['nb', 'en']), long: z.string() });

/** Shop options of spec 1 §3: they make one installation differ from another. */
export const shopOptions = z.object({
  gatherAddress2: z.boolean(),
  gatherState: z.boolean(),
  states: z.array(z.string()),
  hidePostalCode: z.boolean(),
  showDisabledDeliveryCountry: z.boolean(),
  useAddressAutocompleteService: z.boolean(),
  acceptMailDefaultOn: z.boolean(),
  disableAcceptMailOptionWhenRegisteringUser: z.boolean(),
  disableOrderComment: z.boolean(),
});
export type ShopOptions = z.infer<typeof shopOptions>;

/**
 * How the personalisation editor behaves in this shop (spec 2 §2.6, §6). The editor's
 * EditorOptions type (src/editor/store/types.ts) is this shape.
 */
export const editorOptions = z.object({
  /** Customers may upload and place their own photos. */
  allowOwnPhotos: z.boolean(),
  /** The editor offers 'Change design' (each template's own flag still applies). */
  allowTemplateChange: z.boolean(),
  /** Hides the Edit image tab (rotate, black/white, sepia). */
  disableImageToolbox: z.boolean(),
  /** Hides the Backgrounds tab for green-screen pictures. */
  disableBackgrounds: z.boolean(),
  /** Customers may switch to another picture set inside the editor. */
  allowSubjectChange: z.boolean(),
  /** 0 any set; 1 same subject; 2 same job; 3 same job type; 4 any set after a confirmation. */
  subjectChangeMode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** Whitelabel shops: only picture sets of the same photographer. */
  samePhotographerOnly: z.boolean(),
});
export type EditorOptionsSettings = z.infer<typeof editorOptions>;

export const contactInfo = z.object({
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const siteSettings = z.object({
  name: z.string(),
  contactInfo,
  options: shopOptions,
  editorOptions,
  webshop: z.object({
    freeShippingThreshold: z.number(),
    hasPrivacyPolicy: z.boolean(),
    // The package create screen asks 'Dear customer' before adding (spec 3 'Package create screen').
    addToCartWarning: z.optional(z.boolean()),
  }),
  locale: z.object({ languages: z.array(language), default_language: z.enum(['nb', 'en']), country: z.string().check(z.length(2)) }),
  currency: z.string().check(z.length(3)),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const pageSettings = z.object({
  frontPage: z.object({ backgroundImage: z.string(), backgroundColor: z.string() }),
});
export type PageSettings = z.infer<typeof pageSettings>;

/** Text per language; the UI falls back to nb when a language is missing. */
export const localized = z.object({ nb: z.string(), en: z.optional(z.string()) });

export const menuItemType = z.enum(['route', 'modal', 'cookie-settings', 'parent', 'spacer', 'external']);

export interface MenuItem {
  id: string;
  title: z.infer<typeof localized>;
  type: z.infer<typeof menuItemType>;
  /** Route path, URL or modal name, by type. */
  target: string;
  data?: Record<string, unknown>;
  /** 2 = hidden (desktop-only items the mobile client leaves out). */
  device: number;
  /** 0 always, 1 signed-in only, 2 signed-out only. */
  visibility: 0 | 1 | 2;
  children: MenuItem[];
}
export const menuItem: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: localized,
    type: menuItemType,
    target: z.string(),
    data: z.optional(z.record(z.string(), z.unknown())),
    device: z.int(),
    visibility: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    children: z.array(menuItem),
  }),
);

export const getSettings = endpoint({
  method: 'GET',
  path: '/api/webshop/settings',
  response: z.object({
    site: siteSettings,
    page: pageSettings,
    menu: z.array(menuItem),
    /** Spec 3 §2: the digital portrait screens and links show only when the shop sells digital pictures. */
    digital: z.object({ buying: z.boolean() }),
  }),
});

/** Legal texts (spec 3 §7): each answers `data.<name>` as HTML. */
export const legalText = (path: string, key: 'privacyPolicy' | 'termsOfService' | 'termsOfPurchase') =>
  endpoint({
    method: 'GET',
    path,
    response: z.object({ data: z.object({ [key]: z.string() }) }),
  });
export const getPrivacyPolicy = legalText('/api/webshop/privacy-policy', 'privacyPolicy');
export const getTermsOfService = legalText('/api/webshop/terms-of-service', 'termsOfService');
export const getTermsOfPurchase = legalText('/api/webshop/terms-of-purchase', 'termsOfPurchase');

const slide = z.object({
  background: z.string(),
  title: localized,
  text: localized,
  button: z.optional(z.object({ text: localized, link: z.string() })),
});

/** Modules of a legacy content page. Unknown types are kept so the page can mark them. */
export const pageModule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Slider'), duration: z.optional(z.number().check(z.positive())), slides: z.array(slide) }),
  z.object({ type: z.literal('PromoteCategory'), category: z.string(), title: localized, text: localized, image: z.string(), link: z.string() }),
  z.object({ type: z.literal('Title'), content: localized }),
  z.object({ type: z.literal('Paragraph'), content: localized, isHTML: z.boolean() }),
  z.object({ type: z.literal('Image'), src: z.string(), link: z.optional(z.string()), openInNewWindow: z.optional(z.boolean()) }),
  z.object({ type: z.literal('RichText'), content: localized }),
  z.object({ type: z.literal('ScriptSnippet'), script: z.string() }),
  z.object({ type: z.literal('Unknown'), originalType: z.string() }),
]);
export type PageModule = z.infer<typeof pageModule>;

export const getLegacyPage = endpoint({
  method: 'GET',
  path: '/api/webshop/legacy-pages/:id',
  response: z.object({ id: z.string(), title: localized, modules: z.array(pageModule) }),
});
