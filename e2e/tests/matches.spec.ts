import { createBiodataByApi, dobYearsAgo } from '../support/biodata';
import { findSuggestion, MATCHES_PATH } from '../support/matches';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

const SCREENS = 'e2e/.artifacts/screens';

/** Every fit, in the order a card shows them: what A and B (below) share. */
const EVERY_FIT = [
  'Age fits both ways',
  'Height fits both ways',
  'Marital status fits both ways',
  'Education fits both ways',
  'In a division you prefer',
  'Same district',
  'Same division',
  'Same religion',
];

/** Two people of Bogura who suit each other in every way matching reads. */
const SHARED = {
  religion: 'Hinduism',
  maritalStatus: 'Never married',
  educationLevel: "Master's",
  permanentDivision: 'Rajshahi',
  permanentDistrict: 'Bogura',
  presentDivision: 'Rajshahi',
  acceptableMaritalStatuses: ['Never married'],
  preferredDivisions: ['Rajshahi'],
  expectedMinEducation: "Bachelor's",
};

test.describe('Suggested for you', () => {
  test('a member sees a biodata that suits theirs both ways, with what fits, and opens it', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    // A: a bride of 27 looking for a groom of 29 to 33, 5'5" to 6'0".
    const brideContext = await browser.newContext({ baseURL });
    const bride = await people.register(brideContext.request, 'match-bride', 'Srabanti Kundu');
    const brideBiodata = await createBiodataByApi(brideContext.request, bride, {
      ...SHARED,
      biodataType: 'Female',
      dob: dobYearsAgo(27),
      height: `5'2"`,
      expectedAgeMin: 29,
      expectedAgeMax: 33,
      expectedHeightMin: `5'5"`,
      expectedHeightMax: `6'0"`,
    });
    await brideContext.close();

    // B: a groom of 31, 5'7", looking for a bride of 25 to 29, 5'0" to 5'5".
    const groom = await people.register(page.request, 'match-groom', 'Anirban Saha');
    await createBiodataByApi(page.request, groom, {
      ...SHARED,
      biodataType: 'Male',
      profileImage: `${baseURL}/media/portraits/male-03.svg`,
      dob: dobYearsAgo(31),
      height: `5'7"`,
      expectedAgeMin: 25,
      expectedAgeMax: 29,
      expectedHeightMin: `5'0"`,
      expectedHeightMax: `5'5"`,
    });

    await page.goto('/dashboard/customer/viewbioData');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Suggested for you' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${MATCHES_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Suggested for you' })).toBeVisible();
    await expect(
      page.getByText('Biodatas that meet your expectations, and whose expectations you meet.'),
    ).toBeVisible();

    const card = await findSuggestion(page, bride.name);
    await expect(card.getByRole('list', { name: 'What fits' }).getByRole('listitem')).toHaveText(
      EVERY_FIT,
    );
    await expect(card.getByText('Biodata ID')).toBeVisible();
    await expect(card.getByText(String(brideBiodata.addid), { exact: true })).toBeVisible();
    // Only brides for a groom.
    await expect(
      page.getByRole('region', { name: 'Suggestions' }).locator('dt:text-is("Gender") + dd'),
    ).toHaveText(Array(await page.getByRole('article').count()).fill('Female'));

    await expectNoAxeViolations(page);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await expect(card).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/matches-${name}.png`, fullPage: true });
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    // By keyboard: the card's View Profile link, named with whose profile it is.
    const viewProfile = card.getByRole('link', { name: 'View Profile' });
    await expect(viewProfile).toHaveAccessibleDescription(bride.name);
    await viewProfile.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/details/${brideBiodata._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: bride.name })).toBeVisible();
  });

  test('a member without a biodata is shown how suggestions come, and goes to create one', async ({
    page,
    people,
  }) => {
    await people.register(page.request, 'match-none', 'Rafiq Uddin');

    await page.goto(MATCHES_PATH);
    const guidance = page.getByRole('region', { name: 'Create your biodata to see suggestions' });
    await expect(guidance).toBeVisible();
    await expect(guidance).toContainText(
      "Suggestions come from your biodata's partner expectations",
    );
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.screenshot({ path: `${SCREENS}/matches-no-biodata-mobile.png`, fullPage: true });

    await guidance.getByRole('link', { name: 'Create Your Biodata' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customer\/editBioData$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Biodata' }),
    ).toBeVisible();
  });
});
