/**
 * The code of the screens that are not in the first bundle, and a way to start loading the one a
 * page was opened on at once: React.lazy would only ask for it once the shop's settings and
 * session have arrived and the route renders, a round trip later than needed.
 */
const loaders = {
  debug: () => import('../debug/DebugPage'),
  resetPassword: () => import('../entry/ResetPasswordPage'),
  contact: () => import('../pages/ContactPage'),
  legacy: () => import('../pages/legacy/LegacyPage'),
  legalText: () => import('../pages/LegalTextPage'),
  notFound: () => import('../pages/NotFoundPage'),
  newPictureSet: () => import('../pictureSets/NewPictureSetPage'),
  retouch: () => import('../retouch/RetouchPage'),
  support: () => import('../support/SupportPage'),
};

export const pageLoaders = loaders;

/** Which screen a path opens, for the screens above (the router decides the rest). */
const PAGE_OF_PATH: [RegExp, keyof typeof loaders][] = [
  [/^\/debug\/?$/, 'debug'],
  [/^\/reset-password\/?$/, 'resetPassword'],
  [/^\/contact-us\/?$/, 'contact'],
  [/^\/pages\/[^/]+\/?$/, 'legacy'],
  [/^\/(privacy-policy|terms-of-service|terms-of-purchase)\/?$/, 'legalText'],
  [/^\/new-picture-set\/?$/, 'newPictureSet'],
  [/^\/shopping-cart\/retouch\/?$/, 'retouch'],
  [/^\/support\/?$/, 'support'],
];

/** Starts loading the screen of `pathname` when it is one of the lazily loaded ones above. */
export function preloadPage(pathname: string): void {
  const page = PAGE_OF_PATH.find(([pattern]) => pattern.test(pathname))?.[1];
  if (page) void loaders[page]().catch(() => undefined);
}
