import { signInAsSuperAdmin, signInByApi } from '../support/accounts';
import {
  chooseDateOfBirth,
  createBiodataByApi,
  dobYearsAgo,
  openListingFilters,
} from '../support/biodata';
import { expect, expectNoAxeViolations, PRESENTATION, test, VIEWPORTS } from '../support/fixtures';
import { headDownHome } from '../support/home';
import { theMailTo, VERIFICATION_SUBJECT } from '../support/mail';

const SCREENS = 'e2e/.artifacts/screens';

// Bengali screens, as a reader whose browser asks for Bengali first sees them (DESIGN D16).
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`in Bengali on a ${name} screen (${viewport.width} px)`, PRESENTATION, () => {
    test.use({ viewport, locale: 'bn-BD' });

    test('home, the listing and sign-in arrive in Bengali, fit the screen and pass axe', async ({
      page,
    }) => {
      for (const [screen, path, heading] of [
        ['home', '/', 'খুঁজে নিন আপনার উপযুক্ত জীবনসঙ্গী'],
        ['listing', '/matremony/allData', 'আপনার জীবনসঙ্গী বেছে নিন'],
        ['signin', '/signin', 'লগইন'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (screen === 'home') await headDownHome(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `${SCREENS}/bn-${screen}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    });
  });
}

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test.describe(`member and admin screens in Bengali at ${viewport.width} px`, PRESENTATION, () => {
    test.use({ viewport, locale: 'bn-BD' });

    test('the biodata form, a profile, Manage Users and the audit log fit the screen and pass axe', async ({
      page,
      people,
    }) => {
      await people.register(page.request, 'bengali-screens', 'রুমানা সুলতানা');
      const screens: [string, () => Promise<void>][] = [
        [
          'biodata-form',
          async () => {
            await page.goto('/dashboard/customer/editBioData');
            await expect(page.getByRole('group', { name: 'জন্মতারিখ' })).toBeVisible();
          },
        ],
        [
          'details',
          async () => {
            await page.goto('/matremony/allData');
            await page.getByRole('link', { name: 'প্রোফাইল দেখুন' }).first().click();
            await expect(page).toHaveURL(/\/details\//);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          },
        ],
        [
          'manage-users',
          async () => {
            await signInAsSuperAdmin(page);
            await page.goto('/dashboard/admin/manageUsers');
            // Its own heading, not any list: the navbar's list is there before the admin check ends.
            await expect(
              page.getByRole('heading', { level: 1, name: 'ব্যবহারকারী ব্যবস্থাপনা' }),
            ).toBeVisible();
            await expect(page.getByRole('table')).toBeVisible();
          },
        ],
        [
          'audit-log',
          async () => {
            await page.goto('/dashboard/admin/auditLog');
            await expect(page.getByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeVisible();
            // The super admin's appointment, at least, is in it.
            await expect(page.getByText(/^[০-৯,]+টি কাজ$/)).toBeVisible();
          },
        ],
        [
          'reports',
          async () => {
            await page.goto('/dashboard/admin/reports');
            await expect(page.getByRole('heading', { level: 1, name: 'অভিযোগ' })).toBeVisible();
          },
        ],
      ];
      for (const [name, open] of screens) {
        await open();
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `${SCREENS}/bn-${name}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    });
  });
}

test.describe('the language switch', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the first paint of home and the listing is already Bengali for a browser that asks for it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'bn-BD', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    // Without its code, the page is what the server sent: the prerendered Bengali home.
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'বায়োডাটা' }),
    ).toBeVisible();
    // So is the listing's frame, its cards to come from the API.
    await page.goto(`${baseURL}/matremony/allData`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(
      page.getByRole('heading', { level: 1, name: 'আপনার জীবনসঙ্গী বেছে নিন' }),
    ).toBeVisible();
    await context.close();
  });

  test('switches at once, survives a reload, and follows a member to a new browser', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    const member = await people.register(page.request, 'bengali');
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    // Signed in as far as the page knows (the switch keeps the choice on the account only then).
    await expect(nav.getByText(member.name).first()).toBeVisible();

    const kept = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/me/language') && response.ok(),
    );
    await nav.getByRole('button', { name: 'বাংলা' }).click();
    await expect(nav.getByRole('link', { name: 'হোম', exact: true })).toBeVisible();
    // The account has it before the member goes to another browser.
    await kept;
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle(/বন্ধন/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(nav.getByRole('link', { name: 'হোম', exact: true })).toBeVisible();

    // Another device: an English browser, signed in as the same member, reads Bengali.
    const elsewhere = await browser.newContext({ baseURL, locale: 'en-US' });
    const other = await elsewhere.newPage();
    await other.goto('/');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    await signInByApi(other.request, member, baseURL);
    await other.goto('/matremony/allData');
    await expect(
      other.getByRole('heading', { level: 1, name: 'আপনার জীবনসঙ্গী বেছে নিন' }),
    ).toBeVisible();
    await other.reload();
    await expect(other.locator('html')).toHaveAttribute('lang', 'bn');

    // Back to English on the first browser: the account follows again.
    await nav.getByRole('button', { name: 'English' }).click();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await elsewhere.close();
  });
});

/** A number as the Bengali interface writes it: Bengali digits, ungrouped (ids, ages). */
function bengaliDigits(value: number): string {
  return new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(value);
}

test.describe('a Bengali reader, start to finish', () => {
  test.use({ viewport: VIEWPORTS.desktop, locale: 'bn-BD' });

  test('registers, writes a biodata, searches with filters, pays for a contact, and an admin approves it', async ({
    page,
    browser,
    baseURL,
    people,
  }) => {
    // Someone else's biodata to find: the youngest a groom may be, in Rangpur.
    const ownerContext = await browser.newContext({ baseURL, locale: 'bn-BD' });
    const owner = await people.register(ownerContext.request, 'bn-owner', 'Mizanur Rahman');
    const wanted = await createBiodataByApi(ownerContext.request, owner, {
      biodataType: 'Male',
      dob: dobYearsAgo(21),
      permanentDivision: 'Rangpur',
      occupation: 'Engineer',
      mobile: '01612345678',
    });
    await ownerContext.close();

    // Registers through the form, in Bengali.
    const member = people.create('bn-member', 'Sumaiya Akter');
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByLabel('নাম').fill(member.name);
    await page.getByLabel('ছবির লিংক').fill(`${baseURL}/media/portraits/female-05.svg`);
    await page.getByLabel('ইমেইল').fill(member.email);
    await page.getByLabel('পাসওয়ার্ড').fill(member.password);
    await expect(page.getByText('কমপক্ষে ৬টি অক্ষর।')).toBeVisible();
    await page.getByRole('button', { name: 'নিবন্ধন করুন', exact: true }).click();
    const welcome = page.getByRole('dialog');
    await expect(welcome.getByText('সফল!')).toBeVisible();
    await welcome.getByRole('button', { name: 'ঠিক আছে' }).click();
    await expect(page.getByRole('status').getByText('আপনার ইনবক্স দেখুন')).toBeVisible();

    // The link in the mail, written in Bengali, confirms her address and signs her in.
    const mail = await theMailTo(page.request, member.email, VERIFICATION_SUBJECT);
    expect(mail.subject).toBe('বন্ধনে আপনার ইমেইল ঠিকানা নিশ্চিত করুন');
    await page.goto(mail.links[0]!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'আপনার ইমেইল ঠিকানা নিশ্চিত হয়েছে' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/bn-email-verified-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'আমার ড্যাশবোর্ডে যান' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);

    // Writes a biodata through the form; the values stored are the spec's, whatever the display.
    await expect(page.getByText('আপনি এখনো আপনার বায়োডাটা যোগ করেননি')).toBeVisible();
    await page.getByRole('link', { name: 'আপনার বায়োডাটা তৈরি করুন' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'আপনার বায়োডাটা তৈরি করুন' }),
    ).toBeVisible();
    await expect(page.getByLabel('যোগাযোগের ইমেইল')).toHaveValue(member.email);
    await page.getByLabel('বায়োডাটার ধরন').selectOption('Female');
    await page.getByLabel('নাম', { exact: true }).fill(member.name);
    await page.getByText('অথবা ছবির একটি লিংক দিন').click();
    await page.getByLabel('ছবির লিংক (ইমেজ URL)').fill(`${baseURL}/media/portraits/female-05.svg`);
    await chooseDateOfBirth(page, dobYearsAgo(24), {
      group: 'জন্মতারিখ',
      day: 'দিন',
      month: 'মাস',
      year: 'বছর',
    });
    await expect(page.getByLabel('বয়স', { exact: true })).toHaveValue(bengaliDigits(24));
    await page.getByLabel('উচ্চতা', { exact: true }).selectOption(`5'2"`);
    await page.getByLabel('ওজন', { exact: true }).selectOption('50kg');
    await page.getByLabel('পেশা', { exact: true }).selectOption('Teacher');
    await page.getByLabel('গায়ের রং').selectOption('Fair');
    await page.getByLabel('পিতার নাম').fill('Abul Kalam');
    await page.getByLabel('স্থায়ী বিভাগ').selectOption('Barisal');
    await page.getByLabel('বর্তমান বিভাগ').selectOption('Dhaka');
    await expect(page.getByText('ঐচ্ছিক। ১৮ থেকে ৯৯-এর মধ্যে একটি বয়স।')).toBeVisible();
    await page.getByLabel('প্রত্যাশিত জীবনসঙ্গীর বয়স').fill('28');
    await page.getByLabel('প্রত্যাশিত জীবনসঙ্গীর উচ্চতা').selectOption(`5'7"`);
    await page.getByLabel('প্রত্যাশিত জীবনসঙ্গীর ওজন').selectOption('65kg');
    await page.getByLabel('মোবাইল নম্বর').fill('01512345678');
    await page.getByLabel('এই বায়োডাটার সব তথ্য সত্য।').check();
    await page.getByLabel('আমার অভিভাবক এই বায়োডাটার কথা জানেন।').check();
    await page.getByRole('button', { name: 'বায়োডাটা সংরক্ষণ করুন' }).click();
    await expect(page.getByText('বায়োডাটা সংরক্ষণ করা হয়েছে!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
    const main = page.getByRole('main');
    await expect(main.getByText('বরিশাল').first()).toBeVisible();
    await expect(main.getByText('শিক্ষক').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/bn-your-biodata-1280.png`, fullPage: true });

    // Searches with filters: the address keeps the spec's values, the screen shows Bengali.
    await page.goto('/matremony/allData');
    await openListingFilters(page, 'ফিল্টার');
    await page.getByLabel('সর্বোচ্চ বয়স').fill('21');
    await page.getByLabel('বায়োডাটার ধরন').selectOption('Male');
    await page.getByLabel('বিভাগ', { exact: true }).selectOption('Rangpur');
    await page.getByRole('button', { name: 'ফিল্টার করুন' }).click();
    await expect(page).toHaveURL(/maxAge=21&type=Male&division=Rangpur&page=1/);
    await expect(page.getByText('বয়স ১৮ – ২১ · পাত্র · রংপুর')).toBeVisible();
    const grid = page.getByRole('region', { name: 'বায়োডাটা' });
    const card = grid.locator('article').filter({ hasText: owner.name });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${bengaliDigits(21)} বছর`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/bn-listing-filtered-1280.png`, fullPage: true });

    // Opens the profile and pays for the contact.
    await card.getByRole('link', { name: 'প্রোফাইল দেখুন' }).click();
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    await expect(page.getByText('01612345678', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'তথ্য কিনুন' }).click();
    const modal = page.getByRole('dialog', { name: 'যোগাযোগের তথ্য কিনুন' });
    await modal.getByLabel('কার্ড নম্বর').fill('4242 4242 4242 4242');
    await modal.getByLabel('মেয়াদ (মাস/বছর)').fill('12/34');
    await modal.getByLabel('CVC').fill('123');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/bn-payment-1280.png` });
    await modal.getByRole('button', { name: '৫$ পরিশোধ করুন' }).click();
    const paid = page.getByRole('dialog').filter({ hasText: 'সফল!' });
    await expect(paid.getByText('আপনার পেমেন্ট সফল হয়েছে।')).toBeVisible();
    await paid.getByRole('button', { name: 'ঠিক আছে' }).click();
    await page.getByRole('link', { name: 'আমার যোগাযোগের অনুরোধ দেখুন' }).click();
    const shownId = bengaliDigits(wanted.addid);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: shownId });
    await expect(row.getByText('অপেক্ষমাণ')).toBeVisible();
    await expect(row.getByText('অনুমোদনের পর দেখা যাবে').first()).toBeVisible();

    // An admin reading Bengali approves it.
    const adminContext = await browser.newContext({ baseURL, locale: 'bn-BD' });
    const admin = await adminContext.newPage();
    await signInAsSuperAdmin(admin);
    await admin.goto('/dashboard/admin/approvedContactRequest');
    await admin
      .getByRole('button', {
        name: `বায়োডাটা আইডি ${shownId}-এর জন্য ${member.email} থেকে আসা যোগাযোগের অনুরোধ অনুমোদন দিন`,
      })
      .click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm.getByText('আপনি কি নিশ্চিত?')).toBeVisible();
    await confirm.getByRole('button', { name: 'হ্যাঁ, অনুমোদন দিন!' }).click();
    await expect(admin.getByText('অনুমোদন দেওয়া হয়েছে!')).toBeVisible();
    await expect(
      admin.getByRole('button', {
        name: `আগেই অনুমোদিত: বায়োডাটা আইডি ${shownId}-এর জন্য ${member.email} থেকে আসা যোগাযোগের অনুরোধ`,
      }),
    ).toBeDisabled();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `${SCREENS}/bn-approve-contact-1280.png`, fullPage: true });
    await adminContext.close();

    // The member now reads the contact, in Contact Request and on the profile.
    await page.reload();
    await expect(row.getByText('অনুমোদিত')).toBeVisible();
    await expect(row.getByText('01612345678', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/details/${wanted._id}`);
    await expect(page.getByText('01612345678', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'তথ্য কিনুন' })).toBeHidden();
  });
});
