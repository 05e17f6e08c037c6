/** The words of the shop's front page, the same on every floor page. */
export const texts = {
  title: 'Se bildene dine',
  lead: 'Skriv inn koden du har fått fra fotografen for å se bildene.',
  code: 'Kode',
  submit: 'Vis bildene',
  signIn: 'Har du allerede en konto? Logg inn',
};
