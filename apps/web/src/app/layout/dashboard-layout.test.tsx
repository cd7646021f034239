import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from './dashboard-layout';

const ADMIN_MENU = ['Admin Dashboard', 'Manage Users', 'Approved Premium', 'Approved Contact'];
const CUSTOMER_MENU = ['Favorite', 'Edit Biodata', 'Contact Request', 'Your Data'];

function renderDashboardAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/dashboard/:role/*', element: <DashboardLayout /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
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
});
