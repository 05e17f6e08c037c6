/** Norsk bokmål: digitale portretter (spec 3 §2, §9). */
export const nb = {
  list: {
    title: 'Kjøp digitale bilder',
    intro: 'Last ned bildene dine i full oppløsning. Kjøp hele portrettsettet eller velg enkeltbilder.',
    offer: 'Digitalt portrettsett',
    pictures_one: '{{count}} portrett',
    pictures_other: '{{count}} portretter',
    buySet: 'Kjøp portrettsett',
    viewPictures: 'Se bildene',
    choosePictures: 'Velg bilder',
    empty: 'Du har ingen bildesett ennå. Legg til et bildesett med bildekoden din.',
  },
  subject: {
    back: 'Alle bildesett',
    notFound: 'Fant ikke bildesettet.',
    noPictures: 'Ingen bilder tilgjengelig ennå',
  },
  groups: {
    IP: 'Portrettbilder',
    SFP: 'Søsken- og vennebilder',
    GP: 'Gruppebilder',
    IPSFP: 'Portrett- og vennebilder',
  },
  buttons: {
    buySet: 'Kjøp sett',
    removeFromCart: 'Fjern fra handlekurven',
    buyPicture: 'Kjøp digitalt bilde',
    setInCart: 'Bildesettet ligger i handlekurven',
    bought: 'Kjøpt',
    setBought: 'Settet er kjøpt',
    priceList: 'Prisliste',
  },
  price: {
    price: 'Pris: {{price}}',
    justNow: 'Akkurat nå: {{price}}',
    perPicture: 'per bilde',
    set: 'Hele settet',
    picture: 'Enkeltbilde',
  },
  priceList: {
    title: 'Prisliste',
    intro: 'Prisen på enkeltbilder går ned jo flere bilder av samme slag du har kjøpt.',
    from: 'Fra bilde nr. {{ordinal}}',
    piece: 'Bilde nr. {{ordinal}}',
    bought_one: 'Du har kjøpt {{count}} bilde av dette slaget.',
    bought_other: 'Du har kjøpt {{count}} bilder av dette slaget.',
    next: 'Neste',
    sets: 'Sett',
  },
  picture: {
    alt: 'Bilde {{id}}',
  },
  download: {
    button: 'Last ned',
    title: 'Last ned bilde',
    background: 'Bakgrunn',
    original: 'Original',
    transparent: 'Gjennomsiktig (PNG)',
    start: 'Last ned',
  },
  disabled: 'Butikken selger ikke digitale bilder.',
  added: 'Lagt i handlekurven',
  removed: 'Fjernet fra handlekurven',
};

export type DigitalStrings = typeof nb;
