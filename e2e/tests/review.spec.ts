import { newPerson, registerByApi, signInByApi, SUPER_ADMIN_EMAIL } from '../support/accounts';
import { createBiodataByApi } from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

// Issue 21: where only verified biodatas are shown (BIODATA_REVIEW=before-publish), a new
// biodata reaches others once an admin verifies it. `npm test` runs a second server in that mode.
const reviewBaseURL = process.env.E2E_REVIEW_BASE_URL!;
const reviewAdmin = {
  email: SUPER_ADMIN_EMAIL,
  password: process.env.E2E_REVIEW_SUPER_ADMIN_PASSWORD ?? '',
};

test.use({
  baseURL: reviewBaseURL,
  // The unverified biodata's page answers 404 to the other member, which the browser reports.
  expectedConsoleErrors: [/status of 404 .* @ .*\/api\/details\//],
});

test('a new biodata waits unseen until an admin verifies it, then shows its Verified badge', async ({
  page,
  browser,
}) => {
  // A member publishes a biodata: they see it waiting; another member cannot find it.
  const ownerContext = await browser.newContext({ baseURL: reviewBaseURL });
  const owner = newPerson('review-owner', 'Sharmin Review');
  await registerByApi(ownerContext.request, owner, reviewBaseURL);
  const biodata = await createBiodataByApi(ownerContext.request, owner, {}, reviewBaseURL);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/customer/viewbioData');
  const standing = ownerPage.getByRole('region', { name: 'Who can see your biodata' });
  await expect(standing.getByText('Not shown yet', { exact: true })).toBeVisible();
  await expect(standing.getByText('Waiting for review', { exact: true })).toBeVisible();
  await expectNoAxeViolations(ownerPage);

  const viewerContext = await browser.newContext({ baseURL: reviewBaseURL });
  await registerByApi(
    viewerContext.request,
    newPerson('review-viewer', 'Imran Viewer'),
    reviewBaseURL,
  );
  const viewer = await viewerContext.newPage();
  await viewer.goto(`/details/${biodata._id}`);
  await expect(viewer.getByRole('region', { name: 'Biodata not found' })).toBeVisible();

  // The admin finds it in the review queue, every field as written, and verifies it.
  await signInByApi(page.request, reviewAdmin, reviewBaseURL);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/dashboard/admin/reviewQueue');
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  const card = page.getByRole('article', { name: `Sharmin Review · Biodata ${biodata.addid}` });
  await expect(card.getByText(/^Never verified before: every fact given is new\./)).toBeVisible();
  await expect(card.getByText('Not yet verified')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/review-queue-1280.png', fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/review-queue-375.png', fullPage: true });
  await card.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The biodata is verified.')).toBeVisible();
  await expect(card).toBeHidden();

  // Now the other member finds it, with its badge, on its page and in the listing.
  await viewer.reload();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Sharmin Review' })).toBeVisible();
  await expect(viewer.getByText(/^Verified by Bondhon's admins on \d+ \w+ \d{4}$/)).toBeVisible();
  await viewer.goto('/matremony/allData?verified=true');
  const listed = viewer.getByRole('article').filter({ hasText: 'Sharmin Review' });
  await expect(listed.getByText(/^Verified by Bondhon's admins on /)).toBeVisible();
  await expectNoAxeViolations(viewer);
  await viewer.screenshot({ path: 'e2e/.artifacts/screens/verified-card-1280.png' });

  // Its owner is told, and reads it on Your Data.
  await ownerPage.reload();
  await expect(standing.getByText('Visible', { exact: true })).toBeVisible();
  await expect(standing.getByText(/^Verified by Bondhon's admins on /)).toBeVisible();
  await ownerPage.goto('/dashboard/customer/notifications');
  await expect(ownerPage.getByText(/and verified it/)).toBeVisible();

  // The audit log keeps the decision.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/dashboard/admin/auditLog');
  await page.getByLabel('Target', { exact: false }).fill(biodata._id);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const entries = page.getByRole('table', { name: 'Actions, newest first' }).getByRole('row');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText('Biodata verified');
  await expect(entries.nth(1)).toContainText('Review: Waiting for review → Review: Verified');

  await ownerContext.close();
  await viewerContext.close();
});
