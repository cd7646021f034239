import type { Browser, Page } from '@playwright/test';
import { signInAsSuperAdmin, type Person } from '../support/accounts';
import { createBiodataByApi } from '../support/biodata';
import { theMailTo } from '../support/mail';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

const SCREENS = 'e2e/.artifacts/screens';

/** A page of its own, signed in as the super admin, for the approvals. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInAsSuperAdmin(page);
  return page;
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
}

async function payWithCard(page: Page, card: string) {
  const modal = page.getByRole('dialog', { name: 'Purchase contact information' });
  await modal.getByLabel('Card number').fill(card);
  await modal.getByLabel('Expiry (MM/YY)').fill('12/34');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: 'Submit $5' }).click();
  return modal;
}

async function ownContactRequests(page: Page, person: Person) {
  const response = await page.request.get(`/api/parcels?email=${encodeURIComponent(person.email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { pending: boolean; mobile?: string }[];
}

test('a member pays for a contact, an admin approves it, and the member then sees the mobile and e-mail', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await people.register(ownerContext.request, 'contact-owner', 'Farhana Yasmin');
  const biodata = await createBiodataByApi(ownerContext.request, owner);
  await ownerContext.close();
  // Stored as +8801XXXXXXXXX; shown as people type it.
  const shownMobile = biodata.mobile.replace(/^\+880/, '0');

  const buyer = await people.register(page.request, 'contact-buyer', 'Tanvir Hasan');
  await page.goto(`/details/${biodata._id}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(page.getByText(shownMobile, { exact: true })).toBeHidden();

  // A declined card: its message under the form, and nothing recorded.
  // On a phone, where the card error lies below the fold of the modal until it scrolls there.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByRole('button', { name: 'Purchase information' }).click();
  let modal = await payWithCard(page, '4000 0000 0000 0002');
  await expect(modal.getByText('Your card was declined.')).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/payment-declined-375.png` });
  expect(await ownContactRequests(page, buyer)).toEqual([]);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await page.setViewportSize(VIEWPORTS.desktop);

  // The test card that succeeds.
  await page.getByRole('button', { name: 'Purchase information' }).click();
  modal = await payWithCard(page, '4242 4242 4242 4242');
  const success = page.getByRole('dialog').filter({ hasText: 'Success!' });
  await expect(success.getByText('Your payment was successful.')).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  expect(await ownContactRequests(page, buyer)).toEqual([
    expect.objectContaining({ pending: true }),
  ]);
  // The profile now says the request waits for approval instead of offering to pay again.
  await expect(page.getByRole('button', { name: 'Purchase information' })).toBeHidden();
  await page.getByRole('link', { name: 'View my contact requests' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customer\/contactRequest$/);

  const requests = page.getByRole('table', { name: /contact requests?/ });
  const row = requests.getByRole('row').filter({ hasText: String(biodata.addid) });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Hidden until approved').first()).toBeVisible();
  await expect(
    row.getByRole('button', { name: `Delete contact request Biodata ID ${biodata.addid}` }),
  ).toBeDisabled();
  await expectNoAxeViolations(page);

  // The admin approves it.
  const admin = await adminPage(browser, baseURL);
  await admin.goto('/dashboard/admin/approvedContactRequest');
  const approve = admin.getByRole('button', {
    name: `Approve contact request from ${buyer.email} for Biodata ID ${biodata.addid}`,
  });
  await approve.click();
  await confirmDialog(admin, 'Yes, approve it!');
  await expect(admin.getByText('Approved!')).toBeVisible();
  await expect(
    admin.getByRole('button', {
      name: `Already Approved: contact request from ${buyer.email} for Biodata ID ${biodata.addid}`,
    }),
  ).toBeDisabled();
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: `${SCREENS}/approve-contact.png`, fullPage: true });
  await admin.context().close();

  // The buyer is told: the bell counts it, the notifications page says it, and the mail too.
  await page.reload();
  const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(
    page.getByText(
      `Your request for the contact details of Biodata ID ${biodata.addid} is approved.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/notifications.png`, fullPage: true });
  const approvedMail = await theMailTo(page.request, buyer.email, /contact request is approved/);
  expect(approvedMail.text).toContain('Assalamu alaikum Tanvir Hasan,');
  await page.getByRole('link', { name: 'See the contact details' }).click();

  // The buyer now sees the contact details, in Contact Request and on the profile.
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByText(shownMobile, { exact: true })).toBeVisible();
  await expect(row.getByText(owner.email)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/contact-requests.png`, fullPage: true });
  // On a phone the request is a card instead (the table is hidden), the phone number on one
  // line and Delete within the screen's width.
  await page.setViewportSize(VIEWPORTS.mobile);
  const card = page
    .getByRole('list', { name: /contact requests?/ })
    .getByRole('listitem')
    .filter({ hasText: String(biodata.addid) });
  await expect(card.getByText(shownMobile, { exact: true })).toBeVisible();
  const cardDelete = card.getByRole('button', {
    name: `Delete contact request Biodata ID ${biodata.addid}`,
  });
  await expect(cardDelete).toBeEnabled();
  const cardDeleteBox = await cardDelete.boundingBox();
  expect(cardDeleteBox!.x + cardDeleteBox!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/contact-requests-375.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/details/${biodata._id}`);
  await expect(page.getByText(shownMobile, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase information' })).toBeHidden();

  // An approved request may be deleted, after confirmation.
  await page.goto('/dashboard/customer/contactRequest');
  await row
    .getByRole('button', { name: `Delete contact request Biodata ID ${biodata.addid}` })
    .click();
  await confirmDialog(page, 'Yes, delete it!');
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(page.getByText('No contact requests yet')).toBeVisible();
});

test('an approved premium request lets the member see contact details on every profile', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const member = await people.register(page.request, 'premium-member', 'Mahmudul Hasan');
  await createBiodataByApi(page.request, member, {
    biodataType: 'Male',
    dob: '1994-03-10',
    mobile: '01912345678',
  });

  await page.goto('/dashboard/customer/viewbioData');
  await page.getByRole('button', { name: 'Make Premium' }).click();
  await expect(page.getByText('Premium request sent!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Premium request pending' })).toBeDisabled();
  // The member's status says a request is pending, so a reload keeps the button disabled.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Premium request pending' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Make Premium' })).toBeHidden();

  const admin = await adminPage(browser, baseURL);
  await admin.goto('/dashboard/admin/approvedPremium');
  await admin
    .getByRole('button', { name: `Make Premium: ${member.name} (${member.email})` })
    .click();
  await confirmDialog(admin, 'Yes, make premium!');
  await expect(admin.getByText(`${member.name} is now premium!`)).toBeVisible();
  await expect(
    admin.getByRole('button', { name: `Already Premium: ${member.name} (${member.email})` }),
  ).toBeDisabled();
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: `${SCREENS}/premium-requests.png`, fullPage: true });
  await admin.context().close();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Already Premium' })).toBeDisabled();

  // Any profile now shows its mobile number, with nothing to buy.
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
  await expect(page.getByRole('button', { name: 'Purchase information' })).toBeHidden();
});

test('favourites: added once, a duplicate refused, removed after confirmation', async ({
  page,
  people,
}) => {
  await people.register(page.request, 'favourites');
  await page.goto('/matremony/allData');
  const card = page.getByRole('region', { name: 'Biodatas' }).locator('article').first();
  const addid = (await card.locator('dt:text-is("Biodata ID") + dd').textContent())?.trim();
  await card.getByRole('link', { name: 'View Profile' }).click();

  await page.getByRole('button', { name: 'Add Favorite' }).click();
  await expect(page.getByText('Add to Favorites')).toBeVisible();
  await page.getByRole('button', { name: 'Add Favorite' }).click();
  await expect(page.getByText('Already added')).toBeVisible();

  await page.goto('/dashboard/customer/favorites');
  const table = page.getByRole('table', { name: /favourite biodata/ });
  await expect(table.getByRole('row').filter({ hasText: String(addid) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/favourites.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/favourites-375.png`, fullPage: true });

  // On a phone the favourite is a card (the table is hidden) with Delete within the screen.
  const remove = page
    .getByRole('list', { name: /favourite biodata/ })
    .getByRole('button', { name: `Delete favourite Biodata ID ${addid}` });
  await expect(remove).toBeVisible();
  const removeBox = await remove.boundingBox();
  expect(removeBox!.x + removeBox!.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  await remove.click();
  await confirmDialog(page, 'Yes, remove it!');
  await expect(page.getByText('Removed from favourites.')).toBeVisible();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expectNoAxeViolations(page);
});
