import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { answerDialog, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { BiodataVisibilityPanel } from './biodata-visibility-panel';

const PATH = '/api/biodata-visibility';
// 02:30 on 21 November in Bangladesh (UTC+6): the day shown is Bangladesh's.
const HIDDEN_AT = '2026-11-20T20:30:00.000Z';

const PENDING = { state: 'pending', reason: null, verifiedAt: null };

describe('Who can see your biodata', () => {
  it('asks before hiding, hides, and says since when it is hidden', async () => {
    let hiddenAt: string | null = null;
    const { requests } = stubApi({
      [`GET ${PATH}`]: () => json({ hiddenAt, isListed: hiddenAt === null, review: PENDING }),
      [`PUT ${PATH}`]: ({ body }) => {
        hiddenAt = (body as { hidden: boolean }).hidden ? HIDDEN_AT : null;
        return json({ hiddenAt, isListed: hiddenAt === null, review: PENDING });
      },
    });
    const { user } = renderComponent(<BiodataVisibilityPanel editHref="/edit" />);

    expect(await screen.findByText('Visible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide my biodata' }));
    expect(await dialogText()).toEqual({
      title: 'Hide your biodata?',
      text: 'Nobody else will find it or open its page until you show it again. You can show it again at any time.',
    });
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await answerDialog(user, 'Hide it');

    expect(await screen.findByText('Your biodata is hidden.')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText(/^Hidden since 21 November 2026\./)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT').map((r) => r.body)).toEqual([
      { hidden: true },
    ]);
  });

  it('shows a hidden biodata again at once, without asking', async () => {
    const { requests } = stubApi({
      [`GET ${PATH}`]: () => json({ hiddenAt: HIDDEN_AT, isListed: false, review: PENDING }),
      [`PUT ${PATH}`]: () => json({ hiddenAt: null, isListed: true, review: PENDING }),
    });
    const { user } = renderComponent(<BiodataVisibilityPanel editHref="/edit" />);

    await user.click(await screen.findByRole('button', { name: 'Show my biodata again' }));

    expect(await screen.findByText('Your biodata is visible again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide my biodata' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT').map((r) => r.body)).toEqual([
      { hidden: false },
    ]);
  });

  it('is not there for a member without a biodata', async () => {
    const { requests } = stubApi({});
    renderComponent(
      <>
        <h1>Your Biodata</h1>
        <BiodataVisibilityPanel editHref="/edit" />
      </>,
    );
    await screen.findByRole('heading', { name: 'Your Biodata' });
    await expect.poll(() => requests.length).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Who can see your biodata' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the choice cannot be saved, and keeps the biodata as it was', async () => {
    stubApi({
      [`GET ${PATH}`]: () => json({ hiddenAt: HIDDEN_AT, isListed: false, review: PENDING }),
      [`PUT ${PATH}`]: () => json({ code: 'FORBIDDEN', message: 'No.' }, { status: 403 }),
    });
    const { user } = renderComponent(<BiodataVisibilityPanel editHref="/edit" />);

    await user.click(await screen.findByRole('button', { name: 'Show my biodata again' }));

    expect((await dialogText()).title).toBe('Your choice could not be saved.');
    expect(screen.getByText('Hidden')).toBeTruthy();
  });

  it('tells the owner of a removed biodata why, and offers nothing that would show it', async () => {
    stubApi({
      [`GET ${PATH}`]: () =>
        json({
          hiddenAt: null,
          isListed: false,
          review: { state: 'removed', reason: 'Photos of someone else.', verifiedAt: null },
        }),
    });
    renderComponent(<BiodataVisibilityPanel editHref="/edit" />);
    expect(await screen.findByText('Removed')).toBeTruthy();
    expect(screen.getByText('Photos of someone else.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says where the review stands: waiting unseen, changes asked with why, or verified on a day', async () => {
    let review: object = PENDING;
    let isListed = false;
    stubApi({ [`GET ${PATH}`]: () => json({ hiddenAt: null, isListed, review }) });
    renderComponent(<BiodataVisibilityPanel editHref="/edit" />);
    expect(await screen.findByText('Not shown yet')).toBeTruthy();
    expect(
      screen.getByText("Bondhon's admins will review it, and show it to others once verified."),
    ).toBeTruthy();
    cleanup();

    review = { state: 'changes_requested', reason: 'Add your education.', verifiedAt: null };
    isListed = true;
    renderComponent(<BiodataVisibilityPanel editHref="/edit" />);
    expect(await screen.findByText('Add your education.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit your biodata' }).getAttribute('href')).toBe(
      '/edit',
    );
    cleanup();

    // Verified at noon on 20 November in Bangladesh.
    review = { state: 'verified', reason: null, verifiedAt: '2026-11-20T06:00:00.000Z' };
    renderComponent(<BiodataVisibilityPanel editHref="/edit" />);
    expect(await screen.findByText("Verified by Bondhon's admins on 20 Nov 2026")).toBeTruthy();
  });
});
