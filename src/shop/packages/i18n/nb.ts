/** Norwegian Bokmål texts of the package offers and the package editor. */
export const nb = {
  offers: {
    title: 'Eksklusive tilbud',
    heading: 'Pakker og tilbud',
    loading: 'Laster tilbudene …',
    none: 'Det er ingen tilbud for dette bildesettet akkurat nå.',
    pictureSetOf: 'Bildesett: {{name}}',
    changeSet: 'Bytt bildesett',
    countdown: 'Tilbudet gjelder i {{time}}',
    days: 'd',
    priceLabel: 'Pris: {{price}}',
    justNow: 'Akkurat nå: {{price}}',
    packagePrice: 'Pakkepris: {{price}}',
    before: 'Før {{price}}',
    disabled: 'Ikke tilgjengelig',
    allProducts: 'Se alle produkter',
  },
  editor: {
    header: 'Slik blir pakken med dine bilder',
    addToCart: 'Legg pakken i handlekurven',
    updateInCart: 'Oppdater pakken i handlekurven',
    adding: 'Legger i handlekurven …',
    editHint: 'Trykk på blyanten for å endre et produkt.',
    editItem: 'Endre {{name}}',
    version: 'versjon {{version}}',
    catalogue: 'Katalog',
    digitalSet: 'Digitalt portrettsett',
    digitalPicture: 'Bilde {{number}} i det digitale portrettsettet',
    digitalSetCount_one: '{{count}} bilde',
    digitalSetCount_other: '{{count}} bilder',
    updatePackage: 'Oppdater pakken',
    leaveQuestion: 'Er du sikker på at du vil forlate siden uten å lagre endringene?',
    back: 'Tilbake',
    loading: 'Laster pakken …',
    addFailed: 'Pakken ble ikke lagt i handlekurven.',
  },
  check: {
    title: 'Kjære kunde',
    text: 'Produktet blir produsert nøyaktig slik det vises på skjermen. Sjekk plassering av bilder og tekst nøye før du legger det i handlekurven.',
    add: 'Legg i handlekurven',
    check: 'Ja, jeg vil sjekke',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PackagesStrings = Widen<typeof nb>;
