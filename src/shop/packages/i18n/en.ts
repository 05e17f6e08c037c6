import type { PackagesStrings } from './nb';

/** English. The spec's English texts are kept word for word. */
export const en: PackagesStrings = {
  offers: {
    title: 'Exclusive deals',
    heading: 'Packages and offers',
    loading: 'Loading the offers …',
    none: 'There are no offers for this picture set right now.',
    pictureSetOf: 'Picture set: {{name}}',
    changeSet: 'Change picture set',
    countdown: 'The offer ends in {{time}}',
    days: 'd',
    priceLabel: 'Price: {{price}}',
    justNow: 'Just now: {{price}}',
    packagePrice: 'Package price: {{price}}',
    before: 'Before {{price}}',
    disabled: 'Not available',
  },
  editor: {
    header: 'This is how the package will look with your photos',
    addToCart: 'Add package to cart',
    updateInCart: 'Update package in cart',
    adding: 'Adding to cart …',
    editHint: 'Press the edit icon to change a product.',
    editItem: 'Edit {{name}}',
    version: 'version {{version}}',
    catalogue: 'Catalogue',
    digitalSet: 'Digital portrait set',
    digitalSetCount_one: '{{count}} picture',
    digitalSetCount_other: '{{count}} pictures',
    updatePackage: 'Update package',
    leaveQuestion: 'Are you sure you want to leave the page with unsaved changes?',
    back: 'Back',
    loading: 'Loading the package …',
    addFailed: 'The package was not added to the cart.',
  },
  check: {
    title: 'Dear customer',
    text: 'The product will be produced exactly as shown on screen. Check image positioning and text carefully before adding to your shopping cart.',
    add: 'Add to shopping cart',
    check: 'Yes, I would like to check',
  },
};
