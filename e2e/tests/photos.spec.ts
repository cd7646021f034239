import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsSuperAdmin, type Person } from '../support/accounts';
import { createBiodataByApi, dobYearsAgo } from '../support/biodata';
import { expect, expectNoAxeViolations, test, VIEWPORTS } from '../support/fixtures';

const SCREENS = 'e2e/.artifacts/screens';

/**
 * A photo as a phone's camera makes one: a JPEG of 1600 × 1200 pixels drawn by the browser itself
 * (a face-like oval on a gradient), so the test needs no file from anywhere.
 */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 1600, 1200);
    sky.addColorStop(0, '#d9a066');
    sky.addColorStop(1, '#5a1530');
    context.fillStyle = sky;
    context.fillRect(0, 0, 1600, 1200);
    context.fillStyle = '#f1c27d';
    context.beginPath();
    context.ellipse(800, 450, 220, 280, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#2e1a22';
    context.fillRect(520, 760, 560, 440);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Pays for the biodata's contact with the local test gateway, as the payment form does. */
async function payForContact(request: APIRequestContext, buyer: Person, biodataId: string) {
  const headers = { origin: new URL(process.env.E2E_BASE_URL!).origin };
  const intent = await request.post('/api/create-payment-intent', {
    headers,
    data: { parcelId: biodataId, email: buyer.email },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = await intent.json();
  const card = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
  const confirmed = await request.post('/api/local-gateway/confirm', {
    headers,
    data: { clientSecret, card },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const recorded = await request.post('/api/payments', {
    headers,
    data: {
      parcelId: biodataId,
      email: buyer.email,
      transactionId: paymentIntentId,
      amount: 500,
      mobile: '01700000000',
      buyuser: buyer.email,
      paymentMethod: 'card',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  return (await recorded.json()).insertedId as string;
}

test('a member uploads a cropped photo for their eyes only; another sees it once approved', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  test.setTimeout(120_000);
  // The owner writes a biodata, then adds a photo from the form: choose, crop, upload.
  const owner = await people.register(page.request, 'photo-owner', 'Nabila Photo');
  // Of an age and a division few others have, so the listing finds her card on its first page.
  const biodata = await createBiodataByApi(page.request, owner, {
    profileImage: null,
    dob: dobYearsAgo(43),
    permanentDivision: 'Rajshahi',
  });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/dashboard/customer/editBioData');
  const photoGroup = page.getByRole('group', { name: 'Profile Image' });
  await expect(photoGroup.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
  await photoGroup.locator('input[type="file"]').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(page),
  });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  const frame = crop.getByRole('img', { name: /The photo in the card's frame/ });
  await expect(frame.locator('img')).toBeVisible();
  // Zoomed in and moved with the keyboard, as someone without a mouse does.
  await crop.getByRole('slider', { name: 'Zoom' }).fill('1.5');
  await frame.focus();
  await page.keyboard.press('ArrowDown');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/photo-crop-375.png` });
  await crop.getByRole('button', { name: 'Use this photo' }).click();
  await expect(crop).toBeHidden({ timeout: 20_000 });
  await expect(photoGroup.getByText('Photo uploaded. Save this section to keep it.')).toBeVisible();
  const preview = photoGroup.getByRole('img', { name: 'Your photo as cards show it' });
  await expect(preview).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f]{32}\/card\.webp$/);

  // Only families whose contact request is approved may see it.
  await photoGroup.getByRole('radio', { name: /^Only families whose contact request/ }).check();
  await page.setViewportSize(VIEWPORTS.desktop);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SCREENS}/photo-field-1280.png` });
  await page.getByLabel('The information in this biodata is true.').check();
  await page.getByLabel('My guardian knows about this biodata.').check();
  const aboutYou = page.getByRole('group', { name: 'About you' });
  await aboutYou.getByRole('button', { name: 'Save and continue' }).click();
  await expect(aboutYou.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The owner sees their photo on their profile, its largest size, loaded.
  await page.goto(`/details/${biodata._id}`);
  const ownPhoto = page.getByRole('main').getByRole('img', { name: owner.name });
  await expect(ownPhoto).toHaveAttribute('src', /\/details\.webp$/);
  await expect
    .poll(() => ownPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(960);

  // Another member sees the outline and why, on the card and on the profile; the photo's own
  // address, copied, shows them nothing.
  const viewerContext = await browser.newContext({ baseURL });
  const viewerPage = await viewerContext.newPage();
  const viewer = await people.register(viewerContext.request, 'photo-viewer', 'Rashed Viewer');
  await viewerPage.goto(`/details/${biodata._id}`);
  await expect(viewerPage.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(viewerPage.getByText('Photo visible on request')).toBeVisible();
  await expect(viewerPage.getByRole('main').getByRole('img', { name: owner.name })).toHaveCount(0);
  const photoAddress = (await ownPhoto.getAttribute('src'))!;
  expect((await viewerContext.request.get(photoAddress)).status()).toBe(404);
  await viewerPage.goto('/matremony/allData?type=Female&division=Rajshahi&minAge=43&maxAge=43');
  const card = viewerPage.getByRole('article').filter({ hasText: owner.name });
  await expect(card.getByText('Photo visible on request')).toBeVisible();
  await expectNoAxeViolations(viewerPage);
  await viewerPage.screenshot({ path: `${SCREENS}/photo-on-request-1280.png` });

  // In Bengali, the same outline says the same.
  await viewerContext.addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);
  await viewerPage.goto(`/details/${biodata._id}`);
  await expect(viewerPage.getByText('অনুরোধে ছবি দেখা যাবে')).toBeVisible();
  await viewerPage.setViewportSize(VIEWPORTS.mobile);
  await expectNoAxeViolations(viewerPage);
  await viewerPage.screenshot({ path: `${SCREENS}/bn-photo-on-request-375.png` });
  await viewerContext.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await viewerPage.setViewportSize(VIEWPORTS.desktop);

  // They pay for the contact; once an admin approves it, the photo is theirs to see.
  const requestId = await payForContact(viewerContext.request, viewer, biodata._id);
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsSuperAdmin(admin);
  const approved = await admin.request.put(`/api/updateParcel/${requestId}`, {
    headers: { origin: new URL(baseURL!).origin },
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await viewerPage.goto(`/details/${biodata._id}`);
  const seen = viewerPage.getByRole('main').getByRole('img', { name: owner.name });
  await expect(seen).toHaveAttribute('src', photoAddress);
  await expect.poll(() => seen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
  await expect(viewerPage.getByText('Photo visible on request')).toHaveCount(0);
  await viewerPage.screenshot({ path: `${SCREENS}/photo-approved-1280.png` });
  await adminContext.close();
  await viewerContext.close();
});
