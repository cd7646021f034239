import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { json, stubApi } from '../../../test/api-stub';
import { renderComponent } from '../../../test/render-component';
import { DeleteBiodataSection, FarewellNote } from './delete-biodata';

const PATH = '/api/biodata-deletion';

function renderSection() {
  const onDeleted = vi.fn();
  const onHideInstead = vi.fn();
  const rendered = renderComponent(
    <DeleteBiodataSection
      biodataName="Md. Rahim Uddin"
      onHideInstead={onHideInstead}
      onDeleted={onDeleted}
    />,
  );
  return { ...rendered, onDeleted, onHideInstead };
}

async function openDialog(user: ReturnType<typeof renderSection>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Delete my biodata' }));
  return screen.findByRole('dialog', { name: 'Delete your biodata' });
}

describe('Delete my biodata', () => {
  it('asks for the spouse, the story and the consent for a marriage through Bondhon, and sends them', async () => {
    const { requests } = stubApi({
      [`POST ${PATH}`]: () => json({ deletedAddid: 7, isStoryShown: true }),
    });
    const { user, onDeleted } = renderSection();
    const dialog = await openDialog(user);

    expect(within(dialog).queryByLabelText(/spouse’s Biodata ID/)).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'I married through Bondhon' }));
    // Bengali digits are read as the number they are.
    await user.type(within(dialog).getByLabelText(/spouse’s Biodata ID/), '১২');
    expect(within(dialog).getByText(/Only your first name \(Rahim\)/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Your words/)).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /Share our story/ }));
    await user.type(within(dialog).getByLabelText(/Your words/), 'We met here.');
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse 42');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my biodata for good' }));

    await vi.waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith({
        reason: 'marriedThroughBondhon',
        isStoryShown: true,
      }),
    );
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      {
        reason: 'marriedThroughBondhon',
        spouseAddid: 12,
        sharesStory: true,
        story: 'We met here.',
        password: 'correct horse 42',
      },
    ]);
  });

  it('marks the pages of cards already fetched as stale once the biodata is gone', async () => {
    stubApi({ [`POST ${PATH}`]: () => json({ deletedAddid: 7, isStoryShown: false }) });
    const { user, onDeleted, queryClient } = renderSection();
    const listingPage = [...sharedQueryKeys.biodatas, 'search', { page: 1 }];
    queryClient.setQueryData(listingPage, { items: [], total: 0 });
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'I am no longer looking' }));
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse 42');
    expect(queryClient.getQueryState(listingPage)?.isInvalidated).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my biodata for good' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(queryClient.getQueryState(listingPage)?.isInvalidated).toBe(true);
  });

  it('asks for a reason, and for words with "Another reason", before sending anything', async () => {
    const { requests } = stubApi({});
    const { user } = renderSection();
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole('button', { name: 'Delete my biodata for good' });

    await user.click(submit);
    expect(within(dialog).getByText('Choose one of the options')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.click(submit);
    expect(within(dialog).getByLabelText('Tell us why').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows a wrong password and an unknown spouse where they were typed', async () => {
    let answer = json(
      {
        code: 'VALIDATION_FAILED',
        message: 'No biodata has this Biodata ID.',
        fieldErrors: { spouseAddid: ['No biodata has this Biodata ID'] },
      },
      { status: 400 },
    );
    stubApi({ [`POST ${PATH}`]: () => answer });
    const { user, onDeleted } = renderSection();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'I married through Bondhon' }));
    await user.type(within(dialog).getByLabelText(/spouse’s Biodata ID/), '99999');
    await user.type(within(dialog).getByLabelText('Your password'), 'not it');
    const submit = within(dialog).getByRole('button', { name: 'Delete my biodata for good' });
    await user.click(submit);
    expect(await within(dialog).findByText('No biodata has this Biodata ID')).toBeTruthy();

    answer = json(
      {
        code: 'FORBIDDEN',
        message: 'This password is not right.',
        fieldErrors: { password: ['This password is not right.'] },
      },
      { status: 403 },
    );
    await user.click(submit);
    expect(await within(dialog).findByText('That password is not right.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Your password').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('offers hiding as the gentler way, and closes for it', async () => {
    stubApi({});
    const { user, onHideInstead } = renderSection();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Only need a break?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hide it instead' }));
    expect(onHideInstead).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the kind word once it is deleted', () => {
  it('congratulates a marriage, and says when the story is on the home page', () => {
    renderComponent(<FarewellNote reason="marriedThroughBondhon" isStoryShown />);
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.getByText('Your story is now on Bondhon’s home page.')).toBeTruthy();
  });

  it('thanks a member who is no longer looking, without congratulations', () => {
    renderComponent(<FarewellNote reason="noLongerLooking" isStoryShown={false} />);
    expect(screen.getByRole('heading', { name: 'Your biodata is deleted' })).toBeTruthy();
    expect(screen.queryByText('Congratulations!')).toBeNull();
  });
});
