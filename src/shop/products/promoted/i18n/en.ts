import type { PromotedStrings } from './nb';

/** English texts of the 'Other popular products' strip (the spec's words kept). */
export const en: PromotedStrings = {
  title: 'Other popular products',
  loading: 'Loading popular products …',
  category: 'Category',
  priceFrom: 'From {{price}}',
  regularPrice: 'Regular price {{price}}',
  campaignPrice: 'Offer price from {{price}}',
  viewProduct: 'View product',
  viewProductNamed: 'View product: {{name}}',
  carousel: 'Popular products, swipe for more',
  dots: 'Choose product',
  dot: 'Show product {{number}} of {{count}}',
};
