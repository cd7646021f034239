import { signInAsSuperAdmin } from '../support/accounts';
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

test.describe('an admin acts on a report', () => {
  // The suspended member's biodata answers 404 to the reporter, which the browser reports.
  test.use({ expectedConsoleErrors: [/status of 404 .* @ .*\/api\/details\//] });

  test('suspends the reported member: they cannot sign in, their biodata is gone, the audit log keeps it', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    const ownerContext = await browser.newContext({ baseURL });
    const owner = await people.register(ownerContext.request, 'suspended', 'Tania Suspended');
    const biodata = await createBiodataByApi(ownerContext.request, owner);
    const reporterContext = await browser.newContext({ baseURL });
    await people.register(reporterContext.request, 'suspension-reporter', 'Mahir Reporter');
    const reporter = await reporterContext.newPage();

    // A member reports the biodata from its profile.
    await reporter.goto(`/details/${biodata._id}`);
    await reporter.getByRole('button', { name: 'Report this biodata' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this biodata' });
    await dialog.getByRole('radio', { name: 'They asked for money' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reporter.getByText('Thank you. Our team will look into it.')).toBeVisible();

    // The admin finds it on Reports, and suspends its owner for a week.
    await signInAsSuperAdmin(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/dashboard/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const title = `Tania Suspended · Biodata ${biodata.addid}`;
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('They asked for money')).toBeVisible();
    await expect(card.getByText(`Owner: ${owner.email}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: 'e2e/.artifacts/screens/admin-reports-1280.png',
      fullPage: true,
    });
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/.artifacts/screens/admin-reports-375.png', fullPage: true });

    await card.getByRole('button', { name: 'Suspend member' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend this member' });
    await suspend.getByRole('textbox', { name: 'Reason' }).fill('Asked members for money.');
    const weekLater = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await suspend.getByLabel('Ends on').fill(weekLater);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/.artifacts/screens/suspend-dialog-375.png' });
    await suspend.getByRole('button', { name: 'Suspend member' }).click();
    await expect(page.getByText('The member is suspended.')).toBeVisible();
    // Its reports were acted on: the biodata leaves the list.
    await expect(card).toBeHidden();

    // The owner's session ended: their dashboard sends them to sign in, where they are told.
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/dashboard/customer/viewbioData');
    await expect(ownerPage).toHaveURL(/\/signin/);
    await ownerPage.getByLabel('Email').fill(owner.email);
    await ownerPage.getByLabel('Password').fill(owner.password);
    await ownerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    const refusal = ownerPage.getByRole('dialog');
    await expect(
      refusal.getByText(/^Your account is suspended until \d+ \w+ \d{4}\./),
    ).toBeVisible();
    await expect(refusal.getByText(/Reason: Asked members for money\./)).toBeVisible();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(ownerPage).toHaveURL(/\/signin/);

    // The biodata is gone for the reporter.
    await reporter.reload();
    await expect(reporter.getByRole('region', { name: 'Biodata not found' })).toBeVisible();

    // The audit log keeps the suspension, with its reason.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/dashboard/admin/auditLog');
    await page.getByLabel('Target', { exact: false }).fill(owner.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const entries = page.getByRole('table', { name: 'Actions, newest first' }).getByRole('row');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(1)).toContainText('Member suspended');
    await expect(entries.nth(1)).toContainText('Suspended until: Not suspended → Suspended until:');

    // Manage Users shows it, and lifting it lets the owner sign in again.
    await page.goto('/dashboard/admin/manageUsers');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(owner.email);
    // The member is also on the unfiltered first page: act once the search's answer has moved
    // their row, or a click can land as the rows under it change.
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await expect(row.getByText(/^Suspended until /)).toBeVisible();
    await row.getByRole('button', { name: 'Lift the suspension of Tania Suspended' }).click();
    await page.getByRole('button', { name: 'Yes, lift it' }).click();
    await expect(page.getByText('The suspension is lifted.')).toBeVisible();
    await expect(row.getByText(/^Suspended until /)).toBeHidden();
    await ownerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(ownerPage).toHaveURL(/\/dashboard\/customer\/viewbioData$/);

    await ownerContext.close();
    await reporterContext.close();
  });
});
