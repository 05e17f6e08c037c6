/**
 * Which pages the server renders, and which of them look the same to every visitor. The other
 * routes (the editor, support's tools, the picture-set flows) are served as the client-rendered
 * shell. Pure.
 */
const PUBLIC_PAGES: RegExp[] = [/^\/$/, /^\/contact-us\/?$/, /^\/(privacy-policy|terms-of-service|terms-of-purchase)\/?$/];

const SIGNED_IN_PAGES: RegExp[] = [
  /^\/shopping-cart\/?$/,
  /^\/shopping-cart\/checkout\/?$/,
  /^\/shopping-cart\/checkout\/payment\/receipt\/[^/]+\/?$/,
  /^\/my-account(\/(contact-info|communication|change-password|cancel-picture-packages|add-picture-set|orders(\/[^/]+)?|picture-sets(\/[^/]+)?))?\/?$/,
  /^\/products\/categories\/?$/,
  // The template lists: /products/{type}, /products/{type}/{category}, /products/categories/{category}/{sub}.
  /^\/products\/(?!packages|catalogues|digital)[^/]+(\/[^/]+)?\/?$/,
  /^\/products\/categories\/[^/]+(\/[^/]+)?\/?$/,
];

export const isPublicPage = (pathname: string): boolean => PUBLIC_PAGES.some((page) => page.test(pathname));

export const rendersOnServer = (pathname: string): boolean =>
  isPublicPage(pathname) || SIGNED_IN_PAGES.some((page) => page.test(pathname));
