/**
 * The catalogue offer as spec 1 places it over the products list: 'No thanks' returns to the
 * list (/products), 'Add to cart' goes to the cart. The products page mounts it and opens it.
 */
import { useNavigate } from 'react-router-dom';
import { useCartSummaryStore } from '../cart/cartSummaryStore';
import { CatalogueOfferDialog } from './CatalogueOfferDialog';
import { CART_PATH, CATEGORY_OVERVIEW_PATH } from '../routes';


export function CatalogueOfferOverProducts({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <CatalogueOfferDialog
      open={open}
      onDecline={() => {
        onClose();
        void navigate(CATEGORY_OVERVIEW_PATH);
      }}
      onAdded={(cart) => {
        // Added straight into the cart (no checkout here), so its summary is the header's.
        useCartSummaryStore.getState().set(cart.summary);
        onClose();
        void navigate(CART_PATH);
      }}
    />
  );
}
