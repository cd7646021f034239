import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { Pagination } from './pagination';

let screenWidth = 1024;
const mediaQueryListeners = new Set<() => void>();

/** A screen `width` px wide, as the media queries the pagination asks, `(width < Npx)`, see it. */
function stubScreenWidth(width: number) {
  screenWidth = width;
  vi.stubGlobal('matchMedia', (media: string) => {
    const match = /^\(width < (\d+)px\)$/.exec(media);
    if (!match) throw new Error(`Unexpected media query: ${media}`);
    return {
      media,
      get matches() {
        return screenWidth < Number(match[1]);
      },
      addEventListener: (_type: 'change', listener: () => void) =>
        mediaQueryListeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) =>
        mediaQueryListeners.delete(listener),
    };
  });
}

/** The screen is resized to `width`: the media queries tell their listeners. */
function setScreenWidth(width: number) {
  stubScreenWidth(width);
  act(() => {
    for (const listener of [...mediaQueryListeners]) listener();
  });
}

/** Pagination as the listing uses it: the page it reports becomes the current page. */
function PagedList({ pageCount, initialPage = 1 }: { pageCount: number; initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

function pageButtons() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

function currentPage() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'page')
    .map((button) => button.textContent);
}

afterEach(async () => {
  await changeLanguage('en');
  vi.unstubAllGlobals();
  mediaQueryListeners.clear();
});

describe('Pagination', () => {
  it.each([
    [375, ['1', '2', '3']],
    [499, ['1', '2', '3']],
    [500, ['1', '2', '3', '4']],
    [768, ['1', '2', '3', '4', '5']],
    [1280, ['1', '2', '3', '4', '5', '6', '7']],
  ])('shows the window of page buttons that fits a %i px screen', (width, expected) => {
    stubScreenWidth(width);
    render(<PagedList pageCount={20} />);

    expect(pageButtons()).toEqual(expected);
  });

  it('shows 4 page buttons from 500 px and re-sizes the window when the screen is resized', () => {
    stubScreenWidth(600);
    render(<PagedList pageCount={20} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4']);

    setScreenWidth(1280);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7']);

    setScreenWidth(375);
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });

  it('moves the window by its size with Next and Prev, keeping the place within it', async () => {
    stubScreenWidth(375);
    render(<PagedList pageCount={8} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(currentPage()).toEqual(['2']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageButtons()).toEqual(['4', '5', '6']);
    expect(currentPage()).toEqual(['5']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The last window is short: Next lands on the last page.
    expect(pageButtons()).toEqual(['7', '8']);
    expect(currentPage()).toEqual(['8']);

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(pageButtons()).toEqual(['4', '5', '6']);
    expect(currentPage()).toEqual(['5']);
  });

  it('disables Prev in the first window and Next in the last', async () => {
    stubScreenWidth(375);
    render(<PagedList pageCount={6} />);
    const user = userEvent.setup();
    const prev = () => screen.getByRole('button', { name: 'Prev' });
    const next = () => screen.getByRole('button', { name: 'Next' });

    expect(prev()).toHaveProperty('disabled', true);
    expect(next()).toHaveProperty('disabled', false);

    await user.click(next());
    expect(currentPage()).toEqual(['4']);
    expect(prev()).toHaveProperty('disabled', false);
    expect(next()).toHaveProperty('disabled', true);
  });

  it('marks only the current page with aria-current="page" and says where you are', () => {
    stubScreenWidth(1280);
    render(<PagedList pageCount={3} initialPage={2} />);

    expect(currentPage()).toEqual(['2']);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('shows nothing when everything fits on one page', () => {
    render(<PagedList pageCount={1} />);

    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('writes the page numbers in Bengali digits, each named by what it shows, in Bengali', async () => {
    stubScreenWidth(375);
    await changeLanguage('bn');
    render(<PagedList pageCount={12} />);

    const nav = screen.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
    const buttons = within(nav).getAllByRole('button', { name: /^পৃষ্ঠা / });
    expect(buttons.map((button) => button.textContent)).toEqual(['১', '২', '৩']);
    // The accessible name holds the visible text (WCAG 2.5.3, label in name).
    for (const button of buttons) {
      expect(button.getAttribute('aria-label')).toContain(button.textContent);
    }
  });
});
