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

/** Where `rememberFirstElement` keeps what the parser made, by selector. */
type FirstElements = Window & { firstElements?: Record<string, Element> };

/**
 * Remembers the first element matching `selector` that the parser makes, before any of the app's
 * code runs: what the server sent. Set up before `page.goto`.
 */
export async function rememberFirstElement(page: Page, selector: string) {
  await page.addInitScript((target) => {
    const observer = new MutationObserver(() => {
      const element = document.querySelector(target);
      if (!element) return;
      const firstElements = ((window as FirstElements).firstElements ??= {});
      firstElements[target] = element;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Whether the element `selector` matches now is the one the server sent (`rememberFirstElement`):
 * hydrated in place, not taken off and drawn again.
 */
export function isFirstElementShown(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const first = (window as FirstElements).firstElements?.[target];
    return first !== undefined && first === document.querySelector(target);
  }, selector);
}
