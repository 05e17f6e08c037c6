/**
 * Where a package tile's button leads (spec 3 'Package tile and offers'): a package to its
 * create route, a link offer into the part of the shop its linkInfo names, else to its plain
 * link. Pure.
 */
import type { PackageOffer } from '../../api/client/packages';

export const PACKAGES_PATH = '/products/packages';

export const packageCreatePath = (packageUuid: string): string => `${PACKAGES_PATH}/${encodeURIComponent(packageUuid)}`;

export type TileTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const segment = encodeURIComponent;

/** The shop route a linkInfo names, or null for a type the shop has no route for. */
export function linkInfoRoute(info: { type: string; category: string | null }): string | null {
  switch (info.type) {
    case 'cards':
      return '/products/cards';
    case 'calendars':
      return '/products/calendars';
    case 'catalogues':
      return '/products/catalogues';
    case 'digitalcopy':
      return '/products/digital-portraits';
    case 'photogifts-category':
      return info.category ? `/products/categories/${segment(info.category)}` : '/products/categories';
    case 'photogifts':
      return info.category ? `/products/photogifts/${segment(info.category)}` : '/products/photogifts';
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
