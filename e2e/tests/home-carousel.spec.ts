import type { Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { expect, PRESENTATION, test, VIEWPORTS } from '../support/fixtures';

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Life at Bondhon' });

/** The dot of the slide shown says so. */
async function expectShown(page: Page, number: number) {
  await expect(
    carouselOf(page).getByRole('button', { name: `Go to slide ${number}`, exact: true }),
  ).toHaveAttribute('aria-current', 'true');
}

/** Presses on the middle of the slides and moves `dx` pixels, as a finger or a mouse would. */
async function pressAndMove(page: Page, dx: number) {
  const box = await carouselOf(page).getByRole('group').boundingBox();
  if (!box) throw new Error('the slide shown has no box');
  const y = box.y + box.height / 3;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
}

/** Drags across the middle of the slides by `dx` pixels and lets go. */
async function drag(page: Page, dx: number) {
  await pressAndMove(page, dx);
  await page.mouse.up();
}

test.describe('the home carousel on a small screen', PRESENTATION, () => {
  test.use({ viewport: VIEWPORTS.mobile });

  // Slides that move, paused: a test sees only what it does itself. Autoplay has its own test.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await waitForHydration(page);
    await carouselOf(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await carouselOf(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await expectShown(page, 1);
  });

  test('a swipe to either side brings in the neighbouring slide, looping round', async ({
    page,
  }) => {
    // While the finger is down, the slide follows it and the previous one shows beside it
    // (found by its text alone: until it is the slide shown, screen readers are not given it).
    await pressAndMove(page, 150);
    const couple = carouselOf(page).getByAltText(/couple holding hands/);
    const rings = carouselOf(page).getByAltText(/Two wedding rings/);
    await expect(rings).toBeVisible();
    const width = VIEWPORTS.mobile.width;
    await expect.poll(async () => (await couple.boundingBox())?.x).toBeCloseTo(150, -1);
    await expect.poll(async () => (await rings.boundingBox())?.x).toBeCloseTo(150 - width, -1);
    await expectShown(page, 1);
    await page.mouse.up();
    await expectShown(page, 3);
    await expect(carouselOf(page).getByRole('group')).toHaveAccessibleName('3 of 3');
    await expect(carouselOf(page).getByRole('img', { name: /Two wedding rings/ })).toBeVisible();

    await drag(page, -150);
    await expectShown(page, 1);
    await drag(page, -150);
    await expectShown(page, 2);
    const picture = carouselOf(page).getByRole('img', { name: /Henna patterns/ });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a drag too short to be a swipe leaves the slide where it was', async ({ page }) => {
    await drag(page, -30);
    await expectShown(page, 1);
    await expect(
      carouselOf(page).getByRole('img', { name: /couple holding hands/ }),
    ).toBeInViewport();
  });
});

test.describe('the home carousel on a wide screen', PRESENTATION, () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('advances on its own, slides across, and keeps going after a control is used', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await waitForHydration(page);
    await expectShown(page, 2);

    // The screenshot catches the move under way, for a person to look at.
    await carouselOf(page).getByRole('button', { name: 'Next slide' }).click();
    await page.screenshot({ path: 'e2e/.artifacts/screens/home-carousel-moving.png' });
    await expectShown(page, 3);
    await expectShown(page, 1);

    await carouselOf(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await carouselOf(page).getByRole('button', { name: 'Go to slide 2' }).click();
    await expectShown(page, 2);
    await expect(carouselOf(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});
