import type { ContactRequestRecord } from '@bondhon/shared/schemas/contact-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, pending, stubApi } from '../../../test/api-stub';
import { cardFields, findCards } from '../../../test/data-table-cards';
import { answerDialog, dialogButtonTones, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { ApproveContactRequests } from './approve-contact-requests';

const LIST_PATH = 'GET /api/parcels/allData';

const fromAyesha: ContactRequestRecord = {
  _id: 'c0000000-0000-4000-8000-000000000001',
  parcelId: 'b0000000-0000-4000-8000-000000000012',
  addid: 12,
  name: 'Nusrat Jahan',
  email: 'ayesha@example.com',
  pending: true,
  createdAt: '2025-01-02T10:00:00.000Z',
};
const fromRahim: ContactRequestRecord = {
  _id: 'c0000000-0000-4000-8000-000000000002',
  parcelId: 'b0000000-0000-4000-8000-000000000043',
  addid: 43,
  name: 'Farzana Akter',
  email: 'rahim@example.com',
  pending: false,
  createdAt: '2025-01-01T10:00:00.000Z',
};

const APPROVE_AYESHA = 'Approve contact request from ayesha@example.com for Biodata ID 12';

function renderApprovals() {
  return renderComponent(
    <ApproveContactRequests detailsHref={(id) => `/details/${id}`} />,
    '/dashboard/admin/approvedContactRequest',
  );
}

/** A row's button in the table: jsdom has no media queries, so the phone's cards are there too. */
async function tableButton(name: string | RegExp) {
  return within(await screen.findByRole('table')).findByRole('button', { name });
}

describe('Approve Contact Requests', () => {
  it('lists each request with the requester’s Email and the Biodata Id', async () => {
    stubApi({ [LIST_PATH]: () => json([fromAyesha, fromRahim]) });
    renderApprovals();

    const table = await screen.findByRole('table', {
      name: '2 contact requests, 1 waiting for approval',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Biodata Id', 'Approve']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[0]?.textContent).toBe('ayesha@example.com');
    expect(
      within(first!).getByRole('link', { name: 'View Biodata ID 12' }).getAttribute('href'),
    ).toBe(`/details/${fromAyesha.parcelId}`);
  });

  it('on a phone, shows each request as a card of its fields with Approve at the bottom', async () => {
    stubApi({ [LIST_PATH]: () => json([fromAyesha, fromRahim]) });
    renderApprovals();

    const cards = await findCards('2 contact requests, 1 waiting for approval');
    expect(cards.map(cardFields)).toEqual([
      [
        ['Email', 'ayesha@example.com'],
        ['Biodata Id', '12Nusrat Jahan'],
        ['Approve', 'Approve'],
      ],
      [
        ['Email', 'rahim@example.com'],
        ['Biodata Id', '43Farzana Akter'],
        ['Approve', 'Already Approved'],
      ],
    ]);
    expect(within(cards[0]!).getByRole('button', { name: APPROVE_AYESHA })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("reads 'Already Approved', disabled, once a request is approved", async () => {
    stubApi({ [LIST_PATH]: () => json([fromAyesha, fromRahim]) });
    renderApprovals();

    const done = await tableButton(
      'Already Approved: contact request from rahim@example.com for Biodata ID 43',
    );
    expect(done).toHaveProperty('disabled', true);
    expect(done.textContent).toBe('Already Approved');
    const approve = await tableButton(APPROVE_AYESHA);
    expect(approve).toHaveProperty('disabled', false);
    expect(approve.textContent).toBe('Approve');
  });

  it('asks before approving, then approves, says "Approved!" and shows it approved', async () => {
    let list = [fromAyesha];
    const { requests } = stubApi({
      [LIST_PATH]: () => json(list),
      [`PUT /api/updateParcel/${fromAyesha._id}`]: () => {
        list = [{ ...fromAyesha, pending: false }];
        return json({ success: true, message: 'Approved' });
      },
    });
    const { user } = renderApprovals();

    await user.click(await tableButton(APPROVE_AYESHA));
    expect(await dialogText()).toEqual({
      title: 'Are you sure?',
      text: 'Do you want to approve this contact request?',
    });
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await answerDialog(user, 'Yes, approve it!');

    expect(await screen.findByText('Approved!')).toBeTruthy();
    expect(await tableButton(/^Already Approved: .*ayesha@example\.com/)).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: `/api/updateParcel/${fromAyesha._id}`,
      body: { email: 'ayesha@example.com' },
    });
  });

  it('paints an approval (not destructive) in the brand colour and Cancel neutral', async () => {
    stubApi({ [LIST_PATH]: () => json([fromAyesha]) });
    const { user } = renderApprovals();

    await user.click(await tableButton(APPROVE_AYESHA));

    expect(await dialogButtonTones()).toEqual({
      confirm: 'btn-primary',
      cancel: 'btn',
      inlineColours: [],
    });
  });

  it('approves nothing when the confirmation is cancelled', async () => {
    const { requests } = stubApi({ [LIST_PATH]: () => json([fromAyesha]) });
    const { user } = renderApprovals();

    await user.click(await tableButton(APPROVE_AYESHA));
    await answerDialog(user, 'Cancel');

    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it.each([
    ['the server’s reason', { success: false, message: 'Already approved.' }, 'Already approved.'],
    ["'Approval failed' without one", { success: false, message: '' }, 'Approval failed'],
  ])("shows 'Error!' with %s when approval is refused", async (_case, answer, text) => {
    stubApi({
      [LIST_PATH]: () => json([fromAyesha]),
      [`PUT /api/updateParcel/${fromAyesha._id}`]: () => json(answer),
    });
    const { user } = renderApprovals();

    await user.click(await tableButton(APPROVE_AYESHA));
    await answerDialog(user, 'Yes, approve it!');

    await waitFor(async () => expect(await dialogText()).toEqual({ title: 'Error!', text }));
  });

  it("says 'Something went wrong.' when the server fails", async () => {
    stubApi({
      [LIST_PATH]: () => json([fromAyesha]),
      [`PUT /api/updateParcel/${fromAyesha._id}`]: () =>
        json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    });
    const { user } = renderApprovals();

    await user.click(await tableButton(APPROVE_AYESHA));
    await answerDialog(user, 'Yes, approve it!');

    await waitFor(async () =>
      expect(await dialogText()).toEqual({ title: 'Error!', text: 'Something went wrong.' }),
    );
  });

  it('says when there are no contact requests', async () => {
    stubApi({ [LIST_PATH]: () => json([]) });
    renderApprovals();

    expect(await screen.findByRole('heading', { name: 'No contact requests yet.' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading indicator, then an error with a retry when the list cannot load', async () => {
    let answer = () => pending();
    stubApi({ [LIST_PATH]: () => answer() });
    const { queryClient } = renderApprovals();

    expect(await screen.findByRole('status', { name: 'Loading contact requests…' })).toBeTruthy();

    answer = async () => json({ code: 'FORBIDDEN', message: 'Admins only.' }, { status: 403 });
    await queryClient.resetQueries();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the contact requests. Admins only.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
