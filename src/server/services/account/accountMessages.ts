import { defineMessages } from '../../messages';

/** Texts the account-area calls answer with (spec 3 §5, §8), in both shop languages. */
export const accountMessage = defineMessages({
  passwordTooShort: { nb: 'Passordet er ikke langt nok', en: 'The password is not long enough' },
  passwordsDontMatch: { nb: 'Passordene må være like', en: 'The passwords must match' },
  passwordWhileSimulating: {
    nb: 'Passordet kan ikke endres mens du opptrer som kunden.',
    en: 'The password cannot be changed while you act as the customer.',
  },
  required: { nb: 'Fyll ut feltet {field}.', en: 'Fill in the field {field}.' },
  invalidName: { nb: 'Skriv inn et gyldig navn.', en: 'Enter a valid name.' },
  invalidMobile: { nb: 'Mobilnummeret er ikke gyldig.', en: 'The mobile number is not valid.' },
  subjectNotFound: { nb: 'Fant ikke bildesettet.', en: 'The picture set was not found.' },
  packageNotFound: { nb: 'Fant ingen bildepakke til gjennomsyn for {name}.', en: 'No picture package for inspection was found for {name}.' },
  orderNotFound: { nb: 'Fant ikke bestillingen.', en: 'The order was not found.' },
  noRecipients: { nb: 'Legg til minst én gyldig e-postadresse.', en: 'Add at least one valid e-mail address.' },
});
