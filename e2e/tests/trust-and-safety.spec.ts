import { createBiodataByApi } from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

// Issue 21: a member’s way out, reports and blocks.

test.describe('a member hides their biodata', () => {
  // The hidden biodata's page answers 404, which the browser reports; the screen says so.
  test.use({ expectedConsoleErrors: [/status of 404 .* @ .*\/api\/details\//] });

  test('others can no longer find or open it, and can again once it is shown', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    const owner = await people.register(page.request, 'hiding', 'Sumaiya Hidden');
    const biodata = await createBiodataByApi(page.request, owner);

    const viewerContext = await browser.newContext({ baseURL });
    await people.register(viewerContext.request, 'hiding-viewer', 'Rafiq Viewer');
    const viewer = await viewerContext.newPage();
    const profile = viewer.getByRole('heading', { level: 1, name: 'Sumaiya Hidden' });
    await viewer.goto(`/details/${biodata._id}`);
    await expect(profile).toBeVisible();

    // The owner hides it from Your Data, after a confirmation.
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/dashboard/customer/viewbioData');
    const panel = page.getByRole('region', { name: 'Who can see your biodata' });
    await expect(panel.getByText('Visible', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Hide my biodata' }).click();
    await expect(page.getByRole('dialog', { name: 'Hide your biodata?' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide it' }).click();
    await expect(page.getByText('Your biodata is hidden.')).toBeVisible();
    await expect(panel.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^Hidden since /)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: 'e2e/.artifacts/screens/hidden-biodata-375.png',
      fullPage: true,
    });

    // The other member finds it nowhere: its page says there is no such biodata.
    await viewer.reload();
    await expect(viewer.getByRole('region', { name: 'Biodata not found' })).toBeVisible();
    await expect(profile).toBeHidden();

    // Shown again, it is there again.
    await panel.getByRole('button', { name: 'Show my biodata again' }).click();
    await expect(page.getByText('Your biodata is visible again.')).toBeVisible();
    await viewer.reload();
    await expect(profile).toBeVisible();
    await viewerContext.close();
  });
});

test('a member reads how to stay safe on a profile and reports it, once', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await people.register(ownerContext.request, 'reported', 'Nadia Reported');
  const biodata = await createBiodataByApi(ownerContext.request, owner);
  await people.register(page.request, 'reporter', 'Karim Reporter');

  await page.goto(`/details/${biodata._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nadia Reported' })).toBeVisible();
  const safety = page.getByRole('region', { name: 'Stay safe' });
  await expect(
    safety.getByText('Never send money to someone you met here, whatever the reason they give.'),
  ).toBeVisible();

  await safety.getByRole('button', { name: 'Report this biodata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this biodata' });
  await dialog.getByRole('radio', { name: 'They asked for money' }).check();
  await dialog.getByRole('textbox', { name: 'Tell us more' }).fill('Asked for money for a visa.');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/report-dialog.png' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will look into it.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second report while the first is open is not taken again.
  await safety.getByRole('button', { name: 'Report this biodata' }).click();
  await dialog.getByRole('radio', { name: 'It is a fake profile' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByText('You have already reported this biodata. Our team is looking into it.'),
  ).toBeVisible();

  // The owner sees the advice on their own profile, with nothing to report.
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/details/${biodata._id}`);
  const ownSafety = ownerPage.getByRole('region', { name: 'Stay safe' });
  await expect(ownSafety).toBeVisible();
  await expect(ownSafety.getByRole('button', { name: 'Report this biodata' })).toHaveCount(0);
  await ownerContext.close();
});
