import type { PackageItemInput } from '../contract/packages';
import { call } from './call';
import { packagesRoutes } from './routes.gen';

/** The current picture set's package offers and the seconds their countdown has left. */
export const getPackageOffers = () => call(packagesRoutes.getPackageOffers);

/** Spec 3 §7: opens a package offer for the current picture set (a package instance). */
export const createPackageInstance = (offerUuid: string) => call(packagesRoutes.createPackageInstance, { params: { uuid: offerUuid } });

/** Adds an opened package to the cart as one line; the server prices it. */
export const addPackageToCart = (instanceUuid: string, items: PackageItemInput[]) =>
  call(packagesRoutes.addPackageToCart, { params: { uuid: instanceUuid }, body: { items } });

/** Replaces the items of a package line in the cart. */
export const updateCartPackage = (lineUuid: string, items: PackageItemInput[]) => call(packagesRoutes.updateCartPackage, { params: { uuid: lineUuid }, body: { items } });

export type { PackageInstance, PackageItemInput, PackageOffer } from '../contract/packages';
export type { PackageItem } from '../contract/cart';
