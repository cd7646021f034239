import { signInAsSuperAdmin, signInByApi } from '../support/accounts';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

// Bengali screens, as a reader whose browser asks for Bengali first sees them (DESIGN D16).
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`in Bengali on a ${name} screen (${viewport.width} px)`, () => {
    test.use({ viewport, locale: 'bn-BD' });

    test('home, the listing and sign-in arrive in Bengali, fit the screen and pass axe', async ({
      page,
    }) => {
      for (const [screen, path, heading] of [
        ['home', '/', 'খুঁজে নিন আপনার উপযুক্ত জীবনসঙ্গী'],
        ['listing', '/matremony/allData', 'আপনার জীবনসঙ্গী বেছে নিন'],
        ['signin', '/signin', 'লগইন'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `e2e/.artifacts/screens/bn-${screen}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    });
  });
}

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test.describe(`member and admin screens in Bengali at ${viewport.width} px`, () => {
    test.use({ viewport, locale: 'bn-BD' });

    test('the biodata form, a profile and Manage Users fit the screen and pass axe', async ({
      page,
      people,
    }) => {
      await people.register(page.request, 'bengali-screens', 'রুমানা সুলতানা');
      const screens: [string, () => Promise<void>][] = [
        [
          'biodata-form',
          async () => {
            await page.goto('/dashboard/customer/editBioData');
            await expect(page.getByRole('group', { name: 'জন্মতারিখ' })).toBeVisible();
          },
        ],
        [
          'details',
          async () => {
            await page.goto('/matremony/allData');
            await page.getByRole('link', { name: 'প্রোফাইল দেখুন' }).first().click();
            await expect(page).toHaveURL(/\/details\//);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          },
        ],
        [
          'manage-users',
          async () => {
            await signInAsSuperAdmin(page);
            await page.goto('/dashboard/admin/manageUsers');
            await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
          },
        ],
      ];
      for (const [name, open] of screens) {
        await open();
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `e2e/.artifacts/screens/bn-${name}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    });
  });
}

test.describe('the language switch', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the first paint of home is already Bengali for a browser that asks for it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'bn-BD', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    // Without its code, the page is what the server sent: the prerendered Bengali home.
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'বায়োডাটা' }),
    ).toBeVisible();
    await context.close();
  });

  test('switches at once, survives a reload, and follows a member to a new browser', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    const member = await people.register(page.request, 'bengali');
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();

    const kept = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/me/language') && response.ok(),
    );
    await nav.getByRole('button', { name: 'বাংলা' }).click();
    await expect(nav.getByRole('link', { name: 'হোম', exact: true })).toBeVisible();
    // The account has it before the member goes to another browser.
    await kept;
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle(/বন্ধন/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(nav.getByRole('link', { name: 'হোম', exact: true })).toBeVisible();

    // Another device: an English browser, signed in as the same member, reads Bengali.
    const elsewhere = await browser.newContext({ baseURL, locale: 'en-US' });
    const other = await elsewhere.newPage();
    await other.goto('/');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await signInByApi(other.request, member, baseURL);
    await other.goto('/matremony/allData');
    await expect(
      other.getByRole('heading', { level: 1, name: 'আপনার জীবনসঙ্গী বেছে নিন' }),
    ).toBeVisible();
    await other.reload();
    await expect(other.locator('html')).toHaveAttribute('lang', 'bn');

    // Back to English on the first browser: the account follows again.
    await nav.getByRole('button', { name: 'English' }).click();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await elsewhere.close();
  });
});
