import {
  MATCH_FITS,
  type MatchCard,
  type MatchesResponse,
  type MatchFit,
} from '@bondhon/shared/schemas/matches';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import {
  customer,
  json,
  pending,
  sessionEndpoints,
  stubApi,
  type StubRequest,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MATCHES_PATH = '/dashboard/customer/matches';

function match(addid: number, fits: MatchFit[] = ['sameReligion']): MatchCard {
  return {
    _id: `00000000-0000-4000-8000-${String(addid).padStart(12, '0')}`,
    addid,
    name: `Person ${addid}`,
    biodataType: 'Female',
    profileImage: `/media/portraits/female-0${addid % 10}.svg`,
    photoWithheld: null,
    permanentDivision: 'Sylhet',
    yourAge: 20 + (addid % 10),
    occupation: 'Doctor',
    verifiedAt: null,
    fits,
  };
}

/** Page `page` of `total` suggestions, 12 a page, as GET /api/matches answers. */
function matchesPage(page: number, total: number): MatchesResponse {
  const first = (page - 1) * 12 + 1;
  const count = Math.max(0, Math.min(12, total - first + 1));
  return {
    hasBiodata: true,
    items: Array.from({ length: count }, (_, index) => match(first + index)),
    total,
    page,
    pageSize: 12,
    pageCount: Math.ceil(total / 12),
  };
}

const NO_BIODATA: MatchesResponse = {
  hasBiodata: false,
  items: [],
  total: 0,
  page: 1,
  pageSize: 12,
  pageCount: 0,
};

/** The suggestions' endpoint answering `answer`, for a member (who reads in `language`). */
function stubMatches(
  answer: (request: StubRequest) => Response | Promise<Response>,
  language: 'en' | 'bn' = 'en',
) {
  return stubApi({ ...sessionEndpoints({ ...customer, language }), 'GET /api/matches': answer });
}

const pagesAsked = (requests: StubRequest[]) =>
  requests
    .filter((request) => request.path === '/api/matches')
    .map((request) => request.query.get('page'));

/** The chips of a card, by the name on the card. */
async function chipsOf(name: string): Promise<string[]> {
  const card = (await screen.findByRole('heading', { level: 3, name })).closest('article')!;
  const chips = within(card).queryByRole('list', { name: /What fits|যা মিলেছে/ });
  return chips
    ? within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent)
    : [];
}

// The route's code loads lazily; load it once up front so no test waits on the first import.
beforeAll(async () => {
  await import('../../../app/routes/matches');
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('Suggested for you', () => {
  it('shows the total and a card for each suggestion with its facts, its fits and a link to its details', async () => {
    const best = match(7, [...MATCH_FITS]);
    stubMatches(() =>
      json({ ...matchesPage(1, 2), items: [best, match(9, ['ageBothWays', 'sameDivision'])] }),
    );
    renderApp(MATCHES_PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suggested for you' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Biodatas that meet your expectations, and whose expectations you meet.'),
    ).toBeTruthy();
    expect(await screen.findByText('2 biodatas suit you both ways')).toBeTruthy();
    expect(await chipsOf('Person 7')).toEqual([
      'Age fits both ways',
      'Height fits both ways',
      'Marital status fits both ways',
      'Education fits both ways',
      'In a division you prefer',
      'Same district',
      'Same division',
      'Same religion',
    ]);
    expect(await chipsOf('Person 9')).toEqual(['Age fits both ways', 'Same division']);

    const card = screen.getByRole('heading', { level: 3, name: 'Person 7' }).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Person 7' })).toBeTruthy();
    const facts = [...card.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Biodata ID', '7'],
      ['Gender', 'Female'],
      ['Division', 'Sylhet'],
      ['Age', '27 years'],
      ['Occupation', 'Doctor'],
    ]);
    expect(within(card).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      `/details/${best._id}`,
    );
  });

  it('leaves out the chips of a suggestion where nothing is said to fit', async () => {
    stubMatches(() => json({ ...matchesPage(1, 1), items: [match(3, [])] }));
    renderApp(MATCHES_PATH);

    expect(await chipsOf('Person 3')).toEqual([]);
  });

  it('is in the customer menu, marked as the current screen', async () => {
    stubMatches(() => json(matchesPage(1, 1)));
    renderApp(MATCHES_PATH);

    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    const link = within(menu).getByRole('link', { name: 'Suggested for you' });
    expect(link.getAttribute('href')).toBe(MATCHES_PATH);
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('reads the page from the address and keeps the page buttons there', async () => {
    const { requests } = stubMatches((request) =>
      json(matchesPage(Number(request.query.get('page')), 30)),
    );
    const { router } = renderApp(`${MATCHES_PATH}?page=2`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 3, name: 'Person 13' })).toBeTruthy();
    expect(pagesAsked(requests)).toEqual(['2']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Person 25' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Person 13' })).toBeNull();
    expect(router.state.location.search).toBe('?page=3');
    expect(pagesAsked(requests)).toEqual(['2', '3']);

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 3, name: 'Person 13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the last page for an address past it', async () => {
    const { requests } = stubMatches((request) =>
      json(matchesPage(Number(request.query.get('page')), 14)),
    );
    const { router } = renderApp(`${MATCHES_PATH}?page=9`);

    expect(await screen.findByRole('heading', { level: 3, name: 'Person 13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(pagesAsked(requests)).toEqual(['9', '2']);
  });

  it('shows a loading status while the suggestions load', async () => {
    stubMatches(() => pending());
    renderApp(MATCHES_PATH);

    expect(await screen.findByRole('status', { name: 'Loading your suggestions…' })).toBeTruthy();
  });

  it('says when nobody suits both ways yet, with a link to widen the partner expectations', async () => {
    stubMatches(() => json(matchesPage(1, 0)));
    renderApp(MATCHES_PATH);

    const empty = await screen.findByRole('region', {
      name: 'No biodata meets both your expectations and theirs yet.',
    });
    expect(within(empty).getByText('Widening your partner expectations shows more.')).toBeTruthy();
    expect(
      within(empty)
        .getByRole('link', { name: 'Edit your partner expectations' })
        .getAttribute('href'),
    ).toBe('/dashboard/customer/editBioData');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('tells a member without a biodata that suggestions come from its partner expectations, with a button to create it', async () => {
    stubMatches(() => json(NO_BIODATA));
    renderApp(MATCHES_PATH);

    const guidance = await screen.findByRole('region', {
      name: 'Create your biodata to see suggestions',
    });
    expect(guidance.textContent).toContain(
      "Suggestions come from your biodata's partner expectations",
    );
    expect(
      within(guidance).getByRole('link', { name: 'Create Your Biodata' }).getAttribute('href'),
    ).toBe('/dashboard/customer/editBioData');
    expect(screen.queryByText(/suit you both ways/)).toBeNull();
  });

  it('says when the suggestions cannot be loaded, and loads them again on Try again', async () => {
    let fails = true;
    stubMatches(() =>
      fails
        ? json({ code: 'FORBIDDEN', message: 'Not allowed.' }, { status: 403 })
        : json(matchesPage(1, 1)),
    );
    renderApp(MATCHES_PATH);
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your suggestions. Not allowed.');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Person 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the heading, the total and the chips in Bengali, in Bengali digits', async () => {
    await changeLanguage('bn');
    stubMatches(
      () =>
        json({
          ...matchesPage(1, 1234),
          items: [match(5, ['ageBothWays', 'preferredDivision', 'sameDistrict'])],
        }),
      'bn',
    );
    renderApp(MATCHES_PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'আপনার জন্য প্রস্তাবিত' }),
    ).toBeTruthy();
    expect(await screen.findByText('১,২৩৪টি বায়োডাটা দুই দিক থেকেই মিলেছে')).toBeTruthy();
    expect(await chipsOf('Person 5')).toEqual([
      'বয়স দুই দিক থেকেই মিলেছে',
      'আপনার পছন্দের বিভাগে',
      'একই জেলা',
    ]);
    const menu = screen.getByRole('navigation', { name: 'ড্যাশবোর্ড' });
    expect(within(menu).getByRole('link', { name: 'আপনার জন্য প্রস্তাবিত' })).toBeTruthy();
  });

  it.each([
    ['no biodata', NO_BIODATA, 'প্রস্তাব দেখতে আপনার বায়োডাটা তৈরি করুন'],
    [
      'nobody suiting both ways',
      matchesPage(1, 0),
      'এখনো এমন কোনো বায়োডাটা নেই, যা আপনার প্রত্যাশা পূরণ করে এবং যাঁর প্রত্যাশা আপনি পূরণ করেন।',
    ],
  ])('says what to do about %s in Bengali, with no English', async (_, answer, title) => {
    await changeLanguage('bn');
    stubMatches(() => json(answer), 'bn');
    renderApp(MATCHES_PATH);

    const guidance = await screen.findByRole('region', { name: title });
    expect(within(guidance).getByRole('link').textContent).not.toBe('');
    expect(screen.getByRole('main').textContent).not.toMatch(/[A-Za-z]/);
  });
});
