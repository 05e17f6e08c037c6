import { expect, test, type Page } from '@playwright/test';
import type { PictureSet } from '../../src/api/contract/pictureSets';
import type { Session } from '../../src/api/contract/user';
import { screens, signInInEnglish, unfinishedPicturesInView } from './support';

/**
 * The account's picture sets on a phone (spec 3 'Picture set list', 'Picture set detail', 'New
 * picture set screen', 'Favorites', 'Yearbook pose'): the demo customer looks at their sets,
 * adds Sara's with its code, marks favourites and chooses a yearbook pose, and the account shows
 * the choices afterwards. Every screen is photographed at phone and desktop size.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

const SCREENS = 'test-results/screens/pictures';
const LOADED = { timeout: 45_000 };

const picturesLoaded = (page: Page) => expect.poll(() => unfinishedPicturesInView(page), LOADED).toBe(0);

const json = async <T,>(page: Page, url: string) => (await (await page.request.get(url)).json()) as T;

test('the customer views the sets, adds Sara by code, marks favourites and chooses a yearbook pose', async ({ page }) => {
  test.setTimeout(240_000);
  await signInInEnglish(page);

  // The list: Emma's set with its thumbnails (7 pictures: 6 shown and +1), View and Buy products.
  await page.goto('/my-account/picture-sets');
  const emmaCard = page.getByTestId('picture-set-card').filter({ hasText: 'Emma Hansen' });
  await expect(emmaCard).toContainText('Bergen skole 2026');
  await expect(emmaCard.getByTestId('more-pictures')).toHaveText('+1');
  await screens(page, SCREENS, '1-list', { settle: picturesLoaded });
  await emmaCard.getByRole('button', { name: 'More for Emma Hansen' }).click();
  await expect(page.getByRole('menuitem', { name: 'Select favorites' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Choose yearbook pose' })).toBeVisible();
  await screens(page, SCREENS, '2-list-menu', { settle: picturesLoaded });
  await page.keyboard.press('Escape');

  // The detail of Emma's set: actions and the pictures, each opening full size.
  await emmaCard.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/my-account\/picture-sets\/[0-9a-f-]{36}$/);
  const actions = page.getByTestId('picture-set-actions');
  for (const name of ['Set favorites', 'Set yearbook pose', 'Buy digital pictures']) await expect(actions.getByRole('link', { name })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Buy products' })).toBeVisible();
  await expect(page.getByTestId('picture-tile')).toHaveCount(7);
  await screens(page, SCREENS, '3-detail', { settle: picturesLoaded });
  await page.getByRole('button', { name: /Show picture .* full size/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await screens(page, SCREENS, '4-detail-picture', { settle: picturesLoaded });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

  // Sara's set by its code on the front page; the new set screen leads to favourites.
  await page.goto('/');
  await page.getByLabel('Code').fill('SARA2026');
  await page.getByRole('button', { name: 'Add pictures' }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/, LOADED);
  await expect(page.getByTestId('subject-name')).toHaveText('Sara Lunde');
  await expect(page.getByTestId('picture-count')).toHaveText('7 pictures');
  await screens(page, SCREENS, '5-new-set', { settle: picturesLoaded });
  await page.getByRole('link', { name: 'Next' }).click();

  // Favourites: two hearts, and a third from the full-size view.
  await expect(page).toHaveURL(/\/new-picture-set\/favorites$/);
  await expect(page.getByRole('heading', { name: 'Select your favorites' })).toBeVisible();
  await expect(page.getByText('We notice you have many pictures. Please select your favorites to reduce the amount.')).toBeVisible();
  const footer = page.getByTestId('flow-footer');
  await expect(footer).toContainText('0 of 7');
  await expect(footer.getByRole('link', { name: 'Skip' })).toBeVisible();
  await screens(page, SCREENS, '6-favorites', { settle: picturesLoaded });
  const hearts = page.getByTestId('favorite-toggle');
  await hearts.nth(0).click();
  await hearts.nth(3).click();
  await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(footer).toContainText('2 of 7');
  await expect(footer.getByRole('link', { name: 'Next' })).toBeVisible();
  await page.getByRole('button', { name: /Show picture 0433-2 full size/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark as favorite' }).click();
  await expect(dialog.getByRole('button', { name: 'Unmark favorite' })).toBeVisible();
  await screens(page, SCREENS, '7-favorites-picture', { settle: picturesLoaded });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(footer).toContainText('3 of 7');
  // Saved on the server, not only on screen.
  const sara = (await json<Session>(page, '/api/webshop/session')).currentPictureSetUuid!;
  const saved = await json<{ pictureSet: PictureSet }>(page, `/api/webshop/user/picture-sets/${sara}`);
  await expect.poll(async () => (await json<{ pictureSet: PictureSet }>(page, `/api/webshop/user/picture-sets/${sara}`)).pictureSet.pictures.filter((p) => p.isUserFavorite).length).toBe(3);
  expect(saved.pictureSet.subject.name).toBe('Sara Lunde');
  await footer.getByRole('link', { name: 'Next' }).click();

  // Yearbook pose: two poses, so the first pose's own route; only Sara's five portraits to choose from.
  await expect(page).toHaveURL(/\/new-picture-set\/yearbook-pose\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('pose-name')).toHaveText('Yearbook picture');
  await expect(page.getByTestId('pose-of')).toHaveText('1 of 2');
  await expect(page.getByTestId('pose-instructions')).toContainText('without sunglasses');
  await expect(page.getByTestId('picture-tile')).toHaveCount(5);
  await expect(page.getByTestId('pose-footer')).toHaveText('No picture selected');
  await expect(footer.getByRole('link', { name: 'Skip' })).toBeVisible();
  await screens(page, SCREENS, '8-yearbook', { settle: picturesLoaded });
  await page.getByRole('radio', { name: 'Choose picture 0433-3 as yearbook pose' }).click();
  await expect(page.getByRole('radio', { name: 'Choose picture 0433-3 as yearbook pose' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('pose-footer')).toHaveText('Selected: picture 0433-3');
  // The full-size view sets another one, then knows it as the current pose.
  await page.getByRole('button', { name: 'Show picture 0433-2 full size' }).click();
  await dialog.getByRole('button', { name: 'Set as yearbook pose' }).click();
  await expect(dialog.getByRole('button', { name: 'Current yearbook pose' })).toBeDisabled();
  await screens(page, SCREENS, '9-yearbook-picture', { settle: picturesLoaded });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('pose-footer')).toHaveText('Selected: picture 0433-2');
  await expect(page.getByText('Select yearbook pose', { exact: true })).toBeVisible();
  await screens(page, SCREENS, '10-yearbook-chosen', { settle: picturesLoaded });
  await footer.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByTestId('pose-of')).toHaveText('2 of 2');
  await expect(page.getByTestId('pose-name')).toHaveText('Student ID card');
  // The page is titled and worded by its own pose, not the yearbook's.
  await expect(page).toHaveTitle('Student ID card');
  await expect(page.getByText('Choose the picture for student id card')).toBeVisible();
  await screens(page, SCREENS, '11-second-pose', { settle: picturesLoaded });
  await footer.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/products\/packages$/);
  const afterPose = await json<{ pictureSet: PictureSet }>(page, `/api/webshop/user/picture-sets/${sara}`);
  expect(afterPose.pictureSet.yearbookPoses).toEqual([{ pictureClientRef: 'NL26-0433-IP2', jobYearbookPoseUuid: expect.any(String) }]);

  // Back in the account: Sara's set splits favourites from the rest; her pose comes first in the picker.
  await page.goto('/my-account/picture-sets');
  const saraCard = page.getByTestId('picture-set-card').filter({ hasText: 'Sara Lunde' });
  await saraCard.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Favorites', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Non Favorites' })).toBeVisible();
  await screens(page, SCREENS, '11-detail-favorites', { settle: picturesLoaded });
  await page.getByTestId('picture-set-actions').getByRole('link', { name: 'Set yearbook pose' }).click();
  await expect(page.getByRole('heading', { name: 'Yearbook pose', exact: true })).toBeVisible();
  await expect(page.getByTestId('yearbook-expiry')).toContainText('You can choose the yearbook picture until');
  await expect(page.getByTestId('picture-tile').first()).toHaveAttribute('data-chosen', 'true');
  await expect(page.getByRole('radio').first()).toHaveAccessibleName('Choose picture 0433-2 as yearbook pose');
  await screens(page, SCREENS, '12-account-yearbook', { settle: picturesLoaded });
  await page.goto(`/my-account/picture-sets/${sara}/favorites`);
  await expect(page.getByTestId('flow-footer')).toContainText('3 of 7');
  await screens(page, SCREENS, '13-account-favorites', { settle: picturesLoaded });

  // Someone else's (or no) set: the not-found message.
  await page.goto('/my-account/picture-sets/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Picture set not found.', { exact: false })).toBeVisible();
  await screens(page, SCREENS, '14-not-found', { settle: picturesLoaded });

  // Olav's kindergarten set: too few pictures for favourites, and its job has no yearbook poses.
  expect((await (await page.request.get('/ajax/prophoto/add_picture_set_by_code.php?code=OLAV2026')).json()) as object).toMatchObject({ valid: true });
  const olav = (await json<Session>(page, '/api/webshop/session')).currentPictureSetUuid!;
  await page.goto(`/my-account/picture-sets/${olav}/favorites`);
  await expect(page.getByTestId('favorites-not-available')).toHaveText('Selecting favorites is not available for this picture set.');
  await screens(page, SCREENS, '15-favorites-not-available', { settle: picturesLoaded });
  await page.goto(`/my-account/picture-sets/${olav}/yearbook-pose`);
  await expect(page.getByTestId('yearbook-closed')).toHaveText('Yearbook pose selection not available');
  await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
  await screens(page, SCREENS, '16-yearbook-not-available', { settle: picturesLoaded });

  // The retouch service dialog of a picture with retouching chosen (the set's answer given two tasks here).
  await page.route(`**/api/webshop/user/picture-sets/${sara}`, async (route) => {
    const answer = (await (await route.fetch()).json()) as { pictureSet: PictureSet };
    answer.pictureSet.pictures[0].userRetouchTasks = [
      { uuid: '1', name: 'Skin smoothing' },
      { uuid: '2', name: 'Remove blemishes' },
    ];
    await route.fulfill({ json: answer });
  });
  // Opened from the list: the browser loads the set (a page opened at its address comes with the server's answer).
  // Tapped once the list is taken over (its code and pictures in, the network quiet): this step is
  // about the browser's own load of the set; a tap before that is held and given back by the early
  // taps script, which ssr.spec tests.
  await page.goto('/my-account/picture-sets', { waitUntil: 'networkidle' });
  await page.locator(`a[href$="/my-account/picture-sets/${sara}"]`).first().click();
  await expect(page.getByTestId('retouch-badge')).toHaveCount(1);
  await page.getByRole('button', { name: 'Show picture 0433-1 full size' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retouch service' }).click();
  const retouch = page.getByRole('dialog', { name: 'Retouch service' });
  await expect(retouch.getByTestId('retouch-tasks')).toHaveText(['Skin smoothing', 'Remove blemishes'].join(''));
  await screens(page, SCREENS, '17-retouch-service', { settle: picturesLoaded });
  await retouch.getByRole('button', { name: 'Close' }).last().click();
  await expect(retouch).toBeHidden();
});
