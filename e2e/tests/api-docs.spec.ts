import { expect, test } from '../support/fixtures';

test('the API reference at /api/docs renders the documented operations under our CSP', async ({
  page,
}) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Bondhon API').first()).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});
