/** Norwegian Bokmål texts of the 'Other popular products' strip. */
export const nb = {
  title: 'Andre populære produkter',
  loading: 'Henter populære produkter …',
  category: 'Kategori',
  priceFrom: 'Fra {{price}}',
  regularPrice: 'Ordinær pris {{price}}',
  campaignPrice: 'Tilbudspris fra {{price}}',
  viewProduct: 'Se produktet',
  viewProductNamed: 'Se produktet: {{name}}',
  carousel: 'Populære produkter, sveip for flere',
  dots: 'Velg produkt',
  dot: 'Vis produkt {{number}} av {{count}}',
};

export type PromotedStrings = typeof nb;
