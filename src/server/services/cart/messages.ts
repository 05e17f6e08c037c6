import { defineMessages } from '../../messages';

/** The cart's answers to the customer, in both shop languages. */
export const cartText = defineMessages({
  noOrderLine: { nb: 'Fant ikke ordrelinjen.', en: 'No order line' },
  productNotFound: { nb: 'Fant ikke produktet.', en: 'The product was not found.' },
  notTemplateProduct: { nb: 'Produktet lages ikke fra en mal.', en: 'The product is not made from a template.' },
  templateNotForProduct: { nb: 'Malen selges ikke som dette produktet.', en: 'The template is not sold as this product.' },
  belowMinimum: { nb: 'Antallet må være minst {minimum}.', en: 'The quantity must be at least {minimum}.' },
  unknownSubProduct: { nb: 'Tilvalget hører ikke til produktet.', en: 'The option does not belong to the product.' },
  repeatedSubProduct: { nb: 'Tilvalget er valgt to ganger.', en: 'The option is chosen twice.' },
  templateNotFound: { nb: 'Fant ikke malen.', en: 'The template was not found.' },
  versionNotFound: { nb: 'Malen har ingen versjon {version}.', en: 'The template has no version {version}.' },
  invalidResources: { nb: 'Innholdet i produktet er ugyldig.', en: 'The product content is invalid.' },
  pastYear: { nb: 'Året kan ikke være før {year}.', en: 'The year cannot be before {year}.' },
  unsupportedYear: { nb: 'Kalenderen kan bare lages for {years}.', en: 'The calendar can only be made for {years}.' },
  unknownSlot: { nb: 'Malen har ikke feltet {slot}.', en: 'The template has no field {slot}.' },
  cropOutside: { nb: 'Utsnittet går utenfor bildet.', en: 'The crop reaches outside the picture.' },
  pictureNotYours: { nb: 'Bildet er ikke i bildesettene dine eller blant bildene du har lastet opp.', en: 'The picture is not in your picture sets or among your uploads.' },
  pictureSizeMismatch: { nb: 'Bildestørrelsen stemmer ikke med bildet ({width}x{height}).', en: 'The picture size does not match the picture ({width}x{height}).' },
  pictureNotAllowed: { nb: 'Du kan ikke bruke dette bildet i dette bildefeltet.', en: "You can't use this image in this image field." },
  backgroundNotAllowed: { nb: 'Bakgrunnen kan ikke brukes med dette bildet her.', en: 'The background cannot be used with this picture here.' },
  incomplete: { nb: 'Produktet er ikke ferdig: bildefeltet {slot} mangler bilde.', en: 'The product is not complete: the image field {slot} has no picture.' },
  notTemplateLine: { nb: 'Ordrelinjen er ikke laget fra en mal.', en: 'The order line is not made from a template.' },
  quantityFixed: { nb: 'Antallet på denne linjen kan ikke endres.', en: 'The quantity of this line cannot be changed.' },
  lineNotRemovable: { nb: 'Denne linjen kan ikke fjernes.', en: 'This line cannot be removed.' },
  retouchNotAvailable: { nb: 'Retusjering er ikke tilgjengelig.', en: 'Retouch not available' },
  pictureNotInCart: { nb: 'Bildet er ikke brukt i handlekurven.', en: 'The picture is not used in the shopping cart.' },
  unknownRetouchOption: { nb: 'Retusjeringsvalget finnes ikke.', en: 'The retouch option does not exist.' },
});

export type CartTextKey = Parameters<typeof cartText>[1];
