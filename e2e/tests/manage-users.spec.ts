import { signInAsSuperAdmin, signInByApi } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { enableTwoFactorByApi } from '../support/two-factor';

test('an admin makes a customer admin and premium, sees both in the audit log, and cannot touch the super admin', async ({
  page,
  browser,
  people,
}) => {
  // A customer, in a context of their own; made a customer again after the test.
  const customerContext = await browser.newContext();
  const customer = await people.register(
    customerContext.request,
    'promote-me',
    `Rubina ${Date.now().toString(36)}`,
  );
  await customerContext.close();

  await signInAsSuperAdmin(page);
  await page.goto('/dashboard/admin/manageUsers');
  await page.getByLabel('Search users').fill(customer.name);
  // They are on the unfiltered first page too: act once the search's answer is drawn.
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  const makeAdmin = page.getByRole('switch', { name: `Make Admin: ${customer.name}`, exact: true });
  const makePremium = page.getByRole('switch', {
    name: `Make Premium: ${customer.name}`,
    exact: true,
  });
  await expect(makeAdmin).not.toBeChecked();
  await expectNoAxeViolations(page);

  await makeAdmin.click();
  await expect(page.getByText('User is now admin! 🎉')).toBeVisible();
  await expect(makeAdmin).toBeChecked();

  await makePremium.click();
  await expect(page.getByText('User is now premium!')).toBeVisible();
  await expect(makePremium).toBeChecked();
  // Found by name: the list shows the newest 50 accounts first, and a run makes more than that.
  await page.getByLabel('Search users').fill('Super Admin');
  await expect(
    page.getByRole('switch', { name: 'Make Admin: Super Admin', exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/screens/manage-users.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/manage-users-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Both changes are in the audit log, with who made them and what they changed.
  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Target', { exact: false }).fill(customer.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entries = page.getByRole('table', { name: 'Actions, newest first' }).getByRole('row');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(1)).toContainText('Premium status changed');
  await expect(entries.nth(1)).toContainText('Status: Normal → Status: Premium');
  await expect(entries.nth(2)).toContainText('Role changed');
  await expect(entries.nth(2)).toContainText('Role: Customer → Role: Admin');
  await expect(entries.nth(2)).toContainText(customer.email);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/audit-log.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/audit-log-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The promoted customer is an admin now: they open Manage Users, and cannot change the
  // super admin's role nor their own.
  // Where the server requires admins to use two-step sign-in, they turn it on first.
  await page.context().clearCookies();
  await signInByApi(page.request, customer);
  const config = (await (await page.request.get('/api/config')).json()) as {
    requiresAdminTwoFactor: boolean;
  };
  if (config.requiresAdminTwoFactor) {
    customer.totpSecret = await enableTwoFactorByApi(page.request, customer.password, {
      origin: new URL(page.url()).origin,
    });
  }
  await page.goto('/dashboard/admin/manageUsers');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();

  await page.getByLabel('Search users').fill('Super Admin');
  const superAdminSwitch = page.getByRole('switch', {
    name: 'Make Admin: Super Admin',
    exact: true,
  });
  await expect(superAdminSwitch).toBeDisabled();
  await expect(superAdminSwitch).toHaveAccessibleDescription(
    /super admin's role cannot be changed/,
  );

  await page.getByLabel('Search users').fill(customer.name);
  // They are on the unfiltered first page too: act once the search's answer is drawn.
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await expect(makeAdmin).toBeDisabled();
  await expect(makeAdmin).toHaveAccessibleDescription(/cannot change your own role/);
});
