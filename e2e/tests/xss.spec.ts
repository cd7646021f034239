import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { registerByApi, signInAsSuperAdmin, type Person } from '../support/accounts';
import { createBiodataByApi, dobYearsAgo } from '../support/biodata';
import { expect, test, VIEWPORTS } from '../support/fixtures';
import { headDownHome } from '../support/home';

/**
 * Markup in what people type stays text on every screen that shows it: the words appear as
 * written, no script runs (`window.__xss` stays unset, no dialog opens), and no element carries
 * an inline handler or a `javascript:`/`data:text/html` link. Links of those schemes are refused.
 */

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
const SVG = '"><svg onload=window.__xss=1>';

const HOSTILE_LINKS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' \t\n javascript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
];

/** Elements a browser would run script from: inline handlers, script links, scripts we did not ship. */
async function activeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        // As a browser reads a link: control characters and spaces left out, any case.
        const value = Array.from(attribute.value)
          .filter((character) => character.charCodeAt(0) > 32)
          .join('')
          .toLowerCase();
        if (attribute.name.toLowerCase().startsWith('on')) {
          found.push(`<${element.localName} ${attribute.name}>`);
        }
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(
            attribute.name.toLowerCase(),
          ) &&
          (value.startsWith('javascript:') || value.startsWith('data:text/html'))
        ) {
          found.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
        }
      }
    }
    for (const script of Array.from(document.scripts)) {
      if (!script.src || new URL(script.src).origin !== location.origin) {
        found.push(`<script src="${script.src}">${script.text.slice(0, 40)}`);
      }
    }
    return found;
  });
}

/** Asserts the page shows each text literally and ran none of it. */
async function expectInert(page: Page, dialogs: string[], texts: string[]) {
  const main = page.getByRole('main');
  for (const text of texts) {
    await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await activeMarkup(page)).toEqual([]);
}

/** A signed-in page of its own for `person` (new account), collecting any dialogs it opens. */
async function personPage(browser: Browser, baseURL: string | undefined, person?: Person) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (person) await registerByApi(page.request, person);
  else await signInAsSuperAdmin(page);
  return { page, dialogs, request: page.request };
}

function originHeader(baseURL: string | undefined): Record<string, string> {
  return baseURL ? { origin: new URL(baseURL).origin } : {};
}

async function expectOk(answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('names and free text with markup render as text on every screen, and script links are refused', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  const headers = originHeader(baseURL);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // The owner: markup in their account name and in every text field of their biodata. An
  // 18-year-old from Rangpur: the youngest a bride may be, so first in her listing and among
  // the premium members.
  const owner = people.create('xss-owner', SVG);
  const ownerSide = await personPage(browser, baseURL, owner);
  for (const profileImage of HOSTILE_LINKS) {
    const refused = await ownerSide.request.put(
      `/api/addBioData?email=${encodeURIComponent(owner.email)}`,
      {
        headers,
        data: {
          biodataType: 'Female',
          name: 'Refused',
          profileImage,
          dob: dobYearsAgo(20),
          height: `5'2"`,
          weight: '50kg',
          occupation: 'Doctor',
          race: 'Medium',
          permanentDivision: 'Rangpur',
          presentDivision: 'Dhaka',
          expectedPartnerHeight: `5'7"`,
          expectedPartnerWeight: '65kg',
          mobile: '01812345678',
          declaresTruth: true,
          declaresGuardianKnows: true,
        },
      },
    );
    expect(refused.status(), profileImage).toBe(400);
    expect(Object.keys((await refused.json()).fieldErrors)).toEqual(['profileImage']);
  }
  const biodata = await createBiodataByApi(ownerSide.request, owner, {
    name: SCRIPT,
    fathersName: IMG,
    mothersName: SVG,
    dob: dobYearsAgo(18),
    permanentDivision: 'Rangpur',
  });
  await expectOk(
    await ownerSide.request.post(`/api/request-premium/${encodeURIComponent(owner.email)}`, {
      headers,
      data: { email: owner.email },
    }),
  );

  // The owner's own biodata.
  await ownerSide.page.goto('/dashboard/customer/viewbioData');
  await expectInert(ownerSide.page, ownerSide.dialogs, [SCRIPT, IMG, SVG]);

  // A reader favours it and pays for its contact.
  const reader = await people.register(page.request, 'xss-reader', 'Tanvir Hasan');
  await expectOk(
    await page.request.post('/api/favourites', {
      headers,
      data: { userEmail: reader.email, biodataId: biodata._id },
    }),
  );
  const intent = await page.request.post('/api/create-payment-intent', {
    headers,
    data: { parcelId: biodata._id, email: reader.email },
  });
  await expectOk(intent);
  const { clientSecret, paymentIntentId } = await intent.json();
  await expectOk(
    await page.request.post('/api/local-gateway/confirm', {
      headers,
      data: {
        clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' },
      },
    }),
  );
  await expectOk(
    await page.request.post('/api/payments', {
      headers,
      data: {
        parcelId: biodata._id,
        email: reader.email,
        transactionId: paymentIntentId,
        amount: 500,
        mobile: '01700000000',
        buyuser: reader.email,
        paymentMethod: 'card',
      },
    }),
  );

  // The listing card, filtered to her.
  await page.goto('/matremony/allData?maxAge=18&type=Female&division=Rangpur&page=1');
  const card = page
    .getByRole('region', { name: 'Biodatas' })
    .locator('article')
    .filter({ hasText: SCRIPT });
  await expect(card).toBeVisible();
  await expectInert(page, dialogs, [SCRIPT]);

  // Her details page, from the card.
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${biodata._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: SCRIPT })).toBeVisible();
  await expectInert(page, dialogs, [SCRIPT, IMG, SVG]);

  // The reader's favourites and contact requests.
  await page.goto('/dashboard/customer/favorites');
  await expectInert(page, dialogs, [SCRIPT]);
  await page.goto('/dashboard/customer/contactRequest');
  await expectInert(page, dialogs, [SCRIPT]);

  // The admin's screens: users (her account name), contact requests, premium requests.
  const admin = await personPage(browser, baseURL);
  await admin.page.goto('/dashboard/admin/manageUsers');
  await admin.page.getByLabel('Search users').fill(owner.email);
  await expectInert(admin.page, admin.dialogs, [SVG]);
  await admin.page.goto('/dashboard/admin/approvedContactRequest');
  await expectInert(admin.page, admin.dialogs, [SCRIPT]);
  await admin.page.goto('/dashboard/admin/approvedPremium');
  await expectInert(admin.page, admin.dialogs, [SCRIPT]);

  // Once premium, she is among the premium members on the home page.
  await expectOk(
    await admin.request.put(`/api/makePremeum/update/${encodeURIComponent(owner.email)}`, {
      headers,
    }),
  );
  // (Premium cards show no name.)
  await page.goto('/');
  await headDownHome(page);
  await expect(
    page
      .getByRole('region', { name: 'Premium Members' })
      .locator(`a[href="/details/${biodata._id}"]`),
  ).toBeVisible();
  await expectInert(page, dialogs, []);

  // On a phone, the details page as the reader sees it.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(`/details/${biodata._id}`);
  await expectInert(page, dialogs, [SCRIPT, IMG, SVG]);
  await page.screenshot({ path: '/tmp/xss-375.png' });
  await page.screenshot({ path: 'e2e/.artifacts/screens/xss-details-375.png', fullPage: true });
});

test('a page path with markup in it is not reflected into the page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const path = `/no-such-page/${encodeURIComponent(SCRIPT)}?q=${encodeURIComponent(SVG)}`;
  const answer = await page.request.get(path);
  const html = await answer.text();
  expect(html).not.toContain('__xss');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await activeMarkup(page)).toEqual([]);
});
