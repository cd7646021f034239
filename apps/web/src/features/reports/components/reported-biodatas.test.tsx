import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { answerDialog, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { ReportedBiodatas } from './reported-biodatas';

const GROUP = {
  biodata: {
    _id: 'b0000000-0000-4000-8000-000000000007',
    addid: 7,
    name: 'Rumana Akter',
    ownerId: 'owner-7',
    ownerEmail: 'rumana@example.com',
  },
  count: 2,
  reports: [
    {
      id: 'r1',
      reason: 'asksForMoney',
      details: 'Asked for a visa fee.',
      at: '2026-11-20T04:00:00Z',
    },
    { id: 'r2', reason: 'fakeProfile', details: null, at: '2026-11-21T04:00:00Z' },
  ],
};

describe('the admins’ Reports screen', () => {
  it('shows each reported biodata with its reports and the composed decisions', async () => {
    stubApi({ 'GET /api/admin/reports': () => json([GROUP]) });
    renderComponent(
      <ReportedBiodatas
        detailsHref={(id) => `/details/${id}`}
        actions={(group) => <button type="button">Decide on {group.biodata.addid}</button>}
      />,
    );
    const card = (await screen.findByRole('heading', { name: 'Rumana Akter · Biodata 7' })).closest(
      'article',
    )!;
    expect(
      within(card).getByRole('link', { name: 'Rumana Akter · Biodata 7' }).getAttribute('href'),
    ).toBe(`/details/${GROUP.biodata._id}`);
    expect(within(card).getByText('Owner: rumana@example.com')).toBeTruthy();
    expect(within(card).getByText('2 reports')).toBeTruthy();
    const reports = within(
      within(card).getByRole('list', { name: 'Reports of biodata 7' }),
    ).getAllByRole('listitem');
    expect(reports.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'They asked for money',
      'It is a fake profile',
    ]);
    expect(within(card).getByText('Asked for a visa fee.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decide on 7' })).toBeTruthy();
  });

  it('dismisses a biodata’s reports once the admin confirms, and reads the list again', async () => {
    let open = [GROUP];
    const { requests } = stubApi({
      'GET /api/admin/reports': () => json(open),
      [`POST /api/admin/reports/${GROUP.biodata._id}/dismiss`]: () => {
        open = [];
        return json({ dismissed: 2 });
      },
    });
    const { user } = renderComponent(
      <ReportedBiodatas detailsHref={(id) => `/details/${id}`} actions={() => null} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect((await dialogText()).text).toBe(
      'Close the 2 open reports of biodata 7 as nothing to act on? Members may report it again.',
    );
    await answerDialog(user, 'Yes, dismiss');
    expect(await screen.findByText('No open reports. Nothing needs your attention.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says when there is nothing to look at', async () => {
    stubApi({ 'GET /api/admin/reports': () => json([]) });
    renderComponent(<ReportedBiodatas detailsHref={(id) => id} actions={() => null} />);
    expect(await screen.findByText('No open reports. Nothing needs your attention.')).toBeTruthy();
  });
});
