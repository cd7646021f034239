import { DISTRICTS_BY_DIVISION } from '@bondhon/shared/districts';
import type { BiodataCard, BiodataSearchResponse } from '@bondhon/shared/schemas/biodata';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  customer,
  json,
  pending,
  sessionEndpoints,
  stubApi,
  type StubRequest,
} from '../../../test/api-stub';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';

function card(addid: number, overrides: Partial<BiodataCard> = {}): BiodataCard {
  return {
    _id: `00000000-0000-4000-8000-${String(addid).padStart(12, '0')}`,
    addid,
    name: `Person ${addid}`,
    biodataType: addid % 2 === 0 ? 'Female' : 'Male',
    profileImage: `/media/portraits/female-0${addid % 10}.svg`,
    photoWithheld: null,
    permanentDivision: 'Dhaka',
    yourAge: 20 + (addid % 20),
    occupation: 'Teacher',
    verifiedAt: null,
    ...overrides,
  };
}

/** Page `page` of `total` biodatas, 12 a page, as the search call answers. */
function searchPage(page: number, total: number): BiodataSearchResponse {
  const first = (page - 1) * 12 + 1;
  const count = Math.max(0, Math.min(12, total - first + 1));
  return {
    items: Array.from({ length: count }, (_, index) => card(first + index)),
    total,
    page,
    pageSize: 12,
    pageCount: Math.ceil(total / 12),
    totalCapped: false,
  };
}

/** A query's parameters, a repeated one (`occupation`) as the list of its values. */
function paramsOf(query: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(query.keys())].map((key) => {
      const values = query.getAll(key);
      return [key, values.length > 1 ? values : (values[0] ?? '')];
    }),
  );
}

function searches(requests: StubRequest[]) {
  return requests
    .filter((request) => request.path === '/api/biodatas/search')
    .map((request) => paramsOf(request.query));
}

/** The search answering `total` biodatas, for a visitor or, with More filters, a member. */
function stubSearch(total: number, reader: typeof customer | null = null) {
  return stubApi({
    ...sessionEndpoints(reader),
    'GET /api/biodatas/search': (request) =>
      json(searchPage(Number(request.query.get('page') ?? '1'), total)),
  });
}

afterEach(() => {
  vi.useRealTimers();
  // jsdom has no scrollIntoView; one test lends it a spy.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

// The route's code loads lazily; load it once up front so no test waits on the first import.
beforeAll(async () => {
  await import('../../../app/routes/biodata-listing');
});

describe('Biodata listing', () => {
  it('shows a page of cards linking to their details, with the total', async () => {
    stubSearch(30);
    renderApp('/matremony/allData');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose Your Partner' }),
    ).toBeTruthy();
    const first = await screen.findByRole('heading', { level: 3, name: 'Person 1' });
    const article = first.closest('article')!;
    expect(within(article).getByRole('img', { name: 'Person 1' })).toBeTruthy();
    expect(within(article).getByText('Biodata ID')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      `/details/${card(1)._id}`,
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('30 biodatas')).toBeTruthy();
  });

  it("loads the first row's photos at once and leaves the others to lazy loading", async () => {
    stubSearch(30);
    renderApp('/matremony/allData');

    await screen.findByRole('heading', { level: 3, name: 'Person 1' });
    const loading = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual([...Array(4).fill('eager'), ...Array(8).fill('lazy')]);
  });

  it('reads the filters and the page from the address', async () => {
    const { requests } = stubSearch(40);
    renderApp('/matremony/allData?maxAge=30&type=Female&division=Sylhet&page=2');
    const user = userEvent.setup();

    await screen.findByRole('heading', { level: 3, name: 'Person 13' });
    expect(searches(requests)).toEqual([
      { maxAge: '30', type: 'Female', division: 'Sylhet', page: '2' },
    ]);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText<HTMLInputElement>('Maximum age').value).toBe('30');
    expect(screen.getByText('18 – 30')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Biodata type').value).toBe('Female');
    expect(screen.getByLabelText<HTMLSelectElement>('Division').value).toBe('Sylhet');
  });

  it('falls back to the defaults for values in the address that are not valid', async () => {
    const { requests } = stubSearch(5);
    renderApp('/matremony/allData?maxAge=99&type=Robot&division=Paris&page=-1');

    await screen.findByRole('heading', { level: 3, name: 'Person 1' });
    expect(searches(requests)[0]).toEqual({
      maxAge: '60',
      type: 'All',
      division: 'All',
      page: '1',
    });
  });

  it('applies the filters only on Apply Filters, back on page 1, and writes them to the address', async () => {
    const { requests } = stubSearch(60);
    const { router } = renderApp('/matremony/allData?page=3');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 3, name: 'Person 25' });

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.change(screen.getByLabelText('Maximum age'), { target: { value: '40' } });
    await user.selectOptions(screen.getByLabelText('Biodata type'), 'Male');
    await user.selectOptions(screen.getByLabelText('Division'), 'Khulna');
    expect(screen.getByText('18 – 40')).toBeTruthy();

    // Nothing applies yet: same address, no new search.
    expect(router.state.location.search).toBe('?page=3');
    expect(searches(requests)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      maxAge: '40',
      type: 'Male',
      division: 'Khulna',
      page: '1',
    });
    await screen.findByRole('heading', { level: 3, name: 'Person 1' });
    expect(searches(requests).at(-1)).toEqual({
      maxAge: '40',
      type: 'Male',
      division: 'Khulna',
      page: '1',
    });
    expect(screen.getByText('Showing:').parentElement?.textContent).toBe(
      'Showing: Ages 18 – 40 · Male · Khulna',
    );
  });

  it('finds verified biodatas only when asked, and shows each card’s Verified badge', async () => {
    const { requests } = stubApi({
      ...sessionEndpoints(null),
      'GET /api/biodatas/search': (request) =>
        json({
          ...searchPage(1, 1),
          items: [
            card(request.query.get('verified') === 'true' ? 2 : 1, {
              verifiedAt: '2026-11-20T06:00:00.000Z',
            }),
          ],
        }),
    });
    const { router } = renderApp('/matremony/allData');
    const user = userEvent.setup();
    expect(await screen.findByText("Verified by Bondhon's admins on 20 Nov 2026")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Verified biodatas only' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(new URLSearchParams(router.state.location.search).get('verified')).toBe('true');
    await screen.findByRole('heading', { level: 3, name: 'Person 2' });
    expect(searches(requests).at(-1)).toMatchObject({ verified: 'true', page: '1' });
  });

  it('goes back to the previous filters with the browser history', async () => {
    stubSearch(60);
    const { router } = renderApp('/matremony/allData?maxAge=30&type=Female&division=Dhaka&page=1');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 3, name: 'Person 1' });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Division'), 'Rangpur');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(new URLSearchParams(router.state.location.search).get('division')).toBe('Rangpur');

    await act(() => router.navigate(-1));

    expect(new URLSearchParams(router.state.location.search).get('division')).toBe('Dhaka');
    expect(screen.getByLabelText<HTMLSelectElement>('Division').value).toBe('Dhaka');
  });

  it('says "No biodata found." when nothing matches', async () => {
    stubSearch(0);
    renderApp('/matremony/allData?type=Female&division=Sylhet');

    expect(await screen.findByText('No biodata found.')).toBeTruthy();
    expect(screen.getByText('0 biodatas')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the spinner for at least 300 ms on a page change, then the new page from the top of the grid', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { requests } = stubSearch(40);
    const { router } = renderApp('/matremony/allData');
    await screen.findByRole('heading', { level: 3, name: 'Person 1' });

    vi.useFakeTimers();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });

    expect(screen.getByRole('status', { name: 'Loading biodatas…' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    const results = screen.getByRole('region', { name: 'Biodatas' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(results);
    expect(document.activeElement).toBe(results);

    // The page has arrived, but the spinner stays for the full 300 ms.
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(searches(requests).at(-1)?.page).toBe('2');
    expect(screen.getByRole('status', { name: 'Loading biodatas…' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Person 13' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('heading', { level: 3, name: 'Person 13' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading biodatas…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps the spinner until a slow page arrives', async () => {
    let answerPage2: (response: Response) => void = () => {};
    stubApi({
      ...sessionEndpoints(null),
      'GET /api/biodatas/search': (request) =>
        request.query.get('page') === '2'
          ? new Promise<Response>((resolve) => {
              answerPage2 = resolve;
            })
          : json(searchPage(1, 40)),
    });
    renderApp('/matremony/allData');
    await screen.findByRole('heading', { level: 3, name: 'Person 1' });

    vi.useFakeTimers();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status', { name: 'Loading biodatas…' })).toBeTruthy();

    answerPage2(json(searchPage(2, 40)));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { level: 3, name: 'Person 13' })).toBeTruthy();
  });

  it('never shows a half-loaded page while the first search is pending', async () => {
    stubApi({ ...sessionEndpoints(null), 'GET /api/biodatas/search': () => pending() });
    renderApp('/matremony/allData');

    expect(await screen.findByRole('status', { name: 'Loading biodatas…' })).toBeTruthy();
    expect(screen.queryByText('No biodata found.')).toBeNull();
  });

  it('goes straight to the biodata of a Biodata ID typed in the find box', async () => {
    // Signed in, so the details route's guard keeps the member on the biodata they found.
    const { requests } = stubApi({
      ...sessionEndpoints(customer),
      [`GET /api/details/${card(1024)._id}`]: () => pending(),
      'GET /api/biodatas/search': () => json(searchPage(1, 3)),
      'GET /api/biodatas/by-number/1024': () => json({ _id: card(1024)._id }),
    });
    const { router } = renderApp('/matremony/allData');
    const user = userEvent.setup();

    const box = await screen.findByRole('search', { name: 'Find by Biodata ID' });
    await user.type(within(box).getByLabelText('Find by Biodata ID'), ' 1024 ');
    await user.click(within(box).getByRole('button', { name: 'Find' }));

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/details/${card(1024)._id}`),
    );
    expect(requests.map((request) => request.path)).toContain('/api/biodatas/by-number/1024');
  });

  it('says so when no biodata has the ID, and asks for a number before calling at all', async () => {
    const { requests } = stubApi({
      ...sessionEndpoints(null),
      'GET /api/biodatas/search': () => json(searchPage(1, 3)),
      'GET /api/biodatas/by-number/77': () =>
        json({ code: 'NOT_FOUND', message: 'No biodata has this id.' }, { status: 404 }),
    });
    renderApp('/matremony/allData');
    const user = userEvent.setup();
    const box = await screen.findByRole('search', { name: 'Find by Biodata ID' });
    const input = within(box).getByLabelText('Find by Biodata ID');

    await user.type(input, 'abc');
    await user.click(within(box).getByRole('button', { name: 'Find' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(
      'Enter a Biodata ID: its number, e.g. 1024.',
    );
    expect(requests.some((request) => request.path.startsWith('/api/biodatas/by-number'))).toBe(
      false,
    );

    await user.clear(input);
    await user.type(input, '77');
    await user.click(within(box).getByRole('button', { name: 'Find' }));
    expect(await within(box).findByText('No biodata has the Biodata ID 77.')).toBeTruthy();
  });

  describe('More filters', () => {
    afterEach(async () => {
      await changeLanguage('en');
    });

    /** The listing's filter panel opened, and its "More filters" disclosure. */
    async function openFilterPanel(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      return screen.getByRole('button', { name: /^More filters/ });
    }

    it('applies the more filters with the others, back on page 1, in the address and the search', async () => {
      const { requests } = stubSearch(60, customer);
      const { router } = renderApp('/matremony/allData?page=3');
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 3, name: 'Person 25' });

      const more = await openFilterPanel(user);
      expect(more.getAttribute('aria-expanded')).toBe('false');
      await user.click(more);
      expect(more.getAttribute('aria-expanded')).toBe('true');

      // With no division chosen, every district, under its division.
      const district = await screen.findByLabelText<HTMLSelectElement>('District');
      expect(district.querySelectorAll('optgroup')).toHaveLength(8);
      expect(district.querySelectorAll('option')).toHaveLength(65);
      await user.selectOptions(district, 'Sylhet');
      // Another division: only its districts, and the one chosen before goes.
      await user.selectOptions(screen.getByLabelText('Division'), 'Khulna');
      expect(district.value).toBe('');
      expect([...district.options].map((option) => option.value)).toEqual([
        '',
        ...DISTRICTS_BY_DIVISION.Khulna,
      ]);

      await user.selectOptions(screen.getByLabelText('Minimum age'), '25');
      await user.selectOptions(district, 'Jashore');
      await user.selectOptions(screen.getByLabelText('Present division'), 'Dhaka');
      await user.selectOptions(screen.getByLabelText('Marital status'), 'Never married');
      await user.selectOptions(screen.getByLabelText('Religion'), 'Islam');
      await user.selectOptions(screen.getByLabelText('Minimum education'), "Bachelor's (Honours)");
      const occupations = screen.getByRole('group', { name: 'Occupation' });
      await user.click(within(occupations).getByLabelText('Doctor'));
      await user.click(within(occupations).getByLabelText('Teacher'));
      await user.selectOptions(screen.getByLabelText('Height from'), `5'0"`);
      // Heights to start at the height from.
      const heightTo = screen.getByLabelText<HTMLSelectElement>('Height to');
      expect([...heightTo.options].map((option) => option.value)).toEqual([
        '',
        `5'0"`,
        `5'2"`,
        `5'5"`,
        `5'7"`,
        `6'0"`,
      ]);
      await user.selectOptions(heightTo, `5'7"`);
      expect(more.textContent).toContain('8 set');

      // Nothing applies yet: same address, no new search.
      expect(router.state.location.search).toBe('?page=3');
      expect(searches(requests)).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

      const applied = {
        maxAge: '60',
        type: 'All',
        division: 'Khulna',
        page: '1',
        minAge: '25',
        district: 'Jashore',
        presentDivision: 'Dhaka',
        maritalStatus: 'Never married',
        religion: 'Islam',
        minEducation: "Bachelor's",
        occupation: ['Doctor', 'Teacher'],
        minHeight: `5'0"`,
        maxHeight: `5'7"`,
      };
      expect(paramsOf(new URLSearchParams(router.state.location.search))).toEqual(applied);
      await screen.findByRole('heading', { level: 3, name: 'Person 1' });
      expect(searches(requests).at(-1)).toEqual(applied);
      expect(screen.getByText('Showing:').parentElement?.textContent).toBe(
        'Showing: Khulna · 8 more filters',
      );
      // Still open after applying, and still holding what was applied.
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByLabelText<HTMLSelectElement>('District').value).toBe('Jashore');
    });

    it('asks a signed-out visitor to sign in for them, and searches without them', async () => {
      const { requests } = stubSearch(30);
      renderApp('/matremony/allData?division=Sylhet&minAge=30&religion=Hinduism&occupation=Other');
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 3, name: 'Person 1' });

      const more = await openFilterPanel(user);
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(
        screen.getByText('Filtering by district, religion, education and more is for members.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
      expect(screen.queryByLabelText('Religion')).toBeNull();
      // The lower age only moves the age range: visitors keep it.
      expect(searches(requests).at(-1)).toEqual({
        maxAge: '60',
        type: 'All',
        division: 'Sylhet',
        minAge: '30',
        page: '1',
      });
    });

    it('opens with the more filters of the address filled in, and clears them', async () => {
      const { requests } = stubSearch(30, customer);
      const { router } = renderApp(
        '/matremony/allData?division=Sylhet&page=1&minAge=30&district=Moulvibazar' +
          '&religion=Hinduism&occupation=Engineer&occupation=Other',
      );
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 3, name: 'Person 1' });
      expect(searches(requests)).toEqual([
        {
          maxAge: '60',
          type: 'All',
          division: 'Sylhet',
          page: '1',
          minAge: '30',
          district: 'Moulvibazar',
          religion: 'Hinduism',
          occupation: ['Engineer', 'Other'],
        },
      ]);
      expect(screen.getByText('Showing:').parentElement?.textContent).toBe(
        'Showing: Sylhet · 4 more filters',
      );

      const more = await openFilterPanel(user);
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(more.textContent).toContain('4 set');
      const district = await screen.findByLabelText<HTMLSelectElement>('District');
      expect(district.value).toBe('Moulvibazar');
      expect(screen.getByLabelText<HTMLSelectElement>('Minimum age').value).toBe('30');
      expect(screen.getByLabelText<HTMLSelectElement>('Religion').value).toBe('Hinduism');
      expect(screen.getByLabelText<HTMLSelectElement>('Marital status').value).toBe('');
      const occupations = screen.getByRole('group', { name: 'Occupation' });
      const checked = within(occupations)
        .getAllByRole<HTMLInputElement>('checkbox')
        .filter((box) => box.checked)
        .map((box) => box.labels?.[0]?.textContent);
      expect(checked).toEqual(['Engineer', 'Other']);

      await user.click(screen.getByRole('button', { name: 'Clear more filters' }));
      expect(more.textContent).toBe('More filters');
      expect(document.activeElement).toBe(more);
      expect(district.value).toBe('');
      expect(screen.getByLabelText<HTMLSelectElement>('Minimum age').value).toBe('18');
      expect(within(occupations).getByLabelText<HTMLInputElement>('Engineer').checked).toBe(false);
      // Cleared in the form only, until applied.
      expect(searches(requests)).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
      expect(paramsOf(new URLSearchParams(router.state.location.search))).toEqual({
        maxAge: '60',
        type: 'All',
        division: 'Sylhet',
        page: '1',
      });
    });

    it('says "1,200+ biodatas" when the count stops at its cap, and pages up to the last page', async () => {
      const { requests } = stubApi({
        ...sessionEndpoints(null),
        'GET /api/biodatas/search': (request) =>
          json({
            ...searchPage(Number(request.query.get('page') ?? '1'), 1200),
            totalCapped: true,
          }),
      });
      renderApp('/matremony/allData?religion=Islam&page=100');

      await screen.findByRole('heading', { level: 3, name: 'Person 1189' });
      expect(screen.getByText('1,200+ biodatas')).toBeTruthy();
      expect(screen.queryByText('1,200 biodatas')).toBeNull();
      expect(screen.getByRole('button', { name: 'Page 100' }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(searches(requests).map((search) => search.page)).toEqual(['100']);
    });

    it('shows the more filters and the capped total in Bengali', async () => {
      await changeLanguage('bn');
      stubApi({
        // A member who reads in Bengali (the account's language wins over the page's).
        ...sessionEndpoints({ ...customer, language: 'bn' }),
        'GET /api/biodatas/search': () => json({ ...searchPage(1, 1200), totalCapped: true }),
      });
      renderApp(
        '/matremony/allData?division=Dhaka&district=Gazipur&maritalStatus=Divorced' +
          `&minEducation=Alim&occupation=Doctor&minHeight=5'2"`,
      );
      const user = userEvent.setup();

      expect(await screen.findByText('১,২০০+ বায়োডাটা')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'ফিল্টার' }));
      const more = screen.getByRole('button', { name: 'আরও ফিল্টার ৫টি বাছাই করা' });
      expect(more.getAttribute('aria-expanded')).toBe('true');

      const selected = (label: string) =>
        screen.getByLabelText<HTMLSelectElement>(label).selectedOptions[0]?.textContent;
      await screen.findByLabelText('জেলা');
      expect(selected('জেলা')).toBe('গাজীপুর');
      expect(selected('বৈবাহিক অবস্থা')).toBe('তালাকপ্রাপ্ত');
      expect(selected('সর্বনিম্ন শিক্ষাগত যোগ্যতা')).toBe('আলিম');
      expect(selected('উচ্চতা (থেকে)')).toBe('৫ ফুট ২ ইঞ্চি');
      expect(selected('সর্বনিম্ন বয়স')).toBe('১৮');
      const occupations = screen.getByRole('group', { name: 'পেশা' });
      expect(within(occupations).getByLabelText<HTMLInputElement>('ডাক্তার').checked).toBe(true);
      const region = document.getElementById(more.getAttribute('aria-controls') ?? '');
      expect(region?.textContent).not.toMatch(/[A-Za-z]{2,}/);
    });
  });
});
