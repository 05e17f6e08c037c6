import type { z } from 'zod';
import * as contract from '../contract/cart';
import { call } from './call';

/** Item count and total for the header badge and the free-delivery banner. */
export const getCartSummary = () => call(contract.getCartSummary);

/** Creates one order line per item (all or nothing); answers the new lines and the summary. */
export const addCartItems = (items: contract.NewCartItem[]) => call(contract.addCartItems, { body: { items } });

export type UpdateCartItemBody = z.input<NonNullable<typeof contract.updateCartItem.body>>;

/** Replaces a template line's template, resources and year (and quantity/sub-products when given). */
export const updateCartItem = (uuid: string, body: UpdateCartItemBody) => call(contract.updateCartItem, { params: { uuid }, body });

export const getCart = () => call(contract.getCart);

/** One line; rejects with status 404 ('No order line') when the cart has none with that uuid. */
export const getCartItem = (uuid: string) => call(contract.getCartItem, { params: { uuid } });

export const deleteCartItem = (uuid: string) => call(contract.deleteCartItem, { params: { uuid } });

export const setCartItemQuantity = (uuid: string, quantity: number) => call(contract.setCartItemQuantity, { params: { uuid }, body: { quantity } });

/** The retouch page's data: retouch product (or null), pictures in the cart with their selection, total. */
export const getCartRetouch = () => call(contract.getCartRetouch);

/** Saves the retouch selection: picture uuid -> retouch sub-product uuids. */
export const saveCartRetouch = (items: Record<string, string[]>) => call(contract.saveCartRetouch, { body: { items } });

/** Sets how many of each catalogue the cart holds, no checkout needed (0 takes one out); answers the cart. */
export const addCartCatalogues = (catalogues: contract.CatalogueQuantities['catalogues']) => call(contract.addCartCatalogues, { body: { catalogues } });

export type { Cart, CartSummary, CartTemplateData, NewCartItem, OrderLine, RetouchPicture } from '../contract/cart';
