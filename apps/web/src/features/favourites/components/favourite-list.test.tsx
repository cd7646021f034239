import type { FavouriteRecord } from '@bondhon/shared/schemas/favourites';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, json, pending, stubApi, type StubRequest } from '../../../test/api-stub';
import { cardFields, duplicateIds, findCards } from '../../../test/data-table-cards';
import { answerDialog, dialogButtonTones, dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { FavouriteList } from './favourite-list';

const LIST_PATH = `GET /api/favourites/${customer.email}`;

const nusrat: FavouriteRecord = {
  _id: 'f0000000-0000-4000-8000-000000000001',
  biodataId: 'b0000000-0000-4000-8000-000000000012',
  addid: 12,
  name: 'Nusrat Jahan',
  permanentDivision: 'Sylhet',
  Occupation: 'Teacher',
};
const farzana: FavouriteRecord = {
  _id: 'f0000000-0000-4000-8000-000000000002',
  biodataId: 'b0000000-0000-4000-8000-000000000043',
  addid: 43,
  name: 'Farzana Akter',
  permanentDivision: 'Dhaka',
  Occupation: 'Doctor',
};

function renderFavourites() {
  return renderComponent(
    <FavouriteList
      email={customer.email}
      detailsHref={(id) => `/details/${id}`}
      browseHref="/matremony/allData"
    />,
    '/dashboard/customer/favorites',
  );
}

const deletes = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'DELETE');

/** Queries in the table: jsdom has no media queries, so the phone's cards are there as well. */
const inTable = async () => within(await screen.findByRole('table'));

describe('My Favourite Biodatas', () => {
  it('lists each favourite with its Biodata Id, Name, Division and Occupation', async () => {
    stubApi({ [LIST_PATH]: () => json([nusrat, farzana]) });
    renderFavourites();

    const table = await screen.findByRole('table', { name: '2 favourite biodatas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Biodata Id', 'Name', 'Division', 'Occupation', 'Delete']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', 'Nusrat Jahan', 'Sylhet', 'Teacher', 'Delete']);
    expect(
      within(table).getByRole('link', { name: 'View Biodata ID 12' }).getAttribute('href'),
    ).toBe(`/details/${nusrat.biodataId}`);
    expect(screen.getByRole('region', { name: '2 favourite biodatas' })).toBeTruthy();
  });

  it('on a phone, shows each favourite as a card of its fields with Delete at the bottom', async () => {
    const { requests } = stubApi({
      [LIST_PATH]: () => json([nusrat, farzana]),
      [`DELETE /api/favourites/delete/${farzana._id}`]: () => json({ deletedCount: 1 }),
    });
    const { user } = renderFavourites();

    const cards = await findCards('2 favourite biodatas');
    expect(cards.map(cardFields)).toEqual([
      [
        ['Biodata Id', '12'],
        ['Name', 'Nusrat Jahan'],
        ['Division', 'Sylhet'],
        ['Occupation', 'Teacher'],
        ['Delete', 'Delete'],
      ],
      [
        ['Biodata Id', '43'],
        ['Name', 'Farzana Akter'],
        ['Division', 'Dhaka'],
        ['Occupation', 'Doctor'],
        ['Delete', 'Delete'],
      ],
    ]);
    expect(
      within(cards[0]!).getByRole('link', { name: 'View Biodata ID 12' }).getAttribute('href'),
    ).toBe(`/details/${nusrat.biodataId}`);
    expect(duplicateIds()).toEqual([]);

    await user.click(
      within(cards[1]!).getByRole('button', { name: 'Delete favourite Biodata ID 43' }),
    );
    await answerDialog(user, 'Yes, remove it!');

    expect(await screen.findByText('Removed from favourites.')).toBeTruthy();
    expect(deletes(requests).map((request) => request.path)).toEqual([
      `/api/favourites/delete/${farzana._id}`,
    ]);
  });

  it('asks before deleting, then deletes, says so and reads the favourites again', async () => {
    let favourites = [nusrat, farzana];
    const { requests } = stubApi({
      [LIST_PATH]: () => json(favourites),
      [`DELETE /api/favourites/delete/${nusrat._id}`]: () => {
        favourites = [farzana];
        return json({ deletedCount: 1 });
      },
    });
    const { user } = renderFavourites();

    await user.click(
      (await inTable()).getByRole('button', { name: 'Delete favourite Biodata ID 12' }),
    );

    expect(await dialogText()).toEqual({
      title: 'Are you sure?',
      text: 'You want to remove this biodata from favourites?',
    });
    expect(deletes(requests)).toHaveLength(0);
    await answerDialog(user, 'Yes, remove it!');

    expect(await screen.findByText('Removed from favourites.')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText('Nusrat Jahan')).toEqual([]));
    expect((await inTable()).getByText('Farzana Akter')).toBeTruthy();
    expect(deletes(requests).map((request) => request.path)).toEqual([
      `/api/favourites/delete/${nusrat._id}`,
    ]);
  });

  it("paints the removal red (the theme's error colour) and Cancel neutral", async () => {
    stubApi({ [LIST_PATH]: () => json([nusrat]) });
    const { user } = renderFavourites();

    await user.click(
      (await inTable()).getByRole('button', { name: 'Delete favourite Biodata ID 12' }),
    );

    expect(await dialogButtonTones()).toEqual({
      confirm: 'btn-error',
      cancel: 'btn',
      inlineColours: [],
    });
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { requests } = stubApi({ [LIST_PATH]: () => json([nusrat]) });
    const { user } = renderFavourites();

    await user.click(
      (await inTable()).getByRole('button', { name: 'Delete favourite Biodata ID 12' }),
    );
    await answerDialog(user, 'Cancel');

    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    expect(deletes(requests)).toHaveLength(0);
    expect((await inTable()).getByText('Nusrat Jahan')).toBeTruthy();
  });

  it('shows an error toast with the reason when the favourite cannot be deleted', async () => {
    stubApi({
      [LIST_PATH]: () => json([nusrat]),
      [`DELETE /api/favourites/delete/${nusrat._id}`]: () =>
        json({ code: 'FORBIDDEN', message: 'This is not your favourite.' }, { status: 403 }),
    });
    const { user } = renderFavourites();

    await user.click(
      (await inTable()).getByRole('button', { name: 'Delete favourite Biodata ID 12' }),
    );
    await answerDialog(user, 'Yes, remove it!');

    expect(
      await screen.findByText('Could not remove this favourite: This is not your favourite.'),
    ).toBeTruthy();
  });

  it('says there are no favourites yet, with a link to browse biodatas', async () => {
    stubApi({ [LIST_PATH]: () => json([]) });
    renderFavourites();

    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse biodatas' }).getAttribute('href')).toBe(
      '/matremony/allData',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading indicator while the favourites load', async () => {
    stubApi({ [LIST_PATH]: () => pending() });
    renderFavourites();

    expect(await screen.findByRole('status', { name: 'Loading your favourites…' })).toBeTruthy();
  });

  it('says when the favourites cannot be loaded, and loads them again on Try again', async () => {
    let fails = true;
    stubApi({
      [LIST_PATH]: () =>
        fails
          ? json({ code: 'FORBIDDEN', message: 'Not yours.' }, { status: 403 })
          : json([nusrat]),
    });
    const { user } = renderFavourites();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your favourites. Not yours.');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect((await inTable()).getByText('Nusrat Jahan')).toBeTruthy();
  });
});
