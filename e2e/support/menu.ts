import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * Opens the small screen's menu, once the app has taken the page over: a prerendered page paints
 * before its code runs (ADR 0033), and a tap before then does nothing. Answers the button, now
 * "Close menu".
 */
export async function openMobileMenu(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  return close;
}
