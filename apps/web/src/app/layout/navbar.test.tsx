import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { MOBILE_MENU_ID, Navbar, type NavbarUser } from './navbar';

function renderNavbar(user: NavbarUser | null = null, path = '/') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Navbar user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const mobileMenu = document.getElementById(MOBILE_MENU_ID);
  if (!mobileMenu) throw new Error('mobile menu not rendered');
  return { user: userEvent.setup(), mobileMenu };
}

describe('Navbar mobile menu', () => {
  it('starts closed, with a toggle named "Open menu" that controls the collapsed menu', () => {
    const { mobileMenu } = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(mobileMenu.id);
    expect(within(mobileMenu).queryAllByRole('link')).toHaveLength(0);
  });

  it('opens on toggle, showing Home, Biodatas and Login links', async () => {
    const { user, mobileMenu } = renderNavbar();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = within(mobileMenu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Biodatas', 'Login']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/matremony/allData',
      '/signin',
    ]);
  });

  it('closes again when the toggle is pressed a second time', async () => {
    const { user, mobileMenu } = renderNavbar();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(mobileMenu).queryAllByRole('link')).toHaveLength(0);
  });

  it('closes when a menu link is chosen', async () => {
    const { user, mobileMenu } = renderNavbar();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu).getByRole('link', { name: 'Biodatas' }));

    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(mobileMenu).queryAllByRole('link')).toHaveLength(0);
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user, mobileMenu } = renderNavbar();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    within(mobileMenu).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('Navbar session variants', () => {
  it('offers Login and no Dashboard link when nobody is signed in', () => {
    renderNavbar(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("shows a signed-in customer's name and a Dashboard link to their biodata instead of Login", () => {
    renderNavbar({
      name: 'Ayesha Rahman',
      image: null,
      role: 'customer',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(nav).getAllByText('Ayesha Rahman').length).toBeGreaterThan(0);
    const [desktopLink, mobileLink] = within(nav).getAllByRole('link', { name: 'Dashboard' });
    expect(desktopLink?.getAttribute('href')).toBe('/dashboard/customer/viewbioData');
    expect(mobileLink).toBeUndefined(); // the mobile menu is closed
  });

  it("links an admin's Dashboard to the admin overview, and the mobile menu to /dashboard/admin", async () => {
    const { user, mobileMenu } = renderNavbar({
      name: 'Admin',
      image: null,
      role: 'admin',
    });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link', { name: 'Dashboard' })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/dashboard/admin/adminDashBoard');
    expect(within(mobileMenu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard/admin',
    );
  });

  it("shows the signed-in person's photo, named after them", () => {
    renderNavbar({ name: 'Karim Hossain', image: 'https://example.com/karim.jpg', role: 'admin' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    const photo = within(nav).getByRole('img', { name: 'Karim Hossain' });
    expect(photo.getAttribute('src')).toBe('https://example.com/karim.jpg');
  });

  it('shows the initial instead of a photo when there is none, and no Dashboard link until the role is known', () => {
    renderNavbar({ name: 'nasrin Akter', image: null, role: null });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).queryByRole('img')).toBeNull();
    expect(within(nav).getAllByText('N').length).toBeGreaterThan(0);
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('Navbar current page', () => {
  it.each([
    ['customer', '/dashboard/customer/viewbioData'],
    ['customer', '/dashboard/customer/favorites'],
    ['customer', '/dashboard/customer/editBioData'],
    ['customer', '/dashboard/customer/contactRequest'],
    ['admin', '/dashboard/admin/adminDashBoard'],
    ['admin', '/dashboard/admin/manageUsers'],
    ['admin', '/dashboard/admin/approvedPremium'],
  ] as const)('marks Dashboard as current for a %s on %s, in both menus', async (role, path) => {
    const { user, mobileMenu } = renderNavbar({ name: 'Nasrin', image: null, role }, path);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const dashboardLinks = within(nav).getAllByRole('link', { name: 'Dashboard' });
    expect(dashboardLinks).toHaveLength(2);
    for (const link of dashboardLinks) {
      expect(link.getAttribute('aria-current')).toBe('page');
      expect(link.className).toContain('text-primary');
    }
    for (const name of ['Home', 'Biodatas']) {
      const others = within(nav).getAllByRole('link', { name });
      expect(others.map((link) => link.getAttribute('aria-current'))).toEqual([null, null]);
    }
    expect(within(mobileMenu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('does not mark Dashboard outside the dashboard', () => {
    renderNavbar({ name: 'Nasrin', image: null, role: 'customer' }, '/matremony/allData');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Biodatas' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
