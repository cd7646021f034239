import { expect, type Locator, type Page } from '@playwright/test';

export const MATCHES_PATH = '/dashboard/customer/matches';

/** The card of the biodata named `name` on the page on screen. */
function cardNamed(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Suggestions' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
}

/**
 * Goes through the suggestions' pages, by the address, until the card named `name` is on screen:
 * a brand-new biodata with every fit comes first, but another journey's may tie with it.
 */
export async function findSuggestion(page: Page, name: string): Promise<Locator> {
  const card = cardNamed(page, name);
  const status = page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page \d+ of/);
  for (let number = 1; ; number += 1) {
    await page.goto(`${MATCHES_PATH}?page=${number}`);
    await expect(page.getByText(/biodatas? suits? you both ways$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suggestions' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    if (await card.isVisible()) return card;
    const pages =
      (await status.count()) === 0 ? 1 : Number(/of (\d+)/.exec(await status.innerText())?.[1]);
    if (number >= pages) throw new Error(`no suggestion named ${name} on any of ${pages} pages`);
  }
}
