import type { Page } from '@playwright/test';
import { expect, PRESENTATION, test, VIEWPORTS } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

// Home draws Premium Members, How It Works, the counters and the stories when the reader heads
// for them, not while a phone starts the page (ADR 0050; the rules are use-reader-heads-down's
// unit tests).

const premiumSection = (page: Page) => page.locator('#home-premium');

/**
 * Opens Home and waits until it has taken over and shown the carousel's first picture, and then
 * fetched the premium members and run the sections' code it keeps ready for when the reader
 * heads down: a moment's wait for a person.
 */
async function openHome(page: Page) {
  const answered = (matches: (path: string) => boolean) =>
    page.waitForResponse((response) => matches(new URL(response.url()).pathname) && response.ok());
  const premiumFetched = answered((path) => path === '/api/premium-members');
  const codeFetched = answered((path) => /^\/assets\/home-under-the-fold-[\w-]+\.js$/.test(path));
  await page.goto('/');
  await waitForHydration(page);
  await premiumFetched;
  // The module as the page has it: answered once it (and what it imports) has run.
  await page.evaluate((url) => import(url).then(() => undefined), (await codeFetched).url());
}

test.describe('Home on a phone', PRESENTATION, () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('draws the sections under the fold once the reader scrolls down', async ({ page }) => {
    await openHome(page);
    await expect(premiumSection(page)).toHaveCount(0);

    await page.mouse.wheel(0, 300);
    const premium = page.getByRole('region', { name: 'Premium Members' });
    await expect(premium.locator('article').first()).toBeAttached();
    await premium.locator('article').first().scrollIntoViewIfNeeded();
    await expect(premium.locator('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'How It Works' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Our Success Counters' })).toBeAttached();
  });

  test('lets a keyboard reader tab from the heading’s links into Premium Members', async ({
    page,
  }) => {
    await openHome(page);
    await expect(premiumSection(page)).toHaveCount(0);

    // The heading's last link, focused without a key or a scroll: the reader's first key is the
    // Tab that leaves it.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Register Now' })
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    // The next stop is in Premium Members, not in the footer.
    const focusedSection = () =>
      page.evaluate(
        () => document.activeElement?.closest('section')?.getAttribute('aria-labelledby') ?? null,
      );
    expect(await focusedSection()).toBe('home-premium');
  });
});

test.describe('Home on a tablet', PRESENTATION, () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('draws the sections at once when the screen shows a good part of their place', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Premium Members' })).toBeVisible();
  });
});
