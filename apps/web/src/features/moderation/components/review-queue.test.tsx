import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { biodataMoreStrings } from '../../../lib/biodata-more-facts';
import { loadStrings } from '../../../lib/i18n';
import { biodataFieldStrings } from '../../../locales/biodata-fields';
import { json, stubApi } from '../../../test/api-stub';
import { answerDialog } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { ReviewQueue } from './review-queue';

const EDITED = {
  _id: 'b0000000-0000-4000-8000-000000000009',
  addid: 9,
  ownerEmail: 'rumana@example.com',
  // Noon on 20 November in Bangladesh.
  submittedAt: '2026-11-20T06:00:00.000Z',
  isEdit: true,
  lastVerifiedAt: '2026-11-01T06:00:00.000Z',
  values: { name: 'Rumana Akter', occupation: 'Doctor', height: `5'2"`, aboutMe: null },
  previous: { name: 'Rumana Akter', occupation: 'Teacher', height: `5'2"`, aboutMe: null },
  changed: ['occupation'],
};
const FIRST = {
  ...EDITED,
  _id: 'b0000000-0000-4000-8000-000000000010',
  addid: 10,
  isEdit: false,
  lastVerifiedAt: null,
  values: { ...EDITED.values, name: 'Nadia Islam' },
  previous: null,
  changed: null,
};

const queueAnswer = (items: unknown[]) =>
  json({ items, total: items.length, totalCapped: false, page: 1, pageCount: 1 });

beforeAll(async () => {
  await Promise.all([loadStrings(biodataFieldStrings), loadStrings(biodataMoreStrings)]);
});

describe('the review queue', () => {
  it('shows each biodata as submitted, marking what changed since it was verified', async () => {
    stubApi({ 'GET /api/admin/review-queue': () => queueAnswer([EDITED, FIRST]) });
    renderComponent(<ReviewQueue detailsHref={(id) => `/details/${id}`} />);
    const edited = (
      await screen.findByRole('heading', { name: 'Rumana Akter · Biodata 9' })
    ).closest('article')!;
    expect(within(edited).getByText('Edit of a verified biodata')).toBeTruthy();
    expect(within(edited).getByText('Waiting since 20 November 2026')).toBeTruthy();
    expect(
      within(edited).getByText(
        '1 field changed since it was verified on 1 November 2026, marked below.',
      ),
    ).toBeTruthy();
    // The fields come with their labels' code, after the card.
    expect(await within(edited).findByText(`5'2"`)).toBeTruthy();
    const changed = edited.querySelectorAll('[data-changed]');
    expect([...changed].map((row) => row.textContent)).toEqual([
      'Occupation (changed)DoctorWas: Teacher',
    ]);
    // A fact not given is left out.
    expect(within(edited).queryByText('About Me')).toBeNull();

    const first = screen
      .getByRole('heading', { name: 'Nadia Islam · Biodata 10' })
      .closest('article')!;
    expect(await within(first).findByText(`5'2"`)).toBeTruthy();
    expect(
      within(first).getByText(
        'Never verified before: every fact given is new. Facts not given are left out.',
      ),
    ).toBeTruthy();
    expect(first.querySelectorAll('[data-changed]')).toHaveLength(0);
  });

  it('verifies after asking, and asks the owner for changes with a reason', async () => {
    let waiting = [EDITED, FIRST];
    const { requests } = stubApi({
      'GET /api/admin/review-queue': () => queueAnswer(waiting),
      [`POST /api/admin/biodatas/${EDITED._id}/verify`]: () => {
        waiting = [FIRST];
        return json({ success: true, message: 'The biodata is verified.' });
      },
      [`POST /api/admin/biodatas/${FIRST._id}/request-changes`]: () => {
        waiting = [];
        return json({ success: true, message: 'The owner is asked to change it.' });
      },
    });
    const { user } = renderComponent(<ReviewQueue detailsHref={(id) => `/details/${id}`} />);
    const edited = (
      await screen.findByRole('heading', { name: 'Rumana Akter · Biodata 9' })
    ).closest('article')!;
    await user.click(within(edited as HTMLElement).getByRole('button', { name: 'Verify' }));
    await answerDialog(user, 'Verify');
    expect(await screen.findByText('The biodata is verified.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rumana Akter · Biodata 9' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to the owner' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Add a photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to the owner' }));
    expect(await screen.findByText('Nothing waits for review.')).toBeTruthy();
    expect(
      requests
        .filter((request) => request.method === 'POST')
        .map(({ path, body }) => ({ path, body })),
    ).toEqual([
      { path: `/api/admin/biodatas/${EDITED._id}/verify`, body: undefined },
      {
        path: `/api/admin/biodatas/${FIRST._id}/request-changes`,
        body: { reason: 'Add a photo.' },
      },
    ]);
  });
});
