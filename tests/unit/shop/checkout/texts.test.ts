/**
 * Every text key the checkout, payment and receipt screens ask for exists in Norwegian and
 * English, the two languages have the same keys, and the business-days text follows the count.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../../src/i18n/translator';
import { en } from '../../../../src/shop/checkout/i18n/en';
import { nb } from '../../../../src/shop/checkout/i18n/nb';
import { keysAskedFor as keysAskedIn, leafKeys, resolves, sourceFiles, type TextTree } from '../../../support/textKeys';

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

  it('finds the keys the screens use (the scan works)', () => {
    expect(asked).toContain('finish.buyNow');
    expect(asked).toContain('receipt.delivery.school-pickup');
    expect(asked.length).toBeGreaterThan(60);
  });

  it.each(asked)('%s exists in nb and en', (key) => {
    expect(resolves(nb as TextTree, key), `nb lacks ${key}`).toBe(true);
    expect(resolves(en as TextTree, key), `en lacks ${key}`).toBe(true);
  });

  it('nb and en have the same keys', () => {
    expect(leafKeys(en as TextTree).sort()).toEqual(leafKeys(nb as TextTree).sort());
  });

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
