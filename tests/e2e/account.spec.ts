/**
 * The account area on a phone (spec 3): the demo customer updates contact information and
 * password (and signs in with the new one), switches a reminder, opens an order's details,
 * and shares a set with two addresses, whose invitations land in the outbox. Every screen is
 * photographed at phone and desktop size.
 */
import { expect, test, type Page } from '@playwright/test';
import type { PictureSet } from '../../src/api/contract/pictureSets';
import { deliveryOptionUuid, paymentOptionUuid } from '../../src/server/db/seed/checkout';
import { personNumber } from '../support/personNumber';
import { addCardLine, CUSTOMER, outbox, screens, signIn, signInInEnglish, useEnglish } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const NEW_PASSWORD = 'nytt-passord-1';
const SCREENS = 'test-results/screens/account';

/** An invoiced order of cards, placed through the API the way the checkout places one; answers its uuid. */
async function placeOrder(page: Page): Promise<string> {
  await addCardLine(page);
  const started = await page.request.post('/api/webshop/checkout');
  expect(started.status(), await started.text()).toBe(200);
  const { checkoutUuid } = (await started.json()) as { checkoutUuid: string };
  const paid = await page.request.post(`/api/webshop/checkout/${checkoutUuid}/transaction`, {
    data: {
      deliveryOptionUuid: deliveryOptionUuid('school-bergen'),
      paymentOptionUuid: paymentOptionUuid('invoice'),
      deliveryOptionData: { contactInfo: { name: 'Kari Nordmann', emailAddress: CUSTOMER.email } },
      paymentOptionData: { pid: personNumber(new Date(1985, 4, 17)) },
      client: 'mobile',
      comment: '',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return ((await paid.json()) as { order: { uuid: string } }).order.uuid;
}

test('the demo customer manages the account on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInInEnglish(page);
  const orderUuid = await placeOrder(page);

  try {
    // The menu, with 'Cancel picture packages' since Emma's package is out for inspection.
    await page.goto('/my-account');
    const menu = page.getByRole('navigation', { name: 'My account menu' });
    await expect(menu.getByRole('link', { name: 'Cancel picture packages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hi, Kari Nordmann!' })).toBeVisible();
    await screens(page, SCREENS, '1-menu', { fullPage: true });

    // Contact information: submit is off while the form is invalid; saving says so.
    await menu.getByRole('link', { name: 'Update contact information' }).click();
    await expect(page).toHaveURL(/\/my-account\/contact-info$/);
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByLabel('City').fill('');
    await expect(save).toBeDisabled();
    await expect(page.getByText('This is required!')).toBeVisible();
    await page.getByLabel('Address', { exact: true }).fill('Storgata 1');
    await page.getByLabel('Address 2').fill('Oppgang B');
    await page.getByLabel('Postal code').fill('0155');
    await page.getByLabel('City').fill('Oslo');
    await page.getByLabel('Mobile phone').fill('12');
    await expect(save).toBeDisabled();
    await page.getByLabel('Mobile phone').fill('412 34 567');
    await save.click();
    await expect(page.getByText('Your contact information is updated.')).toBeVisible();
    await screens(page, SCREENS, '2-contact-info', { fullPage: true });
    const session = (await (await page.request.get('/api/webshop/session')).json()) as { user: { address: { city: string; address2: string } } };
    expect(session.user.address).toMatchObject({ city: 'Oslo', address2: 'Oppgang B' });

    // Password: the spec's two refusals, then a change that the next sign-in uses.
    await menu.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('New password', { exact: true }).fill('abcd');
    await page.getByLabel('Repeat new password').fill('abcd');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The password is not long enough')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await expect(page.getByText('The passwords must match')).toBeVisible();
    await screens(page, SCREENS, '3-change-password-mismatch', { fullPage: true });
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    await screens(page, SCREENS, '3-change-password-done', { fullPage: true });
    await page.context().clearCookies();
    await useEnglish(page);
    await signIn(page, CUSTOMER.email, CUSTOMER.password, { expectSuccess: false });
    await expect(page).toHaveURL(/#login/);
    await signIn(page, CUSTOMER.email, NEW_PASSWORD);

    // Communication: the reminder switch for Emma's set is saved on the server.
    await page.goto('/my-account/communication');
    const reminder = page.getByRole('checkbox', { name: /Emma Hansen/ });
    await expect(reminder).toBeChecked();
    await page.getByText(/Emma Hansen \(/).click();
    await expect(reminder).not.toBeChecked();
    await expect
      .poll(async () => ((await (await page.request.get('/ajax/user/get_subjects_with_reminders_enabled.php')).json()) as { subjects: unknown[] }).subjects)
      .toEqual([]);
    await screens(page, SCREENS, '4-communication', { fullPage: true });

    // Cancel picture packages: the button comes on with a change.
    await page.goto('/my-account/cancel-picture-packages');
    await expect(page.getByRole('checkbox', { name: /Emma Hansen: Keep the package/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await screens(page, SCREENS, '5-cancel-packages', { fullPage: true });

    // Orders: expanding opens the order's route and its details; collapsing goes back.
    await page.goto('/my-account/orders');
    const row = page.getByRole('button', { name: new RegExp(`#${orderUuid.slice(0, 8)}`) });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await screens(page, SCREENS, '6-orders', { fullPage: true });
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/my-account/orders/${orderUuid}$`));
    await expect(page.getByTestId('order-details')).toBeVisible();
    await expect(page.getByTestId('order-details')).toContainText('Total');
    await screens(page, SCREENS, '6-order-details', { fullPage: true });
    await row.click();
    await expect(page).toHaveURL(/\/my-account\/orders$/);
    await expect(page.getByTestId('order-details')).toHaveCount(0);

    // Add picture set: the button waits for 5 characters; a wrong code says so.
    await page.goto('/my-account/add-picture-set');
    const add = page.getByRole('button', { name: 'Add picture set' });
    await page.getByRole('textbox').fill('FEIL');
    await expect(add).toBeDisabled();
    await page.getByRole('textbox').fill('FEIL1');
    await add.click();
    await expect(page.getByText('The code is not valid')).toBeVisible();
    await screens(page, SCREENS, '7-add-picture-set', { fullPage: true });

    // Share: choose the set, two addresses (and one that is not), send, and find both mails.
    const before = outbox().length;
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Share picture sets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share picture sets' });
    await expect(dialog.getByRole('button', { name: 'Select picture set(s)' })).toBeDisabled();
    await screens(page, SCREENS, '8-share-select', { fullPage: true });
    await dialog.getByText('Emma Hansen').click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('button', { name: 'Please add recipients' })).toBeDisabled();
    await dialog.getByLabel('Email address').fill('mormor@example.no');
    await dialog.getByRole('button', { name: '+ Add another address' }).click();
    await dialog.getByLabel('Email address').nth(1).fill('not-an-address');
    await dialog.getByRole('button', { name: '+ Add another address' }).click();
    await dialog.getByLabel('Email address').nth(2).fill('morfar@example.no');
    await expect(dialog.getByRole('button', { name: 'Send invite to 2 recipients' })).toBeEnabled();
    await screens(page, SCREENS, '8-share-recipients', { fullPage: true });
    await dialog.getByRole('button', { name: 'Send invite to 2 recipients' }).click();
    await expect(dialog.getByTestId('share-receipt')).toContainText('mormor@example.no');
    await expect(dialog.getByTestId('share-receipt')).toContainText('morfar@example.no');
    await screens(page, SCREENS, '8-share-receipt', { fullPage: true });
    // The invitations are queued with the answer; the server's worker writes them a moment later.
    await expect.poll(() => outbox().length).toBe(before + 2);
    const mails = outbox().slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['morfar@example.no', 'mormor@example.no']);
    expect(mails[0]!.body).toContain('/?code=EMMA2026');
    await dialog.getByRole('button', { name: 'Send more invites' }).click();
    await expect(dialog.getByRole('button', { name: 'Select picture set(s)' })).toBeDisabled();
  } finally {
    // Other journeys sign in as the demo customer with the demo password and expect its reminders on.
    await page.request.post('/ajax/user/update_password.php', { data: { password: CUSTOMER.password, reTypePassword: CUSTOMER.password } });
    const { pictureSets } = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as { pictureSets: PictureSet[] };
    await page.request.post('/ajax/user/set_reminders_disabled_status.php', {
      data: { subjects: pictureSets.map((s) => ({ uuid: s.subject.uuid, name: s.subject.name, remindersEnabled: true })) },
    });
  }
});
