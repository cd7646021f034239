import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { answerDialog, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { AdminSuccessStories } from './admin-success-stories';
import { SuccessStories } from './success-stories';

const STORY = {
  id: '0b5d3c52-4d5e-4f60-9a1b-2c3d4e5f6a7b',
  partners: [
    { firstName: 'Sharmin', words: 'Our families met through Bondhon.' },
    { firstName: 'Tanvir', words: null },
  ],
  month: '2027-03',
};

describe('Married through Bondhon (home page)', () => {
  it('shows each couple’s first names, the month and the words they wrote', async () => {
    stubApi({ 'GET /api/success-stories': () => json([STORY]) });
    renderComponent(<SuccessStories />);
    const section = await screen.findByRole('region', { name: 'Married through Bondhon' });
    const card = within(section).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Sharmin & Tanvir' })).toBeTruthy();
    expect(within(card).getByText('Married in March 2027')).toBeTruthy();
    expect(within(card).getByText('Our families met through Bondhon.')).toBeTruthy();
    expect(within(card).getByText('Sharmin says')).toBeTruthy();
    expect(within(card).queryByText('Tanvir says')).toBeNull();
  });

  it('shows nothing at all when there is no story', async () => {
    const { requests } = stubApi({ 'GET /api/success-stories': () => json([]) });
    renderComponent(
      <>
        <SuccessStories />
        <p>After</p>
      </>,
    );
    await screen.findByText('After');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('Success stories (admins)', () => {
  it('asks before taking a story down, then takes it off the list', async () => {
    let stories = [STORY];
    const { requests } = stubApi({
      'GET /api/success-stories': () => json(stories),
      [`POST /api/admin/success-stories/${STORY.id}/take-down`]: () => {
        stories = [];
        return json({ takenDown: true });
      },
    });
    const { user } = renderComponent(<AdminSuccessStories />);
    const table = await screen.findByRole('table', { name: '1 story on the home page' });
    await user.click(
      within(table).getByRole('button', { name: 'Take down the story of Sharmin & Tanvir' }),
    );
    expect(await dialogText()).toEqual({
      title: 'Take this story down?',
      text: 'The story of Sharmin & Tanvir leaves the home page for good.',
    });
    await answerDialog(user, 'Take down');

    expect(await screen.findByText('No story is on the home page.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      {},
    ]);
  });
});
