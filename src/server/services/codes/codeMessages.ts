import { defineMessages } from '../../messages';

/** Texts about subject codes: the code routes and the login/registration that take a code. */
export const codeMessage = defineMessages({
  codeNotValid: { nb: 'Koden er ikke gyldig', en: 'The code is not valid' },
  alreadyOwned: {
    nb: 'Du har allerede tilgang til bildene av {name}.',
    en: 'You already have access to the pictures of {name}.',
  },
});
