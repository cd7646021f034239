import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { admin, json, sessionEndpoints, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { DashboardLayout } from './dashboard-layout';

// The spec's menus, then Suggested for you (issue 20, customers), account settings (issue 19)
// and Blocked members (issue 21, customers).
const ADMIN_MENU = [
  'Admin Dashboard',
  'Manage Users',
  'Approved Premium',
  'Approved Contact',
  'Review queue',
  'Reports',
  'Audit log',
  'Account settings',
];
const CUSTOMER_MENU = [
  'Favorite',
  'Edit Biodata',
  'Contact Request',
  'Your Data',
  'Suggested for you',
  'Account settings',
  'Blocked members',
];

function renderDashboardAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/:role/*" element={<DashboardLayout />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(menu).getAllByRole('link');
}

describe('Dashboard side menu', () => {
  it.each([
    '/dashboard/admin',
    '/dashboard/admin/adminDashBoard',
    '/dashboard/admin/manageUsers',
    '/dashboard/admin/approvedContactRequest',
    '/dashboard/admin/approvedPremium',
  ])('shows the admin menu on %s', (path) => {
    const links = renderDashboardAt(path);

    expect(links.map((link) => link.textContent)).toEqual(ADMIN_MENU);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/admin/adminDashBoard',
      '/dashboard/admin/manageUsers',
      '/dashboard/admin/approvedPremium',
      '/dashboard/admin/approvedContactRequest',
      '/dashboard/admin/reviewQueue',
      '/dashboard/admin/reports',
      '/dashboard/admin/auditLog',
      '/dashboard/admin/account',
    ]);
  });

  it.each([
    '/dashboard/customer',
    '/dashboard/customer/viewbioData',
    '/dashboard/customer/favorites',
    '/dashboard/guest/anything',
    '/dashboard/administrator',
  ])('shows the customer menu on %s', (path) => {
    const links = renderDashboardAt(path);

    expect(links.map((link) => link.textContent)).toEqual(CUSTOMER_MENU);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/customer/favorites',
      '/dashboard/customer/editBioData',
      '/dashboard/customer/contactRequest',
      '/dashboard/customer/viewbioData',
      '/dashboard/customer/matches',
      '/dashboard/customer/account',
      '/dashboard/customer/blocked',
    ]);
  });

  it('marks the current screen in the menu', () => {
    const links = renderDashboardAt('/dashboard/admin/manageUsers');

    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Manage Users']);
  });

  it('offers a Logout button', () => {
    renderDashboardAt('/dashboard/customer/favorites');

    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('signs out, says so, and goes to /signin (not back into the dashboard afterwards)', async () => {
    let isSignedIn = true;
    const signedIn = sessionEndpoints(admin);
    const { requests } = stubApi({
      ...signedIn,
      'GET /api/auth/get-session': (request) =>
        isSignedIn ? signedIn['GET /api/auth/get-session']!(request) : json(null),
      'POST /api/auth/sign-out': () => {
        isSignedIn = false;
        return json({ success: true });
      },
    });
    const { router } = renderApp('/dashboard/admin/adminDashBoard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully!')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toBeNull();
    expect(requests.find((request) => request.path === '/api/auth/sign-out')?.body).toEqual({});
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link', {
        name: 'Login',
      }).length,
    ).toBeGreaterThan(0);
  });

  it('stays put and says "Logout failed!" with the message when signing out fails', async () => {
    stubApi({
      ...sessionEndpoints(admin),
      'POST /api/auth/sign-out': () =>
        json({ code: 'INTERNAL', message: 'The server is unavailable.' }, { status: 503 }),
    });
    const { router } = renderApp('/dashboard/admin/adminDashBoard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed! The server is unavailable.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Logout' })).toHaveProperty('disabled', false),
    );
    expect(router.state.location.pathname).toBe('/dashboard/admin/adminDashBoard');
  });
});

describe('Two-step sign-in for admins where the server requires it', () => {
  const config = (requiresAdminTwoFactor: boolean) => ({
    'GET /api/config': () =>
      json({
        federatedProvider: null,
        payments: { gateway: 'local', publishableKey: null },
        requiresEmailVerification: false,
        requiresAdminTwoFactor,
      }),
  });

  it('shows an admin without it what to do instead of an admin screen, and leads to settings', async () => {
    stubApi({ ...sessionEndpoints({ ...admin, twoFactorEnabled: false }), ...config(true) });
    renderApp('/dashboard/admin/manageUsers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Turn on two-step sign-in first' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Manage Users' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Set up two-step sign-in' }).getAttribute('href')).toBe(
      '/dashboard/admin/account',
    );
  });

  it('opens the admin screens to an admin who has it on', async () => {
    stubApi({
      ...sessionEndpoints({ ...admin, twoFactorEnabled: true }),
      ...config(true),
      'GET /api/users/allData': () => json([]),
    });
    renderApp('/dashboard/admin/manageUsers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeTruthy();
    expect(screen.queryByText('Turn on two-step sign-in first')).toBeNull();
  });
});
