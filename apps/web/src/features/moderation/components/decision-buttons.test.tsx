import { todayInBangladesh } from '@bondhon/shared/biodata-dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { answerDialog } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import {
  LiftSuspensionButton,
  RemoveBiodataButton,
  RemovePhotoButton,
  SuspendMemberButton,
} from './decision-buttons';

const BIODATA_ID = 'b0000000-0000-4000-8000-000000000007';
const posts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => ({ method, path, body }));

function dayAfter(days: number): string {
  const today = todayInBangladesh();
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('the admins’ decisions', () => {
  it('removes a biodata only with a reason, and says it is done', async () => {
    const { requests } = stubApi({
      [`POST /api/admin/biodatas/${BIODATA_ID}/remove`]: () =>
        json({ success: true, message: 'The biodata is removed.' }),
    });
    const { user } = renderComponent(<RemoveBiodataButton biodataId={BIODATA_ID} addid={7} />);
    await user.click(screen.getByRole('button', { name: 'Remove biodata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this biodata' });
    expect(
      within(dialog).getByText(/Nobody but its owner and the admins will see Biodata 7/),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Remove biodata' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    expect(posts(requests)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Photos of a model.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove biodata' }));
    expect(await screen.findByText('The biodata is removed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        path: `/api/admin/biodatas/${BIODATA_ID}/remove`,
        body: { reason: 'Photos of a model.' },
      },
    ]);
  });

  it('takes only the photo off a biodata, with a reason, and says so when it has none', async () => {
    let hasPhoto = true;
    const { requests } = stubApi({
      [`POST /api/admin/biodatas/${BIODATA_ID}/photo-removal`]: () => {
        if (!hasPhoto) {
          return json({ code: 'CONFLICT', message: 'This biodata has no photo.' }, { status: 409 });
        }
        hasPhoto = false;
        return json({ success: true, message: 'The photo is removed.' });
      },
    });
    const { user } = renderComponent(<RemovePhotoButton biodataId={BIODATA_ID} addid={7} />);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the photo' });
    expect(within(dialog).getByText(/The photo leaves Biodata 7/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'A group photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('The photo is removed.')).toBeTruthy();
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        path: `/api/admin/biodatas/${BIODATA_ID}/photo-removal`,
        body: { reason: 'A group photo.' },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the photo' });
    await user.type(within(again).getByRole('textbox', { name: 'Reason' }), 'Again.');
    await user.click(within(again).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('The photo could not be removed.')).toBeTruthy();
    expect(screen.getByText('This biodata has no photo.')).toBeTruthy();
  });

  it('suspends until a later day, or indefinitely, and refuses a day that is not later', async () => {
    const { requests } = stubApi({
      'POST /api/admin/users/owner-7/suspend': () =>
        json({ suspension: { since: '2026-11-27T00:00:00Z', until: null, reason: 'x' } }),
    });
    const { user } = renderComponent(<SuspendMemberButton userId="owner-7" />);
    await user.click(screen.getByRole('button', { name: 'Suspend member' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend this member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asked for money.');
    const ends = within(dialog).getByLabelText('Ends on');
    await user.type(ends, todayInBangladesh());
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(within(dialog).getByText('Choose a day after today')).toBeTruthy();
    expect(posts(requests)).toEqual([]);

    await user.clear(ends);
    await user.type(ends, dayAfter(7));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await screen.findByText('The member is suspended.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Suspend member' }));
    dialog = await screen.findByRole('dialog', { name: 'Suspend this member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Harassment.');
    await user.click(
      within(dialog).getByRole('radio', { name: 'Indefinitely, until an admin lifts it' }),
    );
    expect(within(dialog).queryByLabelText('Ends on')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    await screen.findByText('The member is suspended.');
    expect(posts(requests).map((request) => request.body)).toEqual([
      { reason: 'Asked for money.', until: dayAfter(7) },
      { reason: 'Harassment.', until: null },
    ]);
  });

  it('lifts a suspension once the admin confirms', async () => {
    const { requests } = stubApi({
      'DELETE /api/admin/users/owner-7/suspension': () => json({ suspension: null }),
    });
    const { user } = renderComponent(<LiftSuspensionButton userId="owner-7" name="Rumana" />);
    await user.click(screen.getByRole('button', { name: 'Lift the suspension of Rumana' }));
    await answerDialog(user, 'Yes, lift it');
    expect(await screen.findByText('The suspension is lifted.')).toBeTruthy();
    expect(posts(requests)).toEqual([
      { method: 'DELETE', path: '/api/admin/users/owner-7/suspension', body: undefined },
    ]);
  });
});
