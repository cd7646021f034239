import { createBiodataByApi } from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

// Issue 21: a member's way out, reports and blocks.

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
