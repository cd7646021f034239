import { expect, PRESENTATION, test } from '../support/fixtures';

test(
  'the API reference at /api/docs renders the documented operations under our CSP',
  PRESENTATION,
  async ({ page }) => {
    await page.goto('/api/docs');
    // Swagger UI parses about a megabyte of script before it draws anything: seconds on a busy
    // machine, so this first step gets a longer budget than the 10 s of an ordinary one.
    await expect(page.getByText('Bondhon API').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/health').first()).toBeVisible();
  },
);
