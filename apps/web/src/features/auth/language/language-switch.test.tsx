import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { customer, json, sessionEndpoints, stubApi, type TestUser } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  await changeLanguage('en');
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

/** The home page's endpoints, for a visitor or a member. */
function homeEndpoints(user: TestUser | null) {
  return stubApi({
    ...sessionEndpoints(user),
    'GET /api/premium-members': () => json([]),
    'PUT /api/users/me/language': (request) => json(request.body),
  });
}

const mainNavigation = () => screen.getAllByRole('navigation')[0]!;

describe('the language switch', () => {
  it('shows the whole app in Bengali at once, and remembers the choice in a cookie', async () => {
    const { requests } = homeEndpoints(null);
    renderApp('/');
    const user = userEvent.setup();
    const [switchButton] = await screen.findAllByRole('button', { name: 'বাংলা' });
    expect(switchButton?.getAttribute('lang')).toBe('bn');

    await user.click(switchButton!);

    expect(await within(mainNavigation()).findByRole('link', { name: 'হোম' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toMatch(/(^|; )lang=bn(;|$)/);
    // A visitor has no account to keep it on.
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    const [back] = screen.getAllByRole('button', { name: 'English' });
    await user.click(back!);
    expect(await within(mainNavigation()).findByRole('link', { name: 'Home' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });

  it('keeps a signed-in member’s choice on their account', async () => {
    const { requests } = homeEndpoints(customer);
    renderApp('/');
    const user = userEvent.setup();
    await within(mainNavigation()).findByRole('link', { name: 'Dashboard' });

    await user.click((await screen.findAllByRole('button', { name: 'বাংলা' }))[0]!);

    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toEqual([
        expect.objectContaining({ path: '/api/users/me/language', body: { language: 'bn' } }),
      ]),
    );
    // The account's language as the app holds it now says Bengali too: it stays Bengali.
    expect(await within(mainNavigation()).findByRole('link', { name: 'হোম' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('shows a member the language their account keeps, chosen on another device', async () => {
    homeEndpoints({ ...customer, language: 'bn' });
    renderApp('/');

    expect(await within(mainNavigation()).findByRole('link', { name: 'হোম' })).toBeTruthy();
    expect(document.cookie).toMatch(/(^|; )lang=bn(;|$)/);
  });

  it('leaves the language on screen for an account that keeps none', async () => {
    const { requests } = homeEndpoints({ ...customer, language: null });
    renderApp('/');

    await within(mainNavigation()).findByRole('link', { name: 'Dashboard' });
    expect(within(mainNavigation()).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });
});
