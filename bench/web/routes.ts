/** The shop routes that bench:web and the accessibility tests measure. */
import { existsSync, readFileSync } from 'node:fs';

export interface ShopRoute {
  name: string;
  path: string;
  /** Needs the demo customer signed in with a cart line. */
  signedIn: boolean;
  /** The route's lazily loaded page module (none: the page is in the entry). */
  page?: string;
  /** Routes still being built: used only once the shell's routes name them. */
  builtWhen?: () => boolean;
}

const appRoutesSource = () => readFileSync('src/shop/shell/AppRoutes.tsx', 'utf8');

export const SHOP_ROUTES: ShopRoute[] = [
  { name: 'front page', path: '/', signedIn: false },
  { name: 'cart', path: '/shopping-cart', signedIn: true, page: 'src/shop/cartPage/CartPage.tsx' },
  {
    name: 'checkout',
    path: '/shopping-cart/checkout',
    signedIn: true,
    page: 'src/shop/checkout/CheckoutPage.tsx',
    builtWhen: () => existsSync('src/shop/checkout/CheckoutPage.tsx') && /"shopping-cart\/checkout"/.test(appRoutesSource()),
  },
];

export const isBuilt = (route: ShopRoute) => !route.builtWhen || route.builtWhen();
