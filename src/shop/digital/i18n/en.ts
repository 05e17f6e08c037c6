import type { DigitalStrings } from './nb';

/** English. The spec's English words are kept as they are. */
export const en: DigitalStrings = {
  list: {
    title: 'Buy digital pictures',
    intro: 'Download your pictures in full resolution. Buy the whole portrait set or choose single pictures.',
    offer: 'Digital portrait set',
    pictures_one: '{{count}} portrait',
    pictures_other: '{{count}} portraits',
    buySet: 'Buy portrait set',
    viewPictures: 'View pictures',
    choosePictures: 'Choose pictures',
    empty: 'You have no picture sets yet. Add a picture set with your image code.',
  },
  subject: {
    back: 'All picture sets',
    notFound: 'The picture set was not found.',
    noPictures: 'No pictures currently available',
  },
  groups: {
    IP: 'Individual pictures',
    SFP: 'Sibling & friends pictures',
    GP: 'Group pictures',
    IPSFP: 'Individual and friend pictures',
  },
  buttons: {
    buySet: 'Buy set',
    removeFromCart: 'Remove from cart',
    buyPicture: 'Buy digital picture',
    setInCart: 'Picture set in cart',
    bought: 'Bought',
    setBought: 'Set bought',
    priceList: 'Price list',
  },
  price: {
    price: 'Price: {{price}}',
    justNow: 'Just now: {{price}}',
    perPicture: 'per picture',
    set: 'Whole set',
    picture: 'Single picture',
  },
  priceList: {
    title: 'Price list',
    intro: 'Single pictures cost less the more pictures of the same kind you have bought.',
    from: 'From picture no. {{ordinal}}',
    piece: 'Picture no. {{ordinal}}',
    bought_one: 'You have bought {{count}} picture of this kind.',
    bought_other: 'You have bought {{count}} pictures of this kind.',
    next: 'Next',
    sets: 'Sets',
  },
  picture: {
    alt: 'Picture {{id}}',
  },
  download: {
    button: 'Download',
    title: 'Download picture',
    background: 'Background',
    original: 'Original',
    transparent: 'Transparent (PNG)',
    start: 'Download',
  },
  disabled: 'The shop does not sell digital pictures.',
  added: 'Added to the cart',
  removed: 'Removed from the cart',
};
