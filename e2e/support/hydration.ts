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

/**
 * Clicks the element `selector` names at the moment the app marks the page as taken over, before
 * anything else of the app's runs: the quickest reader there can be. Set up before `page.goto`.
 */
export async function clickOnceTakenOver(page: Page, selector: string) {
  await page.addInitScript((target) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      document.querySelector<HTMLElement>(target)?.click();
    }).observe(document, { attributes: true, subtree: true });
  }, selector);
}
