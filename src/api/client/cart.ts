import type { z } from 'zod';
import type * as contract from '../contract/cart';
import { call } from './call';
import { cartRoutes } from './routes.gen';

/** Item count and total for the header badge and the free-delivery banner. */
export const getCartSummary = () => call(cartRoutes.getCartSummary);

/** Creates one order line per item (all or nothing); answers the new lines and the summary. */
export const addCartItems = (items: contract.NewCartItem[]) => call(cartRoutes.addCartItems, { body: { items } });

export type UpdateCartItemBody = z.input<NonNullable<typeof contract.updateCartItem.body>>;

/** Replaces a template line's template, resources and year (and quantity/sub-products when given). */
export const updateCartItem = (uuid: string, body: UpdateCartItemBody) => call(cartRoutes.updateCartItem, { params: { uuid }, body });

export const getCart = () => call(cartRoutes.getCart);

/** One line; rejects with status 404 ('No order line') when the cart has none with that uuid. */
export const getCartItem = (uuid: string) => call(cartRoutes.getCartItem, { params: { uuid } });

export const deleteCartItem = (uuid: string) => call(cartRoutes.deleteCartItem, { params: { uuid } });

export const setCartItemQuantity = (uuid: string, quantity: number) => call(cartRoutes.setCartItemQuantity, { params: { uuid }, body: { quantity } });

/** The retouch page's data: retouch product (or null), pictures in the cart with their selection, total. */
export const getCartRetouch = () => call(cartRoutes.getCartRetouch);

/** Saves the retouch selection: picture uuid -> retouch sub-product uuids. */
export const saveCartRetouch = (items: Record<string, string[]>) => call(cartRoutes.saveCartRetouch, { body: { items } });

/** Sets how many of each catalogue the cart holds, no checkout needed (0 takes one out); answers the cart. */
export const addCartCatalogues = (catalogues: contract.CatalogueQuantities['catalogues']) => call(cartRoutes.addCartCatalogues, { body: { catalogues } });

export type { Cart, CartSummary, CartTemplateData, NewCartItem, OrderLine, RetouchPicture } from '../contract/cart';
