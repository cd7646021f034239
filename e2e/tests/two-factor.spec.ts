import { superAdmin, signInByApi } from '../support/accounts';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { totpCode } from '../support/two-factor';

const SCREENS = 'e2e/.artifacts/screens';

test('an admin turns on two-step sign-in, then signs in with a code from the app', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const admin = await people.register(page.request, '2fa-admin', 'Nazmul Hasan');

  // The super admin makes them an admin.
  const superContext = await browser.newContext({ baseURL });
  await signInByApi(superContext.request, superAdmin());
  const [account] = (await (
    await superContext.request.get(`/api/users/allData?search=${encodeURIComponent(admin.email)}`)
  ).json()) as { _id: string }[];
  const promoted = await superContext.request.put(`/api/users/role/${account!._id}`, {
    headers: { origin: new URL(baseURL!).origin },
    data: { role: 'admin' },
  });
  expect(promoted.ok()).toBe(true);
  await superContext.close();

  const { requiresAdminTwoFactor } = (await (await page.request.get('/api/config')).json()) as {
    requiresAdminTwoFactor: boolean;
  };
  await page.goto('/dashboard/admin/manageUsers');
  if (requiresAdminTwoFactor) {
    // Where the server requires it, no admin screen opens before it is on.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Turn on two-step sign-in first' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/admin-two-factor-gate.png`, fullPage: true });
    await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Account settings' })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  // Set-up: the password, then the app scans the QR code (here: otplib reads the key).
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByLabel('Your password').fill(admin.password);
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await expect(
    section.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  const key = (await section
    .locator('p', { hasText: 'Key:' })
    .locator('code')
    .textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/two-factor-setup-375.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);

  await section.getByLabel('The 6-digit code your app now shows').fill(totpCode(key));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  // The clean-up signs them in with it too.
  admin.totpSecret = key;

  // Signing in again: the password alone is not enough.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/two-factor-sign-in.png`, fullPage: true });

  await code.fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.goto('/dashboard/admin/manageUsers');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
});
