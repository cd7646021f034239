import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));

    render(<Footer />);

    expect(screen.getByText('© 2031 Bondhon. All rights reserved.')).toBeTruthy();
  });

  it('has the Quick Links, Policies and Follow Us sections, in that order', () => {
    render(<Footer />);

    const headings = within(screen.getByRole('contentinfo')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Quick Links',
      'Policies',
      'Follow Us',
    ]);
  });

  it('shows the tagline and every placeholder link by name', () => {
    render(<Footer />);

    expect(
      screen.getByText('Find your perfect life partner with our trusted matrimonial platform.'),
    ).toBeTruthy();
    for (const name of [
      'Home',
      'About Us',
      'Premium Plans',
      'Contact',
      'Privacy Policy',
      'Terms & Conditions',
      'Refund Policy',
      'Help Center',
      'Facebook',
      'WhatsApp',
      'YouTube',
      'LinkedIn',
    ]) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('keeps the placeholder links from navigating anywhere', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    const before = window.location.href;

    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));

    expect(window.location.href).toBe(before);
  });
});
