import { createBiodataByApi, dobYearsAgo } from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

// Issue 21: a member blocks another from their profile, and unblocks them from Blocked members.

const SCREENS = 'e2e/.artifacts/screens';
/** The listing narrowed to 18-year-old brides of Barisal: the blocked member's card is there. */
const NARROW_LISTING = '/matremony/allData?maxAge=18&type=Female&division=Barisal&page=1';

test.describe('a member blocks another', () => {
  // The blocked biodata's page answers 404, which the browser reports; the screen says so.
  test.use({ expectedConsoleErrors: [/status of 404 .* @ .*\/api\/details\//] });

  test('from their profile, then no longer finds them, and finds them again once unblocked', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    const blockedContext = await browser.newContext({ baseURL });
    const blocked = await people.register(blockedContext.request, 'blocked', 'Jharna Blocked');
    const biodata = await createBiodataByApi(blockedContext.request, blocked, {
      dob: dobYearsAgo(18),
      permanentDivision: 'Barisal',
    });
    const blocker = await people.register(page.request, 'blocker', 'Shirin Blocker');

    const grid = page.getByRole('region', { name: 'Biodatas' });
    const card = grid.locator('article').filter({ hasText: 'Jharna Blocked' });
    await page.goto(NARROW_LISTING);
    await expect(card).toBeVisible();

    // On her profile, Stay safe offers Block this member beside Report, at both widths.
    const profile = page.getByRole('heading', { level: 1, name: 'Jharna Blocked' });
    const safety = page.getByRole('region', { name: 'Stay safe' });
    const blockButton = safety.getByRole('button', { name: 'Block this member' });
    for (const [width, viewport] of [
      [1280, VIEWPORTS.desktop],
      [375, VIEWPORTS.mobile],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/details/${biodata._id}`);
      await expect(profile).toBeVisible();
      await expect(safety.getByRole('button', { name: 'Report this biodata' })).toBeVisible();
      await expect(blockButton).toBeVisible();
      await expectNoAxeViolations(page);
      await safety.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/block-on-profile-${width}.png` });
    }

    // Blocking asks first, saying what it does; Cancel changes nothing.
    await blockButton.click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('heading', { name: 'Block this member?' })).toBeVisible();
    await expect(confirm.getByText(/Neither of you will see the other's biodata/)).toBeVisible();
    await expect(confirm.getByText(/They are not told\./)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/block-confirm-375.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(profile).toBeVisible();

    // Confirmed, it leaves the profile for the listing, with a toast.
    await blockButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, block' }).click();
    await expect(
      page.getByText("Blocked. You will not see each other's biodata any more."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/matremony\/allData$/);

    // The card is gone from the blocker's listing, and the page is not found for her.
    await page.goto(NARROW_LISTING);
    await expect(grid).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto(`/details/${biodata._id}`);
    await expect(page.getByRole('region', { name: 'Biodata not found' })).toBeVisible();
    await expect(profile).toBeHidden();

    // Nor does the blocked member see the blocker's: she has a biodata too, which is not found.
    const blockersOwn = await createBiodataByApi(page.request, blocker);
    const blockedPage = await blockedContext.newPage();
    await blockedPage.goto(`/details/${blockersOwn._id}`);
    await expect(blockedPage.getByRole('region', { name: 'Biodata not found' })).toBeVisible();

    // Blocked members lists the block; Unblock asks first, then all is back.
    for (const [width, viewport] of [
      [1280, VIEWPORTS.desktop],
      [375, VIEWPORTS.mobile],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/customer/blocked');
      await expect(page.getByRole('heading', { level: 1, name: 'Blocked members' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '1 blocked member' })).toBeVisible();
      await expect(page.getByText('Jharna Blocked').filter({ visible: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SCREENS}/blocked-members-${width}.png`, fullPage: true });
    }
    await page
      .getByRole('button', { name: `Unblock Biodata ID ${biodata.addid}` })
      .filter({ visible: true })
      .click();
    const unblockConfirm = page.getByRole('dialog');
    await expect(
      unblockConfirm.getByRole('heading', { name: 'Unblock this member?' }),
    ).toBeVisible();
    await unblockConfirm.getByRole('button', { name: 'Yes, unblock' }).click();
    await expect(page.getByText('Unblocked.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have not blocked anyone' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/blocked-members-empty-375.png`, fullPage: true });

    await page.goto(NARROW_LISTING);
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(profile).toBeVisible();
    await blockedPage.reload();
    await expect(
      blockedPage.getByRole('heading', { level: 1, name: 'Shirin Blocker' }),
    ).toBeVisible();
    await blockedContext.close();
  });

  test('Blocked members is in the dashboard menu, and says how to block when empty', async ({
    page,
    people,
  }) => {
    await people.register(page.request, 'never-blocked', 'Nila Open');
    await page.goto('/dashboard/customer/favorites');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Blocked members' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/customer\/blocked$/);
    await expect(page.getByRole('heading', { name: 'You have not blocked anyone' })).toBeVisible();
  });
});
