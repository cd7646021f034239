import type { Locator, Page } from '@playwright/test';
import { signInAsSuperAdmin } from '../support/accounts';
import {
  chooseDateOfBirth,
  createBiodataByApi,
  dobYearsAgo,
  openListingFilters,
} from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';
import { headDownHome } from '../support/home';
import { waitForHydration } from '../support/hydration';
import { findSuggestion } from '../support/matches';

const SCREENS = 'e2e/.artifacts/screens';

/** The ages shown on the cards of a list, in order. */
async function cardAges(list: Locator): Promise<number[]> {
  const ages = await list.locator('article dt:text-is("Age") + dd').allTextContents();
  return ages.map((age) => Number.parseInt(age, 10));
}

function pageButtons(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: /^Page \d+$/ });
}

async function pageButtonNumbers(page: Page): Promise<number[]> {
  return (await pageButtons(page).allTextContents()).map(Number);
}

test.describe('the biodata journey', () => {
  // Find by Biodata ID with a number nobody has: a 404 the box shows as a message.
  test.use({ expectedConsoleErrors: [/status of 404 .* @ .*\/api\/biodatas\/by-number\//] });

  test('a new customer creates their biodata, sees it, finds its card in the filtered listing, and is suggested to a groom', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    const person = await people.register(page.request, 'biodata', 'Nusrat Jahan Rimi');

    await page.goto('/dashboard/customer/viewbioData');
    await expect(page.getByText("You haven't added your biodata yet")).toBeVisible();
    await page.getByRole('link', { name: 'Create Your Biodata' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Biodata' }),
    ).toBeVisible();
    const contactEmail = page.getByLabel('Contact Email');
    await expect(contactEmail).toHaveValue(person.email);
    await expect(contactEmail).toHaveAttribute('readonly', '');

    await page.getByLabel('Biodata Type').selectOption('Female');
    await page.getByLabel('Name', { exact: true }).fill(person.name);
    // The spec's Image URL, now beside uploading a photo (issue 22).
    await page.getByText('Or use a link to a photo').click();
    await page
      .getByLabel('Link to a photo (Image URL)')
      .fill(`${baseURL}/media/portraits/female-03.svg`);
    // Exactly 18 today: the youngest a bride may be, so the youngest-first listing puts her first.
    await chooseDateOfBirth(page, dobYearsAgo(18));
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('18');
    await page.getByLabel('Height', { exact: true }).selectOption(`5'2"`);
    await page.getByLabel('Weight', { exact: true }).selectOption('50kg');
    await page.getByLabel('Occupation', { exact: true }).selectOption('Student');
    await page.getByLabel('Race (skin colour)').selectOption('Fair');
    // Saved as she goes: a section of a biodata not yet complete is kept as her draft, which
    // fills the form again after a reload.
    await page
      .getByRole('group', { name: 'About you' })
      .getByRole('button', { name: 'Save and continue' })
      .click();
    await expect(
      page.getByText('Section saved. Fill in the required fields to publish your biodata.'),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(person.name);
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('18');
    await expect(page.getByLabel('Race (skin colour)')).toHaveValue('Fair');
    await page.getByLabel("Father's Name").fill('Abdul Karim');
    await page.getByLabel('Highest Education').selectOption('HSC');
    await page.getByLabel('Institution').fill('Sylhet Government College');
    await page.getByLabel("Father's Occupation").fill('Tea garden manager');
    await page.getByLabel('Sisters').fill('2');
    await page.getByLabel('About Me').fill('A student of botany.\nI love tea gardens.');
    await page.getByLabel('Marital Status').selectOption('Never married');
    await page.getByLabel('Religion', { exact: true }).selectOption('Islam');
    await page.getByLabel('Religious Practice').fill('Prays five times a day');
    await page.getByLabel('Permanent Division').selectOption('Sylhet');
    // Only Sylhet's districts are offered for it.
    await page.getByLabel('Permanent District').selectOption('Moulvibazar');
    await expect(
      page.getByLabel('Permanent District').locator('option[value="Gazipur"]'),
    ).toHaveCount(0);
    await page.getByLabel('Present Division').selectOption('Dhaka');
    await page.getByLabel('Present District').selectOption('Gazipur');
    await page.getByLabel('Expected Partner Age').fill('27');
    await page.getByLabel('Expected Partner Height').selectOption(`5'7"`);
    await page.getByLabel('Expected Partner Weight').selectOption('65kg');
    await page.getByLabel('Partner Age From').fill('22');
    await page.getByLabel('Partner Age To').fill('28');
    await page.getByLabel('Minimum Education').selectOption("Bachelor's");
    await page.getByLabel('Mobile Number').fill('01712345678');
    await page.getByLabel("Guardian's Name").fill('Abdul Karim');
    await page.getByLabel('Relation to You').selectOption('Father');
    await page.getByLabel("Guardian's Mobile").fill('01812345678');
    await page.getByLabel('The information in this biodata is true.').check();
    await page.getByLabel('My guardian knows about this biodata.').check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/biodata-form.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save Biodata' }).click();
    await expect(page.getByText('Biodata saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
    const main = page.getByRole('main');
    await expect(main.getByText(person.name).first()).toBeVisible();
    await expect(main.getByText('Sylhet').first()).toBeVisible();
    await expect(main.getByText('Moulvibazar')).toBeVisible();
    await expect(main.getByText('Prays five times a day')).toBeVisible();
    await expect(main.getByText('Sylhet Government College')).toBeVisible();
    await expect(main.getByText('Tea garden manager')).toBeVisible();
    await expect(main.getByText('A student of botany.')).toBeVisible();
    await expect(main.getByText('Abdul Karim (Father)')).toBeVisible();
    await expect(main.getByText('22 to 28 years')).toBeVisible();
    await expect(main.getByText("Bachelor's (Honours)")).toBeVisible();
    await expect(main.getByText('01812345678', { exact: true })).toBeVisible();
    // Shown as typed (stored as +8801712345678).
    await expect(main.getByText('01712345678', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Make Premium' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/your-biodata.png`, fullPage: true });

    // Editing keeps what was saved: the form comes back filled in.
    await page.getByRole('link', { name: 'Edit Biodata' }).first().click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(person.name);
    await expect(page.getByLabel('Permanent Division')).toHaveValue('Sylhet');
    await expect(page.getByLabel('Permanent District')).toHaveValue('Moulvibazar');

    await page.goto('/matremony/allData');
    await openListingFilters(page, 'Filters');
    await page.getByLabel('Maximum age').fill('18');
    await page.getByLabel('Biodata type').selectOption('Female');
    await page.getByLabel('Division', { exact: true }).selectOption('Sylhet');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/maxAge=18&type=Female&division=Sylhet&page=1/);

    const grid = page.getByRole('region', { name: 'Biodatas' });
    const card = grid.locator('article').filter({ hasText: person.name });
    await expect(card).toBeVisible();
    for (const age of await cardAges(grid)) expect(age).toBe(18);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/listing-filtered.png`, fullPage: true });

    // A reload shows the same filtered page.
    await page.reload();
    await expect(card).toBeVisible();
    await openListingFilters(page, 'Filters');
    await expect(page.getByLabel('Biodata type')).toHaveValue('Female');
    await expect(page.getByLabel('Division', { exact: true })).toHaveValue('Sylhet');
    await expect(page.getByLabel('Maximum age')).toHaveValue('18');

    // "More filters" (issue 20) narrow to her too: her district, present division, marital
    // status, religion, education at least, occupation and height; back on page 1, in the address.
    // Named with how many are set: "More filters 8 set".
    const moreFilters = page.getByRole('button', { name: /^More filters/ });
    await expect(moreFilters).toHaveAttribute('aria-expanded', 'false');
    await moreFilters.click();
    await expect(moreFilters).toHaveAttribute('aria-expanded', 'true');
    const district = page.getByLabel('District', { exact: true });
    // Only the chosen division's districts.
    await expect(district.locator('option[value="Gazipur"]')).toHaveCount(0);
    await district.selectOption('Moulvibazar');
    await page.getByLabel('Present division').selectOption('Dhaka');
    await page.getByLabel('Marital status').selectOption('Never married');
    await page.getByLabel('Religion', { exact: true }).selectOption('Islam');
    await page.getByLabel('Minimum education').selectOption('HSC');
    await page.getByRole('group', { name: 'Occupation' }).getByLabel('Student').check();
    await page.getByLabel('Height from').selectOption(`5'0"`);
    await page.getByLabel('Height to').selectOption(`5'2"`);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(
      /maxAge=18&type=Female&division=Sylhet&page=1&district=Moulvibazar&presentDivision=Dhaka&maritalStatus=Never\+married&religion=Islam&minEducation=HSC&occupation=Student&minHeight=5%270%22&maxHeight=5%272%22$/,
    );
    await expect(card).toBeVisible();
    for (const age of await cardAges(grid)) expect(age).toBe(18);
    await expectNoAxeViolations(page);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: `${SCREENS}/listing-more-filters-${name}.png`,
        fullPage: true,
      });
    }
    // A link with them opens "More filters", filled in.
    await page.reload();
    await expect(card).toBeVisible();
    await openListingFilters(page, 'Filters');
    await expect(moreFilters).toHaveAttribute('aria-expanded', 'true');
    await expect(moreFilters).toHaveText('More filters 7 set');
    await expect(district).toHaveValue('Moulvibazar');
    await expect(
      page.getByRole('group', { name: 'Occupation' }).getByLabel('Student'),
    ).toBeChecked();

    // The owner sees their own contact details on the profile.
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await expect(page.getByText('Gazipur')).toBeVisible();
    await expect(page.getByText('Never married')).toBeVisible();
    await expect(page.getByText('22 to 28 years')).toBeVisible();
    await expect(page.getByText('01712345678', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase information' })).toBeHidden();
    const profileUrl = page.url();

    // Find by Biodata ID goes straight there too; a number nobody has says so.
    const own = (await (
      await page.request.get(`/api/thearData/${encodeURIComponent(person.email)}`)
    ).json()) as { addid: number };
    await page.goto('/matremony/allData');
    const find = page.getByRole('search', { name: 'Find by Biodata ID' });
    await find.getByLabel('Find by Biodata ID').fill('2147483647');
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(find.getByRole('alert')).toHaveText('No biodata has the Biodata ID 2147483647.');
    await find.getByLabel('Find by Biodata ID').fill(String(own.addid));
    await find.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(profileUrl);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();

    // A groom of her district whom her expectations suit (25, a master's), and whose own she
    // meets (18 to 22, Sylhet, at least HSC), finds her in Suggested for you.
    const groomContext = await browser.newContext({ baseURL });
    const groomPage = await groomContext.newPage();
    const groom = await people.register(groomPage.request, 'biodata-groom', 'Tanvir Hossain');
    await createBiodataByApi(groomPage.request, groom, {
      biodataType: 'Male',
      dob: dobYearsAgo(25),
      height: `5'7"`,
      maritalStatus: 'Never married',
      religion: 'Islam',
      educationLevel: "Master's",
      permanentDivision: 'Sylhet',
      permanentDistrict: 'Moulvibazar',
      expectedAgeMin: 18,
      expectedAgeMax: 22,
      preferredDivisions: ['Sylhet'],
      expectedMinEducation: 'HSC',
    });
    const suggestion = await findSuggestion(groomPage, person.name);
    await expect(suggestion.getByRole('list', { name: 'What fits' })).toContainText(
      'Age fits both ways',
    );
    await groomContext.close();
  });
});

test('another customer reads a profile without its contact details and can open the purchase modal', async ({
  page,
  people,
}) => {
  await people.register(page.request, 'reader');
  await page.goto('/matremony/allData');
  const firstCard = page.getByRole('region', { name: 'Biodatas' }).locator('article').first();
  await firstCard.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(page.getByText('Mobile', { exact: true })).toBeHidden();
  await expect(page.getByText(/^01[3-9]\d{8}$/)).toBeHidden();
  await expect(page.getByRole('heading', { name: /^More (Male|Female) biodatas$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/details.png`, fullPage: true });

  await page.getByRole('button', { name: 'Purchase information' }).click();
  const modal = page.getByRole('dialog', { name: 'Purchase contact information' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.tablet]) {
  test(`at ${viewport.width} x ${viewport.height} a profile's facts and contact card start on the first screen`, async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    const ownerContext = await browser.newContext({ baseURL });
    const owner = await people.register(
      ownerContext.request,
      'details-layout-owner',
      'Sumaiya Akter Nodi',
    );
    const biodata = await createBiodataByApi(ownerContext.request, owner);
    await ownerContext.close();

    await page.setViewportSize(viewport);
    await people.register(page.request, 'details-layout-reader');
    await page.goto(`/details/${biodata._id}`);
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    // The profile's photo comes first; a similar biodata below may share the owner's name.
    await expect(page.getByRole('img', { name: owner.name }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Favorite' })).toBeVisible();

    // The profile's own facts come first; the similar biodatas' cards below repeat the label.
    const firstFact = page.getByText('Biodata ID', { exact: true }).first();
    const contactHeading = page.getByRole('heading', { level: 2, name: 'Contact information' });
    for (const [what, locator] of [
      ['the first fact', firstFact],
      ["the contact card's heading", contactHeading],
    ] as const) {
      const box = await locator.boundingBox();
      expect(box, what).not.toBeNull();
      expect(box!.y, `${what} starts on the first screen`).toBeLessThan(viewport.height);
    }
    // No sideways scrolling at this width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/details-first-screen-${viewport.width}.png` });
  });
}

test.describe('a biodata that does not exist', () => {
  test.use({ expectedConsoleErrors: [/status of 404 .* @ .*\/api\/details\//] });

  test('says so on its details page', async ({ page, people }) => {
    await people.register(page.request, 'not-found');
    await page.goto('/details/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Biodata not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('an admin sees contact details on any profile and no Add Favorite button', async ({
  page,
}) => {
  await signInAsSuperAdmin(page);
  await page.goto('/matremony/allData');
  await page
    .getByRole('region', { name: 'Biodatas' })
    .locator('article')
    .first()
    .getByRole('link', { name: 'View Profile' })
    .click();
  // The mobile first; a guardian's number may follow it.
  const contact = page.getByRole('region', { name: 'Contact information' });
  await expect(contact.getByText(/^01[3-9]\d{8}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Favorite' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Purchase information' })).toBeHidden();
});

for (const [viewport, size] of [
  ['mobile', 3],
  ['tablet', 5],
  ['desktop', 7],
] as const) {
  test(`the listing shows ${size} page buttons at ${VIEWPORTS[viewport].width} px, moved by Prev and Next`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.goto('/matremony/allData');
    const first = Array.from({ length: size }, (_, index) => index + 1);
    await expect(pageButtons(page)).toHaveCount(size);
    await expect.poll(() => pageButtonNumbers(page)).toEqual(first);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The page arrives as HTML (ADR 0033): its buttons act once the app has taken it over.
    await waitForHydration(page);
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${size + 1}$`));
    await expect(pagination.getByRole('button', { name: `Page ${size + 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(async () => (await pageButtonNumbers(page))[0]).toBe(size + 1);
    await expect(pagination.getByRole('button', { name: 'Prev' })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Biodatas' }).locator('article')).toHaveCount(12);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/listing-${viewport}.png`, fullPage: true });

    await pagination.getByRole('button', { name: 'Prev' }).click();
    await expect(page).toHaveURL(/page=1$/);
    // The old page's buttons stay while the new page loads: wait for what the user then sees.
    await expect.poll(() => pageButtonNumbers(page)).toEqual(first);
  });
}

test('the last page of the listing has Next disabled, and a reload keeps the page', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/matremony/allData?page=10000');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  const current = pagination.locator('[aria-current="page"]');
  const lastPage = Number(await current.textContent());
  expect(lastPage).toBeGreaterThan(7);
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
  await page.reload();
  await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(lastPage));
});

test('the home page sorts premium members by age both ways', async ({ page }) => {
  await page.goto('/');
  await headDownHome(page);
  const premium = page.getByRole('region', { name: 'Premium Members' });
  const members = premium.getByRole('list');
  await expect(members.locator('article').first()).toBeVisible();
  const ascending = await cardAges(members);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/home.png`, fullPage: true });

  await premium.getByLabel('Sort by age').selectOption({ label: 'Age: High to Low' });
  await expect.poll(() => cardAges(members)).not.toEqual(ascending);
  const descending = await cardAges(members);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThan(ascending[0]!);
});

test('the home page counters count up from 0 to their figures when scrolled into view', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await headDownHome(page);
  const counters = page.getByRole('region', { name: 'Our Success Counters' });
  const girls = counters.locator('dd', { has: page.locator('span[aria-hidden="true"]') }).first();
  // Every figure the first counter shows, from before it enters the view until it settles.
  await girls.evaluate((figure) => {
    const seen: string[] = [(figure.firstElementChild as HTMLElement).textContent ?? ''];
    (window as unknown as { seenFigures: string[] }).seenFigures = seen;
    new MutationObserver(() =>
      seen.push((figure.firstElementChild as HTMLElement).textContent ?? ''),
    ).observe(figure, { subtree: true, characterData: true, childList: true });
  });
  await counters.scrollIntoViewIfNeeded();
  await expect(girls.locator('span[aria-hidden="true"]')).toHaveText('2,543');
  const seen = await page.evaluate(
    () => (window as unknown as { seenFigures: string[] }).seenFigures,
  );
  const values = seen.map((figure) => Number(figure.replaceAll(',', '')));
  expect(values[0]).toBe(0);
  expect(values.some((value) => value > 0 && value < 2543)).toBe(true);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(counters.getByText('Marriages Completed')).toBeVisible();
});

test('the admin dashboard shows the biodata counts, and the mail that could not be sent', async ({
  page,
}) => {
  await signInAsSuperAdmin(page);
  await page.goto('/dashboard/admin/adminDashBoard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
  const counts = page.getByRole('list', { name: 'Biodata counts' });
  for (const label of ['Total Biodata', 'Male Biodata', 'Female Biodata', 'Premium Biodata']) {
    await expect(counts.getByRole('heading', { name: label, exact: true })).toBeVisible();
  }
  await expect(counts.getByText(/^\d[\d,]*$/).first()).toBeVisible();
  // Every mail of the run has reached the SMTP server npm test runs beside the app.
  const mail = page.getByRole('region', { name: 'Mail that could not be sent' });
  await expect(mail.getByText('Every mail has gone out.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/admin-overview.png`, fullPage: true });
});
