import { expect, expectNoAxeViolations, test } from '../support/fixtures';

/** Every route of spec §2 with the heading its screen shows. */
const ROUTES: [path: string, heading: string][] = [
  ['/', 'Find your perfect life partner'],
  ['/signup', 'Register now!'],
  ['/signin', 'Sign In'],
  ['/matremony/allData', 'Choose Your Partner'],
  ['/details/1', 'Biodata details'],
  ['/dashboard/admin/adminDashBoard', 'Dashboard Overview'],
  ['/dashboard/admin/manageUsers', 'Manage Users'],
  ['/dashboard/admin/approvedContactRequest', 'Approve Contact Requests'],
  ['/dashboard/admin/approvedPremium', 'Premium Requests'],
  ['/dashboard/customer/viewbioData', 'Your Biodata'],
  ['/dashboard/customer/contactRequest', 'My Contact Requests'],
  ['/dashboard/customer/favorites', 'My Favourite Biodatas'],
  ['/dashboard/customer/editBioData', 'Create Your Biodata'],
];

for (const [path, heading] of ROUTES) {
  test(`${path} renders its screen "${heading}" inside the layout, with no axe violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the dashboard areas open on their first screen', async ({ page }) => {
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/admin\/adminDashBoard$/);
  await page.goto('/dashboard/customer');
  await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
});

test('the admin area shows the admin menu and any other area the customer menu', async ({
  page,
}) => {
  await page.goto('/dashboard/admin/manageUsers');
  const adminMenu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const item of ['Admin Dashboard', 'Manage Users', 'Approved Premium', 'Approved Contact']) {
    await expect(adminMenu.getByRole('link', { name: item })).toBeVisible();
  }
  await page.goto('/dashboard/customer/favorites');
  const customerMenu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const item of ['Favorite', 'Edit Biodata', 'Contact Request', 'Your Data']) {
    await expect(customerMenu.getByRole('link', { name: item })).toBeVisible();
  }
});

test('an unknown page says so and links home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
