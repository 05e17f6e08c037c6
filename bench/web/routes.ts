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

/** Where the receipt route's order goes (bench:web pays an order first). */
export const RECEIPT_PATH = '/shopping-cart/checkout/payment/receipt/:orderUuid';

export const SHOP_ROUTES: ShopRoute[] = [
  { name: 'front page', path: '/', signedIn: false, page: 'src/shop/entry/FrontPage.tsx' },
  { name: 'template list', path: '/products/cards', signedIn: true, page: 'src/shop/products/TemplateListPage.tsx' },
  { name: 'cart', path: '/shopping-cart', signedIn: true, page: 'src/shop/cartPage/CartPage.tsx' },
  {
    name: 'checkout',
    path: '/shopping-cart/checkout',
    signedIn: true,
    page: 'src/shop/checkout/CheckoutPage.tsx',
    builtWhen: () => existsSync('src/shop/checkout/CheckoutPage.tsx') && /"shopping-cart\/checkout"/.test(appRoutesSource()),
  },
  { name: 'receipt', path: RECEIPT_PATH, signedIn: true, page: 'src/shop/receipt/ReceiptPage.tsx' },
];

export const isBuilt = (route: ShopRoute) => !route.builtWhen || route.builtWhen();
