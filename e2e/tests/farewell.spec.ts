import type { Page } from '@playwright/test';
import { signInAsSuperAdmin, type Person } from '../support/accounts';
import { createBiodataByApi } from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { headDownHome } from '../support/home';

// Issue 21: deleting one's biodata with a reason, success stories, and safety notes.

const SCREENS = 'e2e/.artifacts/screens';

/** Deletes the page's member's biodata from Your Data as married through Bondhon to `spouse`. */
async function deleteAsMarried(
  page: Page,
  member: Person,
  { spouseAddid, story }: { spouseAddid: number; story: string },
  screenshot?: string,
) {
  await page.goto('/dashboard/customer/viewbioData');
  const section = page.getByRole('region', { name: 'Delete my biodata' });
  await section.getByRole('button', { name: 'Delete my biodata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your biodata' });
  await expect(dialog.getByText('Only need a break?')).toBeVisible();
  await dialog.getByRole('radio', { name: 'I married through Bondhon' }).check();
  await dialog.getByRole('textbox', { name: /spouse’s Biodata ID/ }).fill(String(spouseAddid));
  await dialog.getByRole('checkbox', { name: /Share our story/ }).check();
  await dialog.getByRole('textbox', { name: /Your words/ }).fill(story);
  await dialog.getByLabel('Your password').fill(member.password);
  if (screenshot) {
    await expectNoAxeViolations(page);
    await dialog.screenshot({ path: screenshot });
  }
  await dialog.getByRole('button', { name: 'Delete my biodata for good' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Your Data's no-biodata state, below the kind word.
  await expect(page.getByRole('link', { name: /Create your biodata/i })).toBeVisible();
}

test('a couple both delete their biodatas as married through Bondhon, and their story is on the home page', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const bride = await people.register(page.request, 'farewell-bride', 'Sharmin Farewell');
  const brideBiodata = await createBiodataByApi(page.request, bride);
  const groomContext = await browser.newContext({ baseURL });
  const groom = await people.register(groomContext.request, 'farewell-groom', 'Tanvir Farewell');
  const groomBiodata = await createBiodataByApi(groomContext.request, groom, {
    biodataType: 'Male',
    mobile: '01812345679',
  });

  // She deletes hers first, naming him, on a phone.
  await page.setViewportSize(VIEWPORTS.mobile);
  await deleteAsMarried(
    page,
    bride,
    { spouseAddid: groomBiodata.addid, story: 'Our families met through Bondhon.' },
    `${SCREENS}/farewell-dialog-375.png`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/farewell-congratulations-375.png`, fullPage: true });

  // He is told, and confirms by deleting his, naming her.
  const groomPage = await groomContext.newPage();
  await groomPage.setViewportSize(VIEWPORTS.desktop);
  await groomPage.goto('/dashboard/customer/notifications');
  await expect(
    groomPage.getByText(
      `A member (Biodata ID ${brideBiodata.addid}) deleted their biodata saying they married you through Bondhon.`,
      { exact: false },
    ),
  ).toBeVisible();
  await deleteAsMarried(groomPage, groom, {
    spouseAddid: brideBiodata.addid,
    story: 'Alhamdulillah, a blessing for both families.',
  });
  await expect(groomPage.getByText('Your story is now on Bondhon’s home page.')).toBeVisible();
  await groomContext.close();

  // A visitor finds their story on the home page, below the fold.
  const visitorContext = await browser.newContext({ baseURL });
  const home = await visitorContext.newPage();
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await home.setViewportSize(viewport);
    await home.goto('/');
    await headDownHome(home);
    const stories = home.getByRole('region', { name: 'Married through Bondhon' });
    await stories.scrollIntoViewIfNeeded();
    const card = stories.getByRole('listitem').filter({ hasText: 'Sharmin & Tanvir' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Our families met through Bondhon.')).toBeVisible();
    await expect(card.getByText('Alhamdulillah, a blessing for both families.')).toBeVisible();
    // First names only.
    await expect(stories.getByText('Farewell')).toHaveCount(0);
    await expectNoAxeViolations(home);
    await home.screenshot({
      path: `${SCREENS}/home-success-story-${viewport.width}.png`,
      fullPage: true,
    });
  }

  // An admin takes it down from the overview; it leaves the home page.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsSuperAdmin(admin);
  await admin.setViewportSize(VIEWPORTS.desktop);
  await admin.goto('/dashboard/admin/adminDashBoard');
  const adminStories = admin.getByRole('region', { name: 'Success stories' });
  await adminStories
    .getByRole('button', { name: 'Take down the story of Sharmin & Tanvir' })
    .click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm.getByText('Take this story down?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Take down' }).click();
  await expect(admin.getByText('The story is taken down.')).toBeVisible();
  await adminContext.close();
  const storiesAnswered = home.waitForResponse(
    (response) => response.url().endsWith('/api/success-stories') && response.ok(),
  );
  await home.goto('/');
  await headDownHome(home);
  await storiesAnswered;
  await expect(home.getByRole('region', { name: 'Our Success Counters' })).toBeVisible();
  await expect(home.getByText('Sharmin & Tanvir')).toHaveCount(0);
  await visitorContext.close();
});

test('the payment dialog and My Contact Requests say how to stay safe', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await people.register(ownerContext.request, 'safety-owner', 'Nasima Safety');
  const biodata = await createBiodataByApi(ownerContext.request, owner);
  await ownerContext.close();
  await people.register(page.request, 'safety-viewer', 'Rafiq Safety');

  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(`/details/${biodata._id}`);
    await page.getByRole('button', { name: 'Purchase information' }).click();
    const modal = page.getByRole('dialog', { name: 'Purchase contact information' });
    const safety = modal.getByRole('region', { name: 'Stay safe' });
    await expect(
      safety.getByText('Never send money to someone you met here, whatever the reason they give.'),
    ).toBeVisible();
    await expect(modal.getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/payment-safety-${viewport.width}.png` });
    await modal.getByRole('button', { name: 'Close' }).click();
  }

  await page.goto('/dashboard/customer/contactRequest');
  const safety = page.getByRole('region', { name: 'Stay safe' });
  await expect(safety.getByText('Report anyone who asks for money')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/contact-requests-safety.png`, fullPage: true });
});
