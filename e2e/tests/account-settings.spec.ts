import { signInByApi } from '../support/accounts';
import { createBiodataByApi } from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

const SCREENS = 'e2e/.artifacts/screens';

test('a member closes the account: the biodata leaves the listing and another member’s favourites', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const owner = await people.register(page.request, 'closing', 'Shirin Akter');
  const biodata = await createBiodataByApi(page.request, owner);

  // Another member keeps the owner's biodata among their favourites.
  const fanContext = await browser.newContext({ baseURL });
  const fan = await people.register(fanContext.request, 'closing-fan', 'Kamrul Islam');
  const favourite = await fanContext.request.post('/api/favourites', {
    headers: { origin: new URL(baseURL!).origin },
    data: { userEmail: fan.email, biodataId: biodata._id },
  });
  expect(favourite.ok()).toBe(true);
  const fanPage = await fanContext.newPage();
  await fanPage.goto('/dashboard/customer/favorites');
  const favourites = fanPage.getByRole('table', { name: /favourite biodata/ });
  await expect(
    favourites.getByRole('row').filter({ hasText: String(biodata.addid) }),
  ).toBeVisible();

  // The owner opens account settings from the dashboard menu.
  await page.goto('/dashboard/customer/viewbioData');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Account settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
    'href',
    '/api/users/me/data',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/account-settings.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'account settings scroll sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/account-settings-375.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);

  // A wrong password closes nothing.
  const closing = page.getByRole('region', { name: 'Close your account' });
  await closing.getByLabel('Your password').fill('not the password');
  await closing.getByRole('button', { name: 'Close my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close my account' }).click();
  await expect(closing.getByText('That password is not right.')).toBeVisible();

  await closing.getByLabel('Your password').fill(owner.password);
  await closing.getByRole('button', { name: 'Close my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close my account' }).click();
  await expect(
    page.getByText('Your account is closed. Thank you for using Bondhon.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
  ).toBeVisible();

  // The biodata is gone from the listing's API and from the other member's favourites.
  const details = await fanContext.request.get(`/api/details/${biodata._id}`);
  expect(details.status()).toBe(404);
  await fanPage.reload();
  await expect(fanPage.getByText('No favourites yet')).toBeVisible();
  await fanContext.close();

  // And the old password signs nobody in.
  await expect(signInByApi(page.request, owner)).rejects.toThrow(/sign-in failed: 401/);
});
