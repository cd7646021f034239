import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until the app has taken the page over (main.tsx marks `<html data-hydrated>`). A
 * prerendered page paints before its code runs (ADR 0033); a click while it hydrates makes React
 * render it again, so a test clicks once it is done, as a reader would a moment later.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
}
