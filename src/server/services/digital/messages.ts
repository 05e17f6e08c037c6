/** Texts of the digital calls and the digital order lines (spec 3 §9), in both shop languages. */
import { defineMessages } from '../../messages';
import type { DigitalKind, DigitalSetKind } from '../../../domain/digital';

export const digitalText = defineMessages({
  notSold: { nb: 'Butikken selger ikke digitale bilder.', en: 'The shop does not sell digital pictures.' },
  noProduct: { nb: 'Dette digitale produktet selges ikke.', en: 'This digital product is not for sale.' },
  pictureNotFound: { nb: 'Fant ikke bildet.', en: 'The picture was not found.' },
  pictureSetNotFound: { nb: 'Fant ikke bildesettet.', en: 'The picture set was not found.' },
  wrongType: { nb: 'Bildet er ikke av typen {type}.', en: 'The picture is not of type {type}.' },
  alreadyBought: { nb: 'Du har allerede kjøpt dette.', en: 'You have already bought this.' },
  setInCart: { nb: 'Bildesettet ligger i handlekurven.', en: 'Picture set in cart' },
  noPictures: { nb: 'Bildesettet har ingen bilder av denne typen.', en: 'The picture set has no pictures of this type.' },
  noBackgrounds: { nb: 'Bildet er ikke tatt mot grønnskjerm og kan ikke få ny bakgrunn.', en: 'The picture was not taken against a green screen and cannot get another background.' },
  unknownBackground: { nb: 'Ukjent bakgrunn.', en: 'Unknown background.' },
  'file.IP': { nb: '%d x portrettbilde', en: '%d x portrait picture' },
  'set.IP': { nb: '%d x portrettsett', en: '%d x portrait set' },
  'file.SFP': { nb: '%d x søsken- og vennebilde', en: '%d x sibling and friend picture' },
  'set.SFP': { nb: '%d x søsken- og vennesett', en: '%d x sibling and friend set' },
  'file.GP': { nb: '%d x gruppebilde', en: '%d x group picture' },
  'set.GP': { nb: '%d x gruppesett', en: '%d x group set' },
});

/** An order line's text (spec 3 §9 'Order line texts'); the combined set reads as the portrait set. */
export function digitalLineText(lang: 'nb' | 'en', kind: DigitalKind, type: DigitalSetKind, quantity: number): string {
  const key = `${kind}.${type === 'IPSFP' ? 'IP' : type}` as const;
  return digitalText(lang, key).replace('%d', String(quantity));
}
