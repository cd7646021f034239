import { describe, expect, it } from 'vitest';
import { dashboardAreaOf, dashboardHomeHref, paths } from './paths';

describe('paths', () => {
  it("sends a customer's Dashboard link to their biodata and an admin's to the overview", () => {
    expect(dashboardHomeHref('customer')).toBe('/dashboard/customer/viewbioData');
    expect(dashboardHomeHref('admin')).toBe('/dashboard/admin/adminDashBoard');
  });

  it('builds details links with the id encoded', () => {
    expect(paths.biodataDetails.href('abc 1/2')).toBe('/details/abc%201%2F2');
    expect(paths.biodataDetails.href(7)).toBe('/details/7');
  });

  it('gives the admin area only to the admin segment of a dashboard path', () => {
    expect(dashboardAreaOf('/dashboard/admin')).toBe('admin');
    expect(dashboardAreaOf('/dashboard/admin/manageUsers')).toBe('admin');
    expect(dashboardAreaOf('/dashboard/customer/favorites')).toBe('customer');
    expect(dashboardAreaOf('/dashboard/superadmin')).toBe('customer');
    expect(dashboardAreaOf('/admin')).toBe('customer');
  });
});
