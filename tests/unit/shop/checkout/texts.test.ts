/**
 * Every text key the checkout, payment and receipt screens ask for exists in Norwegian and
 * English, the two languages have the same keys, and the business-days text follows the count.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../src/i18n/translator';
import { en } from '../../../../src/shop/checkout/i18n/en';
import { nb } from '../../../../src/shop/checkout/i18n/nb';
import { checkKeysAsked, keysAskedFor as keysAskedIn, sourceFiles, type TextTree } from '../../../support/textKeys';

const FOLDERS = ['src/shop/checkout', 'src/shop/payment', 'src/shop/receipt'];

/** Quoted 'section.key' strings whose section is one of the namespace's; template keys are expanded by hand below. */
const keysAskedFor = () => keysAskedIn(FOLDERS.flatMap(sourceFiles), nb as TextTree);

describe('checkout texts', () => {
  // Keys built at run time: a problem key, a failure prefix, a shipping field.
  const built = [
    ...['required', 'invalidEmail', 'invalidMobile', 'invalidName', 'invalidPersonNumber', 'underAge'].map((k) => `problems.${k}`),
    ...['createCheckout', 'fetchPaymentOptions', 'setPaymentOption', 'useVoucher', 'removeVoucher', 'buyDigitalSets', 'addCatalogues', 'createTransaction'].map((k) => `errors.${k}`),
    ...['name', 'address', 'address2', 'postalCode', 'city', 'state'].map((k) => `delivery.fields.${k}`),
  ];
  const asked = [...keysAskedFor(), ...built];

  checkKeysAsked(asked, { nb: nb as TextTree, en: en as TextTree }, { keys: ['finish.buyNow', 'receipt.delivery.school-pickup'], atLeast: 60 });

  it('keeps the spec English words', () => {
    expect(en.problems.required).toBe('This is required!');
    expect(en.delivery.resolveFailed).toBe('Error resolving address');
    expect(en.receipt.documentTitle).toBe('Thank you for the order!');
    expect(en.receipt.title).toBe('Order receipt');
    expect(en.steps).toMatchObject({ delivery: 'Delivery', payment: 'Payment', finish: 'Summary and finish', nextStep: 'Next step' });
    expect(en.errors.createTransaction).toBe('Failed to create transaction');
  });

  it('says business day in the singular for 1 and plural otherwise, in both languages', async () => {
    const i18n = createTranslator({ language: 'en', fallbackLanguage: 'nb' });
    i18n.addResourceBundle('nb', 'checkout', nb).addResourceBundle('en', 'checkout', en);
    const t = i18n.getFixedT('checkout');
    expect(t('delivery.businessDays', { count: 1 })).toBe('1 business day');
    expect(t('delivery.businessDays', { count: 5 })).toBe('5 business days');
    expect(t('delivery.businessDays', { count: 0 })).toBe('0 business days');
    await i18n.changeLanguage('nb');
    expect(i18n.getFixedT('checkout')('delivery.businessDays', { count: 1 })).toBe('1 virkedag');
    expect(i18n.getFixedT('checkout')('delivery.businessDays', { count: 3 })).toBe('3 virkedager');
  });
});
