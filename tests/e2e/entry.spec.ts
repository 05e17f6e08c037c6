import { expect, test } from '@playwright/test';
import { CUSTOMER, openMenu, outbox, signIn, uniqueEmail, useEnglish } from './support';

test.beforeEach(async ({ page }) => useEnglish(page));

test('a new visitor enters a code, registers and sees the new picture set', async ({ page }) => {
  const email = uniqueEmail('noah-parent');
  await page.goto('/');
  const code = page.getByLabel('Code');
  await code.fill('NOAH2');
  await expect(page.getByRole('button', { name: 'Show pictures' })).toBeDisabled();
  await code.fill('NOAH2026');
  await page.getByRole('button', { name: 'Show pictures' }).click();

  await expect(page.getByRole('heading', { name: 'Code validated' })).toBeVisible();
  await expect(page.getByText('Noah Hansen')).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await page.getByLabel('E-mail').fill(`  ${email} `);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  const submit = page.getByRole('button', { name: 'Create account' });
  await page.getByLabel('Mobile number').fill('41234567');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await expect(submit).toBeDisabled();
  await expect(page.getByText("That's too short!").first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('hemmelig1');
  await page.getByLabel('Confirm password').fill('hemmelig1');
  await submit.click();

  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByRole('heading', { name: 'New picture set' })).toBeVisible();
  await expect(page.getByText('Noah Hansen')).toBeVisible();
  await expect(page.getByText('Bergen skole 2026')).toBeVisible();
  const firstPicture = page.locator('main img').first();
  await expect(firstPicture).toBeVisible();
  await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('an existing customer adds a code with their password (Welcome back)', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Code').fill('emma2026');
  await page.getByRole('button', { name: 'Show pictures' }).click();
  await page.getByLabel('E-mail').fill('kunde@example.no');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/wrong|incorrect/i)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByText('Emma Hansen')).toBeVisible();
});

test('an unknown code shows the error under the field', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Code').fill('NOSUCH99');
  await page.getByRole('button', { name: 'Show pictures' }).click();
  await expect(page.getByText('The code is not valid')).toBeVisible();
});

test('sign out, then sign in again through /#login', async ({ page }) => {
  await signIn(page, CUSTOMER.email, CUSTOMER.password);
  await openMenu(page);
  await expect(page.getByText(/Hi, Kari Nordmann/)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.goto('/#login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill('kunde@example.no');
  await page.getByLabel('Password', { exact: true }).fill('de');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText("That's too short!")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await openMenu(page);
  await expect(page.getByText(/Hi, Kari Nordmann/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My picture sets' })).toBeVisible();
});

test('a protected page sends the visitor to sign in and back again', async ({ page }) => {
  await page.goto('/new-picture-set');
  await expect(page).toHaveURL(/#login$/);
  await page.getByLabel('E-mail').fill('kunde@example.no');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
});

test('forgot password: mail, link, new password works and the old does not', async ({ page }) => {
  const email = uniqueEmail('reset');
  // A fresh account, so other tests keep the demo password.
  await page.goto('/');
  await page.getByLabel('Code').fill('SARA2026');
  await page.getByRole('button', { name: 'Show pictures' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Mobile number').fill('91234567');
  await page.getByLabel('Password', { exact: true }).fill('gammelt1');
  await page.getByLabel('Confirm password').fill('gammelt1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
  await openMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.goto('/#login');
  await page.getByRole('button', { name: /Forgot your password/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill('nope');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('button', { name: 'Close' }).first()).toBeVisible();

  let link = '';
  await expect.poll(() => {
    const mail = outbox().find((m) => m.to.includes(email));
    link = mail?.body.match(/https?:\/\/\S+\/reset-password\?resetcode=[A-Za-z0-9_-]+/)?.[0] ?? '';
    return link;
  }).not.toBe('');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel('New password')).toBeVisible();
  await page.getByLabel('New password').fill('nytt pass');
  await expect(page.getByLabel('New password')).toHaveValue('nyttpass');
  await page.getByLabel('Repeat password').fill('nyttpasx');
  await expect(page.getByText("The two passwords doesn't match!")).toBeVisible();
  await page.getByLabel('Repeat password').fill('nyttpass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The password was succesfully updated.')).toBeVisible();

  // The link is single-use.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Sorry, no account connected to this key')).toBeVisible();

  await signIn(page, email, 'gammelt1', { expectSuccess: false });
  await expect(page.getByText(/wrong|incorrect/i)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('nyttpass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await openMenu(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
