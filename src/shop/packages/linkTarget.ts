/**
 * Where a package tile's button leads (spec 3 'Package tile and offers'): a package to its
 * create route, a link offer into the part of the shop its linkInfo names, else to its plain
 * link. Pure.
 */
import type { PackageOffer } from '../../api/client/packages';
import { CATALOGUES_PATH, categoriesPath, CATEGORY_OVERVIEW_PATH, DIGITAL_PORTRAITS_PATH, packageCreatePath, productListPath } from '../routes';

export type TileTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** The shop route a linkInfo names, or null for a type the shop has no route for. */
export function linkInfoRoute(info: { type: string; category: string | null }): string | null {
  switch (info.type) {
    case 'cards':
      return productListPath('cards');
    case 'calendars':
      return productListPath('calendars');
    case 'catalogues':
      return CATALOGUES_PATH;
    case 'digitalcopy':
      return DIGITAL_PORTRAITS_PATH;
    case 'photogifts-category':
      return info.category ? categoriesPath(info.category) : CATEGORY_OVERVIEW_PATH;
    case 'photogifts':
      return productListPath('photogifts', info.category);
    default:
      return null;
  }
}

export function tileTarget(offer: Pick<PackageOffer, 'uuid' | 'type' | 'link' | 'linkInfo'>): TileTarget {
  if (offer.type === 'package') return { kind: 'route', to: packageCreatePath(offer.uuid) };
  const route = offer.linkInfo ? linkInfoRoute(offer.linkInfo) : null;
  if (route) return { kind: 'route', to: route };
  if (!offer.link) return { kind: 'none' };
  // A path of this shop stays in the app; any other address is a plain link.
  return offer.link.startsWith('/') && !offer.link.startsWith('//') ? { kind: 'route', to: offer.link } : { kind: 'external', href: offer.link };
}
