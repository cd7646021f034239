import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * Opens the small screen's menu. A prerendered page paints before its code runs (ADR 0033: the
 * code starts after the first paint), so a tap that lands before it has hydrated does nothing:
 * tap again until the menu says it is open. Answers the button, now "Close menu".
 */
export async function openMobileMenu(page: Page) {
  const open = page.getByRole('button', { name: 'Open menu' });
  const close = page.getByRole('button', { name: 'Close menu' });
  await waitForHydration(page);
  await expect(async () => {
    if (await open.isVisible()) await open.click();
    await expect(close).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return close;
}
