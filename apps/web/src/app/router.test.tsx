import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, customer, json, sessionEndpoints, stubApi } from '../test/api-stub';
import { renderApp } from '../test/render-app';

/** The app at `path`, signed in as an admin (who may open every screen). */
function renderAt(path: string) {
  stubApi({ ...sessionEndpoints(admin), 'GET /api/users/allData': () => json([]) });
  return renderApp(path).router;
}

describe('route table', () => {
  it.each([
    ['/', 'Find your perfect life partner'],
    ['/signup', 'Register now!'],
    ['/signin', 'Sign In'],
    ['/matremony/allData', 'Choose Your Partner'],
    ['/details/42', 'Biodata details'],
    ['/dashboard/admin/adminDashBoard', 'Dashboard Overview'],
    ['/dashboard/admin/manageUsers', 'Manage Users'],
    ['/dashboard/admin/approvedContactRequest', 'Approve Contact Requests'],
    ['/dashboard/admin/approvedPremium', 'Premium Requests'],
    ['/dashboard/customer/viewbioData', 'Your Biodata'],
    ['/dashboard/customer/contactRequest', 'My Contact Requests'],
    ['/dashboard/customer/favorites', 'My Favourite Biodatas'],
    ['/dashboard/customer/editBioData', 'Create Your Biodata'],
    ['/dashboard/customer/matches', 'Suggested for you'],
    ['/dashboard/customer/blocked', 'Blocked members'],
    ['/no/such/page', 'Page not found'],
  ])('renders %s inside the layout with the h1 "%s"', async (path, heading) => {
    renderAt(path);

    const main = await screen.findByRole('main');
    const h1 = await within(main).findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // The footer's code is lazy: it may come after the screen's.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it.each([
    ['/dashboard/admin', '/dashboard/admin/adminDashBoard', 'Dashboard Overview'],
    ['/dashboard/customer', '/dashboard/customer/viewbioData', 'Your Biodata'],
  ])('sends %s on to its first screen', async (path, target, heading) => {
    const router = renderAt(path);

    expect((await screen.findByRole('heading', { level: 1, name: heading })).textContent).toBe(
      heading,
    );
    expect(router.state.location.pathname).toBe(target);
  });

  it.each([
    ['/dashboard/foo', '/dashboard/customer/viewbioData', 'Your Biodata'],
    ['/dashboard/guest/favorites', '/dashboard/customer/favorites', 'My Favourite Biodatas'],
    ['/dashboard/superadmin/editBioData', '/dashboard/customer/editBioData', 'Create Your Biodata'],
    ['/dashboard/foo/no-such-screen', '/dashboard/customer/no-such-screen', 'Page not found'],
  ])(
    'gives %s (a role segment other than admin) the customer area',
    async (path, target, heading) => {
      stubApi(sessionEndpoints(customer));
      const router = renderApp(path).router;

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      const menu = screen.getByRole('navigation', { name: 'Dashboard' });
      expect(within(menu).getByRole('link', { name: 'Your Data' })).toBeTruthy();
      expect(within(menu).queryByRole('link', { name: 'Manage Users' })).toBeNull();
      expect(router.state.location.pathname).toBe(target);
    },
  );

  it('keeps an unknown admin screen in the admin area, never the customer one', async () => {
    const router = renderAt('/dashboard/admin/no-such-screen');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Manage Users' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/admin/no-such-screen');
  });

  it('titles the browser tab after the page', async () => {
    renderAt('/signin');

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(document.title).toBe('Sign In · Bondhon');
  });
});
