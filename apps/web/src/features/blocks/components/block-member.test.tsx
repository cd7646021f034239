import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { answerDialog, dialogButtonTones, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { BlockMember } from './block-member';

const BIODATA_ID = 'b0000000-0000-4000-8000-000000000012';

const posts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests
    .filter((request) => request.method === 'POST')
    .map((request) => ({ path: request.path, body: request.body }));

describe('Block this member', () => {
  it('says what blocking does before anything is sent, in a red confirm', async () => {
    const { requests } = stubApi({});
    const onBlocked = vi.fn();
    const { user } = renderComponent(<BlockMember biodataId={BIODATA_ID} onBlocked={onBlocked} />);

    await user.click(await screen.findByRole('button', { name: 'Block this member' }));
    const { title, text } = await dialogText();
    expect(title).toBe('Block this member?');
    expect(text).toContain("Neither of you will see the other's biodata");
    expect(text).toContain('They are not told.');
    expect((await dialogButtonTones()).confirm).toBe('btn-error');
    expect(posts(requests)).toEqual([]);

    await answerDialog(user, 'Cancel');
    expect(posts(requests)).toEqual([]);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('blocks once confirmed, says so and leaves the profile', async () => {
    const { requests } = stubApi({
      'POST /api/blocks': () => json({ alreadyBlocked: false }, { status: 201 }),
    });
    const onBlocked = vi.fn();
    const { user } = renderComponent(<BlockMember biodataId={BIODATA_ID} onBlocked={onBlocked} />);

    await user.click(await screen.findByRole('button', { name: 'Block this member' }));
    await answerDialog(user, 'Yes, block');

    expect(
      await screen.findByText("Blocked. You will not see each other's biodata any more."),
    ).toBeTruthy();
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(posts(requests)).toEqual([{ path: '/api/blocks', body: { biodataId: BIODATA_ID } }]);
  });

  it('says why when the block is refused, and stays on the profile', async () => {
    stubApi({
      'POST /api/blocks': () =>
        json({ code: 'NOT_FOUND', message: 'No biodata has this id.' }, { status: 404 }),
    });
    const onBlocked = vi.fn();
    const { user } = renderComponent(<BlockMember biodataId={BIODATA_ID} onBlocked={onBlocked} />);

    await user.click(await screen.findByRole('button', { name: 'Block this member' }));
    await answerDialog(user, 'Yes, block');

    expect((await dialogText()).title).toBe('This member could not be blocked.');
    expect(onBlocked).not.toHaveBeenCalled();
  });
});
