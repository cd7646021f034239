import type { PremiumRequestRecord } from '@bondhon/shared/schemas/premium-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, pending, stubApi } from '../../../test/api-stub';
import { cardFields, findCards } from '../../../test/data-table-cards';
import { answerDialog, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { PremiumRequests } from './premium-requests';

const LIST_PATH = 'GET /api/request-premium';

const ayesha: PremiumRequestRecord = {
  _id: 'p0000000-0000-4000-8000-000000000001',
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  id: 'b0000000-0000-4000-8000-000000000012',
  addid: 12,
  person: 'normal',
  pending: true,
  createdAt: '2025-01-02T10:00:00.000Z',
};
const rahim: PremiumRequestRecord = {
  _id: 'p0000000-0000-4000-8000-000000000002',
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  id: null,
  addid: null,
  person: 'premium',
  pending: false,
  createdAt: '2025-01-01T10:00:00.000Z',
};

const MAKE_AYESHA_PREMIUM = 'Make Premium: Ayesha Rahman (ayesha@example.com)';

function renderPremiumRequests() {
  return renderComponent(
    <PremiumRequests detailsHref={(id) => `/details/${id}`} />,
    '/dashboard/admin/approvedPremium',
  );
}

/** A row's button in the table: jsdom has no media queries, so the phone's cards are there too. */
async function tableButton(name: string | RegExp) {
  return within(await screen.findByRole('table')).findByRole('button', { name });
}

describe('Premium Requests', () => {
  it('lists each request with Name, Biodata ID, Person status and Email', async () => {
    stubApi({ [LIST_PATH]: () => json([ayesha, rahim]) });
    renderPremiumRequests();

    const table = await screen.findByRole('table', { name: '2 premium requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Biodata ID', 'Person status', 'Email', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ayesha Rahman', '12', 'Normal', 'ayesha@example.com', 'Make Premium']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rahim Uddin', 'No biodata', 'Premium', 'rahim@example.com', 'Already Premium']);
    expect(
      within(first!).getByRole('link', { name: 'View Biodata ID 12' }).getAttribute('href'),
    ).toBe(`/details/${ayesha.id}`);
  });

  it('on a phone, shows each request as a card of its fields with its action at the bottom', async () => {
    stubApi({ [LIST_PATH]: () => json([ayesha, rahim]) });
    renderPremiumRequests();

    const cards = await findCards('2 premium requests');
    expect(cards.map(cardFields)).toEqual([
      [
        ['Name', 'Ayesha Rahman'],
        ['Biodata ID', '12'],
        ['Person status', 'Normal'],
        ['Email', 'ayesha@example.com'],
        ['Action', 'Make Premium'],
      ],
      [
        ['Name', 'Rahim Uddin'],
        ['Biodata ID', 'No biodata'],
        ['Person status', 'Premium'],
        ['Email', 'rahim@example.com'],
        ['Action', 'Already Premium'],
      ],
    ]);
    expect(within(cards[0]!).getByRole('button', { name: MAKE_AYESHA_PREMIUM })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("reads 'Already Premium', disabled, for someone who is premium", async () => {
    stubApi({ [LIST_PATH]: () => json([ayesha, rahim]) });
    renderPremiumRequests();

    expect(await tableButton('Already Premium: Rahim Uddin (rahim@example.com)')).toHaveProperty(
      'disabled',
      true,
    );
    expect(await tableButton(MAKE_AYESHA_PREMIUM)).toHaveProperty('disabled', false);
  });

  it('asks first, then makes the member premium, says so and shows them premium', async () => {
    let list = [ayesha];
    const { requests } = stubApi({
      [LIST_PATH]: () => json(list),
      [`PUT /api/makePremeum/update/${ayesha.email}`]: () => {
        list = [{ ...ayesha, person: 'premium', pending: false }];
        return json({ success: true, message: 'User is now premium' });
      },
    });
    const { user } = renderPremiumRequests();

    await user.click(await tableButton(MAKE_AYESHA_PREMIUM));
    expect(await dialogText()).toEqual({
      title: 'Are you sure?',
      text: 'Do you want to make Ayesha Rahman premium?',
    });
    await answerDialog(user, 'Yes, make premium!');

    expect(await screen.findByText('Ayesha Rahman is now premium!')).toBeTruthy();
    expect(await tableButton('Already Premium: Ayesha Rahman (ayesha@example.com)')).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { requests } = stubApi({ [LIST_PATH]: () => json([ayesha]) });
    const { user } = renderPremiumRequests();

    await user.click(await tableButton(MAKE_AYESHA_PREMIUM));
    await answerDialog(user, 'Cancel');

    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("shows 'Error!' with the server's reason when it refuses", async () => {
    stubApi({
      [LIST_PATH]: () => json([ayesha]),
      [`PUT /api/makePremeum/update/${ayesha.email}`]: () =>
        json({ code: 'NOT_FOUND', message: 'No pending request.' }, { status: 404 }),
    });
    const { user } = renderPremiumRequests();

    await user.click(await tableButton(MAKE_AYESHA_PREMIUM));
    await answerDialog(user, 'Yes, make premium!');

    await waitFor(async () =>
      expect(await dialogText()).toEqual({ title: 'Error!', text: 'No pending request.' }),
    );
  });

  it("says 'Something went wrong.' when the server fails", async () => {
    stubApi({
      [LIST_PATH]: () => json([ayesha]),
      [`PUT /api/makePremeum/update/${ayesha.email}`]: () =>
        json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    });
    const { user } = renderPremiumRequests();

    await user.click(await tableButton(MAKE_AYESHA_PREMIUM));
    await answerDialog(user, 'Yes, make premium!');

    await waitFor(async () =>
      expect(await dialogText()).toEqual({ title: 'Error!', text: 'Something went wrong.' }),
    );
  });

  it("says 'No request found.' when there are none", async () => {
    stubApi({ [LIST_PATH]: () => json([]) });
    renderPremiumRequests();

    expect(await screen.findByRole('heading', { name: 'No request found.' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading indicator while the requests load', async () => {
    stubApi({ [LIST_PATH]: () => pending() });
    renderPremiumRequests();

    expect(await screen.findByRole('status', { name: 'Loading premium requests…' })).toBeTruthy();
  });

  it('says when the requests cannot be loaded, with a way to try again', async () => {
    stubApi({
      [LIST_PATH]: () => json({ code: 'FORBIDDEN', message: 'Admins only.' }, { status: 403 }),
    });
    renderPremiumRequests();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the premium requests. Admins only.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
