import { defineMessages } from '../../messages';

/** The checkout's answers to the customer, in both shop languages. */
export const checkoutText = defineMessages({
  checkoutNotFound: { nb: 'Fant ikke kassen. Start kassen på nytt.', en: 'The checkout was not found. Please start the checkout again.' },
  checkoutClosed: {
    nb: 'Denne bestillingen er allerede sendt. Start kassen på nytt for å handle igjen.',
    en: 'This order has already been placed. Start the checkout again to place a new one.',
  },
  emptyCart: { nb: 'Handlekurven er tom.', en: 'The shopping cart is empty.' },
  unknownDeliveryOption: { nb: 'Leveringsmåten finnes ikke eller kan ikke velges for denne handlekurven.', en: 'The delivery option does not exist or cannot be used for this shopping cart.' },
  unknownPaymentOption: { nb: 'Betalingsmåten finnes ikke eller kan ikke brukes med denne leveringsmåten.', en: 'The payment option does not exist or cannot be used with this delivery option.' },
  voucherUnknown: { nb: 'Rabattkoden finnes ikke.', en: 'The voucher code does not exist.' },
  voucherNotYetValid: { nb: 'Rabattkoden kan brukes fra {date}.', en: 'The voucher code can be used from {date}.' },
  voucherExpired: { nb: 'Rabattkoden er utløpt.', en: 'The voucher code has expired.' },
  voucherUsedUp: { nb: 'Rabattkoden er brukt opp.', en: 'The voucher code has been used up.' },
  voucherBelowMinimum: {
    nb: 'Rabattkoden gjelder for kjøp over {minimum}. Handle for {remaining} mer for å bruke den.',
    en: 'The voucher code applies to purchases over {minimum}. Shop for {remaining} more to use it.',
  },
  unknownSubject: { nb: 'Du har ikke bildesettet til {name}.', en: 'You do not have the picture set of {name}.' },
  noDigitalSet: { nb: 'Det finnes ikke noe digitalt bildesett for {name}.', en: 'There is no digital picture set for {name}.' },
  unknownCatalogue: { nb: 'Katalogen finnes ikke for bildesettene dine.', en: 'The catalogue is not available for your picture sets.' },
  noCatalogueQuantity: {
    nb: 'Du må velge hvor mange kataloger du vil ha før du legger dem i handlekurven.',
    en: 'You need to select how many cataloges you would like before clicking Add to shopping cart',
  },
  required: { nb: 'Dette må fylles ut!', en: 'This is required!' },
  invalidEmail: { nb: 'Ugyldig e-postadresse', en: 'Invalid email' },
  invalidMobile: { nb: 'Mobilnummeret er ikke gyldig.', en: 'The mobile number is not valid.' },
  invalidPersonNo: { nb: 'Fødselsnummeret er ikke gyldig.', en: 'The personal number is not valid.' },
  tooYoung: { nb: 'Du må være minst {age} år for å betale med faktura.', en: 'You must be at least {age} years old to pay by invoice.' },
  postalCodeFormat: { nb: 'Et postnummer har fire sifre.', en: 'A postal code has four digits.' },
  postalCodeUnknown: { nb: 'Postnummeret {postalCode} finnes ikke.', en: 'The postal code {postalCode} does not exist.' },
  postalCodeNotAddressable: { nb: 'Postnummeret {postalCode} kan ikke brukes i en gateadresse.', en: 'The postal code {postalCode} cannot be used in a street address.' },
  unknownSchoolSubject: { nb: 'Velg en elev som hentes på denne skolen.', en: 'Choose a pupil who is collected at this school.' },
  preorderNotFound: { nb: 'Fant ikke forhåndsbestillingen, eller den er utløpt.', en: 'The preorder was not found or has expired.' },
  // Payment results the payment page shows after the customer returns.
  paymentApproved: { nb: 'Takk! Betalingen er godkjent.', en: 'Thank you! The payment was approved.' },
  paymentDeclined: { nb: 'Betalingen ble avvist. Handlekurven er som før; prøv igjen eller velg en annen betalingsmåte.', en: 'The payment was declined. Your cart is unchanged; try again or choose another payment option.' },
  paymentCancelled: { nb: 'Betalingen ble avbrutt. Handlekurven er som før.', en: 'The payment was cancelled. Your cart is unchanged.' },
  paymentAlreadyHandled: { nb: 'Betalingen er allerede {state}.', en: 'The payment has already been {state}.' },
  paymentNotFound: { nb: 'Fant ikke betalingen.', en: 'The payment was not found.' },
  orderNotFound: { nb: 'Fant ikke bestillingen.', en: 'The order was not found.' },
  // Lines the checkout adds to the cart.
  shippingLine: { nb: 'Frakt: {name}', en: 'Shipping: {name}' },
  vatLine: { nb: 'Herav mva. 25 %', en: 'Of which VAT 25 %' },
  voucherLine: { nb: 'Rabattkode {code}', en: 'Voucher code {code}' },
  digitalSetLine: { nb: 'Digitalt bildesett – {name}', en: 'Digital picture set – {name}' },
  businessDays: { nb: '{days} virkedager', en: '{days} business days' },
  businessDay: { nb: '{days} virkedag', en: '{days} business day' },
  immediately: { nb: 'Med en gang', en: 'Immediately' },
  // States as the 'already handled' message names them.
  state_paid: { nb: 'betalt', en: 'paid' },
  state_invoiced: { nb: 'fakturert', en: 'invoiced' },
  state_declined: { nb: 'avvist', en: 'declined' },
  state_cancelled: { nb: 'avbrutt', en: 'cancelled' },
  state_awaiting_payment: { nb: 'påbegynt', en: 'started' },
});

export type CheckoutTextKey = Parameters<typeof checkoutText>[1];
