import type { PremiumMember } from '@bondhon/shared/schemas/biodata';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, pending, stubApi } from '../../../test/api-stub';
import { PremiumMembers } from './premium-members';

const young: PremiumMember = {
  _id: '11111111-1111-4111-8111-111111111111',
  addid: 7,
  biodataType: 'Female',
  profileImage: '/media/portraits/female-07.svg',
  photoWithheld: null,
  permanentDivision: 'Sylhet',
  yourAge: 22,
  occupation: 'Doctor',
  verifiedAt: null,
};
const older: PremiumMember = {
  _id: '22222222-2222-4222-8222-222222222222',
  addid: 31,
  biodataType: 'Male',
  profileImage: null,
  photoWithheld: null,
  permanentDivision: 'Khulna',
  yourAge: 41,
  occupation: 'Engineer',
  verifiedAt: '2026-11-20T06:00:00.000Z',
};

function renderPremiumMembers() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PremiumMembers detailsHref={(id) => `/details/${id}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The Biodata IDs of the cards, in order. */
function shownIds() {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByText('Biodata ID').nextElementSibling?.textContent);
}

describe('Premium Members', () => {
  it('shows each member with photo, Biodata ID, Gender, Division, Age, Occupation and View Profile', async () => {
    stubApi({ 'GET /api/premium-members': () => json([young]) });
    renderPremiumMembers();

    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByRole('img', { name: 'Profile photo, Biodata ID 7' })).toBeTruthy();
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Biodata ID: 7',
      'Gender: Female',
      'Division: Sylhet',
      'Age: 22 years',
      'Occupation: Doctor',
    ]);
    const link = within(card).getByRole('link', { name: 'View Profile' });
    expect(link.getAttribute('href')).toBe(`/details/${young._id}`);
  });

  it('introduces the list as premium members without claiming anyone is verified', async () => {
    stubApi({ 'GET /api/premium-members': () => json([young]) });
    renderPremiumMembers();

    const heading = await screen.findByRole('heading', { name: 'Premium Members' });
    const section = heading.closest('section')!;
    expect(within(section).getByText('Biodatas of our premium members.')).toBeTruthy();
    expect(section.textContent).not.toMatch(/verified/i);
  });

  it('sorts youngest first by default and fetches again with order=desc when the sort changes', async () => {
    const { requests } = stubApi({
      'GET /api/premium-members': (request) =>
        json(request.query.get('order') === 'desc' ? [older, young] : [young, older]),
    });
    renderPremiumMembers();
    const user = userEvent.setup();

    const sort = await screen.findByLabelText<HTMLSelectElement>('Sort by age');
    expect(sort.value).toBe('asc');
    expect(Array.from(sort.options).map((option) => option.text)).toEqual([
      'Age: Low to High',
      'Age: High to Low',
    ]);
    await waitFor(() => expect(shownIds()).toEqual(['7', '31']));

    await user.selectOptions(sort, 'Age: High to Low');

    await waitFor(() => expect(shownIds()).toEqual(['31', '7']));
    expect(
      requests
        .filter((request) => request.path === '/api/premium-members')
        .map((request) => request.query.get('order')),
    ).toEqual(['asc', 'desc']);
  });

  it('says so when there are no premium members yet', async () => {
    stubApi({ 'GET /api/premium-members': () => json([]) });
    renderPremiumMembers();

    expect(await screen.findByText('No premium members yet.')).toBeTruthy();
  });

  it('shows a loading state while the list is on its way', () => {
    stubApi({ 'GET /api/premium-members': () => pending() });
    renderPremiumMembers();

    expect(screen.getByRole('status', { name: 'Loading premium members…' })).toBeTruthy();
  });
});
