/**
 * /products/catalogues: the catalogue offer over the products list (spec 1 'Catalogue offer
 * dialog'), for links that offer the catalogue on its own (a menu item, a message). 'No thanks'
 * leaves for /products, which closes the dialog and leaves the list; 'Add to cart' goes to the cart.
 */
import { useState } from 'react';
import { CategoryOverviewPage } from '../products/CategoryOverviewPage';
import { CatalogueOfferOverProducts } from './CatalogueOfferOverProducts';

export function CatalogueOfferPage() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <CategoryOverviewPage />
      <CatalogueOfferOverProducts open={open} onClose={() => setOpen(false)} />
    </>
  );
}
