import { signInAsSuperAdmin } from '../support/accounts';
import { isFirstElementShown, rememberFirstElement, waitForHydration } from '../support/hydration';
import { openMobileMenu } from '../support/menu';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const PUBLIC_ROUTES: [path: string, heading: string][] = [
  ['/', 'Find your perfect life partner'],
  ['/signup', 'Register now!'],
  ['/signin', 'Sign In'],
  ['/matremony/allData', 'Choose Your Partner'],
];
const CUSTOMER_ROUTES: [path: string, heading: string][] = [
  ['/dashboard/customer/viewbioData', 'Your Biodata'],
  ['/dashboard/customer/contactRequest', 'My Contact Requests'],
  ['/dashboard/customer/favorites', 'My Favourite Biodatas'],
  ['/dashboard/customer/editBioData', 'Create Your Biodata'],
  ['/dashboard/customer/blocked', 'Blocked members'],
];
const ADMIN_ROUTES: [path: string, heading: string][] = [
  ['/dashboard/admin/adminDashBoard', 'Dashboard Overview'],
  ['/dashboard/admin/manageUsers', 'Manage Users'],
  ['/dashboard/admin/approvedContactRequest', 'Approve Contact Requests'],
  ['/dashboard/admin/approvedPremium', 'Premium Requests'],
];

async function expectScreen(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const [path, heading] of PUBLIC_ROUTES) {
  test(`${path} shows "${heading}" to visitors, with no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectScreen(page, heading);
  });
}

for (const [path, heading] of [PUBLIC_ROUTES[0]!, PUBLIC_ROUTES[3]!]) {
  test(`${path} arrives as HTML and is hydrated, not rendered again`, async ({ page }) => {
    await rememberFirstElement(page, 'main');
    const html = await (await page.request.get(path)).text();
    expect(html, 'the page as sent').toContain(`>${heading}</h1>`);
    // Its language and direction: the app sets neither again, which would restyle the whole page.
    expect(html, 'the page as sent').toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/i);

    await page.goto(path);
    // Interactive: the app's code has run and handles the menu button.
    await page.setViewportSize({ width: 375, height: 800 });
    await openMobileMenu(page);
    expect(
      await isFirstElementShown(page, 'main'),
      'the prerendered <main> is the one on screen',
    ).toBe(true);
  });
}

test('a prerendered page keeps the footer it was sent while the footer’s code loads', async ({
  page,
}) => {
  await rememberFirstElement(page, 'footer');
  // The footer's code (lazy) arrives only after the session has and the app has taken over: the
  // layout renders again then, and that must not reach the footer still waiting to hydrate.
  const sessionAnswered = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/auth/get-session'),
  );
  let releaseFooterCode = () => {};
  const footerCodeReleased = new Promise<void>((resolve) => {
    releaseFooterCode = resolve;
  });
  await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
    await footerCodeReleased;
    await route.continue();
  });

  await page.goto('/');
  await sessionAnswered;
  await waitForHydration(page);
  expect(
    await isFirstElementShown(page, 'footer'),
    'the footer as sent, while its code is held back',
  ).toBe(true);

  releaseFooterCode();
  // Hydrated: React has taken the footer on screen as its own (its fiber is on the element).
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
  });
  expect(await isFirstElementShown(page, 'footer'), 'the footer as sent, hydrated').toBe(true);
});

test('a visitor’s listing arrives with its first page of cards, hydrated, not drawn again', async ({
  page,
}) => {
  const html = await (await page.request.get('/matremony/allData')).text();
  expect(html, 'the page as sent').toMatch(/<article[\s>][\s\S]*<img [^>]*src="[^"]+"/);
  expect(html, 'with the data it shows').toContain(
    '<script type="application/json" id="seeded-queries">',
  );
  // The first card's photo.
  await rememberFirstElement(page, 'article img');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/matremony/allData');
  // Interactive: the app's code has run and handles the menu button.
  await openMobileMenu(page);
  await waitForHydration(page);
  // The page holds its cards and who reads them (no one): the app asks for neither again.
  expect(apiCalls, 'API calls as the app takes the page over').toEqual([]);
  expect(
    await isFirstElementShown(page, 'article img'),
    'the first card as sent is the one on screen',
  ).toBe(true);
  await expectNoAxeViolations(page);
});

test('a member’s listing page names its code and first page of cards, fetched once', async ({
  page,
  people,
}) => {
  await people.register(page.request, 'routes-listing');
  const html = await (await page.request.get('/matremony/allData')).text();
  expect(html, 'the page as sent').toMatch(/<link rel="modulepreload"[^>]*biodata-listing-/);
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials"');

  const searches: string[] = [];
  const sessions: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/biodatas/search') searches.push(request.url());
    if (pathname === '/api/auth/get-session') sessions.push(request.url());
  });
  await page.goto('/matremony/allData');
  await expect(
    page.getByRole('region', { name: 'Biodatas' }).locator('article').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }),
  ).toBeVisible();
  // The page's preloads are the app's own calls: one request each, not a preload and a fetch.
  expect(searches).toHaveLength(1);
  expect(sessions).toHaveLength(1);
});

test.describe('a page whose code cannot be downloaded', () => {
  // The browser reports the failed download, and React the error its boundary shows.
  // One pattern: Playwright reads a second array item as the option's settings.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED|Failed to fetch dynamically imported/] });

  test('says so with a way to reload, instead of staying blank', async ({ page }) => {
    await page.route(/\/assets\/biodata-listing-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/matremony/allData');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });
});

test('protected routes send visitors to sign in', async ({ page }) => {
  for (const path of [
    '/details/1',
    '/dashboard/customer/favorites',
    '/dashboard/admin/manageUsers',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  }
});

test('every customer screen renders for a signed-in customer, with no axe violations', async ({
  page,
  people,
}) => {
  await people.register(page.request, 'routes-customer');
  for (const [path, heading] of CUSTOMER_ROUTES) {
    await page.goto(path);
    await expectScreen(page, heading);
  }
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const item of [
    'Favorite',
    'Edit Biodata',
    'Contact Request',
    'Your Data',
    'Account settings',
    'Blocked members',
  ]) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
});

test('every admin screen renders for an admin, with no axe violations', async ({ page }) => {
  await signInAsSuperAdmin(page);
  for (const [path, heading] of ADMIN_ROUTES) {
    await page.goto(path);
    await expectScreen(page, heading);
  }
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const item of [
    'Admin Dashboard',
    'Manage Users',
    'Approved Premium',
    'Approved Contact',
    'Account settings',
  ]) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
});

test('a signed-in customer who opens the admin area lands in their own dashboard', async ({
  page,
  people,
}) => {
  await people.register(page.request, 'nosy-customer');
  await page.goto('/dashboard/admin/manageUsers');
  await expect(page).toHaveURL(/\/dashboard\/customer\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeHidden();
});

test('the dashboard areas open on their first screen', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/admin\/adminDashBoard$/);
  await page.goto('/dashboard/customer');
  await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
});

test('an unknown page says so and links home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
