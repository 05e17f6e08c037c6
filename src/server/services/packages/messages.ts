import { defineMessages } from '../../messages';

/** The package offers' answers to the customer, in both shop languages. */
export const packageText = defineMessages({
  packageNotFound: { nb: 'Fant ikke pakken.', en: 'The package was not found.' },
  packageDisabled: { nb: 'Pakken kan ikke bestilles: {reason}', en: 'The package cannot be ordered: {reason}' },
  noPictureSet: { nb: 'Du har ingen bildesett å lage pakken med.', en: 'You have no picture set to make the package with.' },
  instanceNotFound: { nb: 'Fant ikke pakken du har laget.', en: 'The package you made was not found.' },
  notPackageLine: { nb: 'Ordrelinjen er ingen pakke.', en: 'The order line is not a package.' },
  unknownItem: { nb: 'Produktet hører ikke til pakken.', en: 'The product does not belong to the package.' },
  repeatedItem: { nb: 'Produktet er gitt to ganger.', en: 'The product is given twice.' },
  missingItem: { nb: 'Pakken mangler et produkt.', en: 'The package is missing a product.' },
  wrongTemplate: { nb: 'Produktet må lages med pakkens mal.', en: 'The product must be made with the package template.' },
});

export type PackageTextKey = Parameters<typeof packageText>[1];

/** A package call the server refuses; the route answers it in the customer's language. */
export class PackageError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly key: PackageTextKey,
    readonly field = '',
    readonly vars: Record<string, string | number> = {},
  ) {
    super(`${field}: ${key}`);
  }
}
