/**
 * The catalogue offer as spec 1 places it over the products list: 'No thanks' returns to the
 * list (/products), 'Add to cart' goes to the cart. The products page mounts it and opens it.
 */
import { useNavigate } from 'react-router-dom';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { CatalogueOfferDialog } from './CatalogueOfferDialog';

export const PRODUCTS_PATH = '/products';
export const CART_PATH = '/shopping-cart';

export function CatalogueOfferOverProducts({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <CatalogueOfferDialog
      open={open}
      onDecline={() => {
        onClose();
        void navigate(PRODUCTS_PATH);
      }}
      onAdded={() => {
        // The checkout's summary may count shipping; the header shows the cart's own.
        void useCartSummaryStore.getState().refresh();
        onClose();
        void navigate(CART_PATH);
      }}
    />
  );
}
