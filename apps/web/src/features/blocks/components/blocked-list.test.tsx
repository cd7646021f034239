import type { BlockedMember } from '@bondhon/shared/schemas/blocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type StubRequest } from '../../../test/api-stub';
import { cardFields, findCards } from '../../../test/data-table-cards';
import { answerDialog, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { BlockedList } from './blocked-list';

const tanvir: BlockedMember = {
  id: 'a0000000-0000-4000-8000-000000000001',
  blockedAt: '2026-11-20T10:00:00.000Z',
  biodata: { addid: 17, name: 'Tanvir Hasan' },
};
const hidden: BlockedMember = {
  id: 'a0000000-0000-4000-8000-000000000002',
  blockedAt: '2026-10-02T08:30:00.000Z',
  biodata: null,
};

const deletes = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'DELETE').map((request) => request.path);

const inTable = async () => within(await screen.findByRole('table'));

describe('Blocked members', () => {
  it('lists each block with its Biodata ID, name and date, or that no biodata is shown', async () => {
    stubApi({ 'GET /api/blocks': () => json([tanvir, hidden]) });
    renderComponent(<BlockedList />, '/dashboard/customer/blocked');

    const table = await screen.findByRole('table', { name: '2 blocked members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Biodata Id', 'Name', 'Blocked on', 'Unblock']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['17', 'Tanvir Hasan', '20 November 2026', 'Unblock']);
    expect(within(second!).getByText('Biodata not shown now')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Unblock the member blocked on 2 October 2026' }),
    ).toBeTruthy();
    const cards = await findCards('2 blocked members');
    expect(cardFields(cards[0]!)).toEqual([
      ['Biodata Id', '17'],
      ['Name', 'Tanvir Hasan'],
      ['Blocked on', '20 November 2026'],
      ['Unblock', 'Unblock'],
    ]);
  });

  it('asks before unblocking, then unblocks, says so and reads the list again', async () => {
    let blocks = [tanvir, hidden];
    const { requests } = stubApi({
      'GET /api/blocks': () => json(blocks),
      [`DELETE /api/blocks/${tanvir.id}`]: () => {
        blocks = [hidden];
        return json({ unblocked: true });
      },
    });
    const { user } = renderComponent(<BlockedList />, '/dashboard/customer/blocked');

    await user.click((await inTable()).getByRole('button', { name: 'Unblock Biodata ID 17' }));
    expect(await dialogText()).toEqual({
      title: 'Unblock this member?',
      text: "You will see each other's biodata again, and they will not be told.",
    });
    expect(deletes(requests)).toEqual([]);
    await answerDialog(user, 'Yes, unblock');

    expect(await screen.findByText('Unblocked.')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText('Tanvir Hasan')).toEqual([]));
    expect(deletes(requests)).toEqual([`/api/blocks/${tanvir.id}`]);
  });

  it('keeps the block when the person cancels', async () => {
    const { requests } = stubApi({ 'GET /api/blocks': () => json([tanvir]) });
    const { user } = renderComponent(<BlockedList />, '/dashboard/customer/blocked');
    await user.click((await inTable()).getByRole('button', { name: 'Unblock Biodata ID 17' }));
    await answerDialog(user, 'Cancel');
    expect(deletes(requests)).toEqual([]);
    expect((await inTable()).getByText('Tanvir Hasan')).toBeTruthy();
  });

  it('says how to block someone when nobody is blocked', async () => {
    stubApi({ 'GET /api/blocks': () => json([]) });
    renderComponent(<BlockedList />, '/dashboard/customer/blocked');
    expect(
      await screen.findByRole('heading', { name: 'You have not blocked anyone' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
