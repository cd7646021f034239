import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * Turns the wheel a little on Home, as a reader heading down the page does, and waits for the
 * sections under the fold (Premium Members and the ones after it), which Home draws only then on
 * a screen that shows no more than a sliver of their place (ADR 0050).
 */
export async function headDownHome(page: Page) {
  await waitForHydration(page);
  await page.mouse.wheel(0, 200);
  await expect(page.locator('#home-premium')).toBeAttached();
}
