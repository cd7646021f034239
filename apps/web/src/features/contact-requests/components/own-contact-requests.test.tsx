import type { OwnContactRequest } from '@bondhon/shared/schemas/contact-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, json, pending, stubApi, type StubRequest } from '../../../test/api-stub';
import { cardFields, duplicateIds, findCards } from '../../../test/data-table-cards';
import { answerDialog, dialogButtonTones, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { OwnContactRequests } from './own-contact-requests';

const LIST_PATH = 'GET /api/parcels';

const waiting: OwnContactRequest = {
  _id: 'c0000000-0000-4000-8000-000000000001',
  parcelId: 'b0000000-0000-4000-8000-000000000012',
  addid: 12,
  name: 'Nusrat Jahan',
  pending: true,
  createdAt: '2025-01-02T10:00:00.000Z',
};
const approved: OwnContactRequest = {
  _id: 'c0000000-0000-4000-8000-000000000002',
  parcelId: 'b0000000-0000-4000-8000-000000000043',
  addid: 43,
  name: 'Farzana Akter',
  pending: false,
  mobile: '+8801712345678',
  email: 'farzana@example.com',
  createdAt: '2025-01-01T10:00:00.000Z',
};

function renderRequests() {
  return renderComponent(
    <OwnContactRequests
      email={customer.email}
      detailsHref={(id) => `/details/${id}`}
      browseHref="/matremony/allData"
    />,
    '/dashboard/customer/contactRequest',
  );
}

/** Rows and buttons in the table: jsdom has no media queries, so the phone's cards are there too. */
function rowOf(biodataId: string) {
  return within(screen.getByRole('table'))
    .getByRole('link', { name: `View Biodata ID ${biodataId}` })
    .closest('tr')!;
}

async function tableButton(name: string) {
  return within(await screen.findByRole('table')).findByRole('button', { name });
}

const deletes = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'DELETE');

describe('My Contact Requests', () => {
  it('asks for the signed-in user’s own requests and shows each with its status', async () => {
    const { requests } = stubApi({ [LIST_PATH]: () => json([waiting, approved]) });
    renderRequests();

    const table = await screen.findByRole('table', { name: '2 contact requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Biodata ID', 'Status', 'Mobile No', 'Email', 'Action']);
    expect(within(rowOf('12')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('43')).getByText('Approved')).toBeTruthy();
    expect(requests[0]?.query.get('email')).toBe(customer.email);
  });

  it('shows mobile and email only once approved, and "Hidden until approved" before', async () => {
    stubApi({ [LIST_PATH]: () => json([waiting, approved]) });
    renderRequests();

    await screen.findByRole('table');
    const pendingRow = within(rowOf('12'));
    expect(pendingRow.getAllByText('Hidden until approved')).toHaveLength(2);
    expect(pendingRow.queryByRole('link', { name: /@|\d{5}/ })).toBeNull();

    const approvedRow = within(rowOf('43'));
    expect(approvedRow.getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe(
      'tel:+8801712345678',
    );
    expect(
      approvedRow.getByRole('link', { name: 'farzana@example.com' }).getAttribute('href'),
    ).toBe('mailto:farzana@example.com');
    expect(approvedRow.queryByText('Hidden until approved')).toBeNull();
  });

  it('on a phone, shows each request as a card of its fields with Delete at the bottom', async () => {
    stubApi({ [LIST_PATH]: () => json([waiting, approved]) });
    renderRequests();

    const cards = await findCards('2 contact requests');
    expect(cards.map(cardFields)).toEqual([
      [
        ['Biodata ID', '12Nusrat Jahan'],
        ['Status', 'Pending'],
        ['Mobile No', 'Hidden until approved'],
        ['Email', 'Hidden until approved'],
        ['Action', 'Delete'],
      ],
      [
        ['Biodata ID', '43Farzana Akter'],
        ['Status', 'Approved'],
        ['Mobile No', '01712345678'],
        ['Email', 'farzana@example.com'],
        ['Action', 'Delete'],
      ],
    ]);
    const pendingDelete = within(cards[0]!).getByRole('button', {
      name: 'Delete contact request Biodata ID 12',
    });
    expect(pendingDelete).toHaveProperty('disabled', true);
    expect(
      document.getElementById(pendingDelete.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/^Mobile number and email appear once an admin approves a request/);
    expect(
      within(cards[1]!).getByRole('button', { name: 'Delete contact request Biodata ID 43' }),
    ).toHaveProperty('disabled', false);
    expect(duplicateIds()).toEqual([]);
  });

  it('lets a request be deleted only once it is no longer pending', async () => {
    stubApi({ [LIST_PATH]: () => json([waiting, approved]) });
    renderRequests();

    const pendingDelete = await tableButton('Delete contact request Biodata ID 12');
    expect(pendingDelete).toHaveProperty('disabled', true);
    expect(pendingDelete.getAttribute('aria-describedby')).toBeTruthy();
    expect(await tableButton('Delete contact request Biodata ID 43')).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('asks before deleting, then deletes, says "Deleted!" and reads the requests again', async () => {
    let list = [waiting, approved];
    const { requests } = stubApi({
      [LIST_PATH]: () => json(list),
      [`DELETE /api/deleteBuyData/${approved._id}`]: () => {
        list = [waiting];
        return json({ success: true, message: 'Deleted' });
      },
    });
    const { user } = renderRequests();

    await user.click(await tableButton('Delete contact request Biodata ID 43'));
    expect(await dialogText()).toEqual({
      title: 'Are you sure?',
      text: 'This data will be deleted permanently!',
    });
    await answerDialog(user, 'Yes, delete it!');

    expect(await screen.findByText('Deleted!')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText('Farzana Akter')).toEqual([]));
    expect(deletes(requests).map((request) => request.path)).toEqual([
      `/api/deleteBuyData/${approved._id}`,
    ]);
  });

  it("paints the deletion red (the theme's error colour) and Cancel neutral", async () => {
    stubApi({ [LIST_PATH]: () => json([approved]) });
    const { user } = renderRequests();

    await user.click(await tableButton('Delete contact request Biodata ID 43'));

    expect(await dialogButtonTones()).toEqual({
      confirm: 'btn-error',
      cancel: 'btn',
      inlineColours: [],
    });
  });

  it("shows 'Error!' with the server's reason when it refuses the delete", async () => {
    stubApi({
      [LIST_PATH]: () => json([approved]),
      [`DELETE /api/deleteBuyData/${approved._id}`]: () =>
        json({ success: false, message: 'This request cannot be deleted.' }),
    });
    const { user } = renderRequests();

    await user.click(await tableButton('Delete contact request Biodata ID 43'));
    await answerDialog(user, 'Yes, delete it!');

    await waitFor(async () =>
      expect(await dialogText()).toEqual({
        title: 'Error!',
        text: 'This request cannot be deleted.',
      }),
    );
  });

  it("says 'Delete failed' when a refusal comes without a reason", async () => {
    stubApi({
      [LIST_PATH]: () => json([approved]),
      [`DELETE /api/deleteBuyData/${approved._id}`]: () => json({ success: false, message: '' }),
    });
    const { user } = renderRequests();

    await user.click(await tableButton('Delete contact request Biodata ID 43'));
    await answerDialog(user, 'Yes, delete it!');

    await waitFor(async () =>
      expect(await dialogText()).toEqual({ title: 'Error!', text: 'Delete failed' }),
    );
  });

  it("says 'Something went wrong.' when the server fails", async () => {
    stubApi({
      [LIST_PATH]: () => json([approved]),
      [`DELETE /api/deleteBuyData/${approved._id}`]: () =>
        json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    });
    const { user } = renderRequests();

    await user.click(await tableButton('Delete contact request Biodata ID 43'));
    await answerDialog(user, 'Yes, delete it!');

    await waitFor(async () =>
      expect(await dialogText()).toEqual({ title: 'Error!', text: 'Something went wrong.' }),
    );
  });

  it('says there are no contact requests yet, with a way to browse biodatas', async () => {
    stubApi({ [LIST_PATH]: () => json([]) });
    renderRequests();

    expect(await screen.findByRole('heading', { name: 'No contact requests yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse biodatas' }).getAttribute('href')).toBe(
      '/matremony/allData',
    );
  });

  it('shows a loading indicator while the requests load', async () => {
    stubApi({ [LIST_PATH]: () => pending() });
    renderRequests();

    expect(
      await screen.findByRole('status', { name: 'Loading your contact requests…' }),
    ).toBeTruthy();
  });

  it('says when the requests cannot be loaded, and loads them again on Try again', async () => {
    let fails = true;
    stubApi({
      [LIST_PATH]: () =>
        fails
          ? json({ code: 'FORBIDDEN', message: 'Not yours.' }, { status: 403 })
          : json([approved]),
    });
    const { user } = renderRequests();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your contact requests. Not yours.');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(within(await screen.findByRole('table')).getByText('Farzana Akter')).toBeTruthy();
  });
});
