import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, pending, stubApi, type StubRequest } from '../../../test/api-stub';
import { ManageUsers } from './manage-users';

const superAdmin = {
  _id: 'u1',
  name: 'Super Admin',
  email: 'root@bondhon.example',
  image: null,
  role: 'admin',
  person: 'normal',
  isSuperAdmin: true,
  suspension: null,
};
const me = {
  _id: 'u2',
  name: 'Karim Hossain',
  email: 'karim@example.com',
  image: 'https://example.com/karim.jpg',
  role: 'admin',
  person: 'premium',
  isSuperAdmin: false,
  suspension: null,
};
const ayesha = {
  _id: 'u3',
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  image: null,
  role: 'customer',
  person: 'normal',
  isSuperAdmin: false,
  suspension: null,
};
const USERS = [superAdmin, me, ayesha];

function listAnswer(users: unknown[], total = users.length) {
  return json(users, { headers: { 'x-total-count': String(total) } });
}

function renderManageUsers() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ManageUsers currentUserEmail="Karim@Example.com" suspensionAction={() => null} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const listRequests = (requests: StubRequest[]) =>
  requests.filter((request) => request.path === '/api/users/allData');

describe('ManageUsers', () => {
  it("disables Make Admin on the super admin's row and on one's own row, and says why", async () => {
    stubApi({ 'GET /api/users/allData': () => listAnswer(USERS) });
    renderManageUsers();

    const rootToggle = await screen.findByRole('switch', { name: 'Make Admin: Super Admin' });
    const ownToggle = screen.getByRole('switch', { name: 'Make Admin: Karim Hossain' });
    const otherToggle = screen.getByRole('switch', { name: 'Make Admin: Ayesha Rahman' });

    expect(rootToggle).toHaveProperty('disabled', true);
    expect(ownToggle).toHaveProperty('disabled', true);
    expect(otherToggle).toHaveProperty('disabled', false);
    expect(screen.getByText('Super admin')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(rootToggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(rootToggle.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe("The super admin's role cannot be changed.");

    for (const name of ['Super Admin', 'Karim Hossain', 'Ayesha Rahman']) {
      expect(screen.getByRole('switch', { name: `Make Premium: ${name}` })).toHaveProperty(
        'disabled',
        false,
      );
    }
  });

  it('marks a suspended member until when, with the action the route composes in', async () => {
    const suspended = {
      ...ayesha,
      // Ends as 12 December 2026 begins in Bangladesh.
      suspension: { since: '2026-11-20T00:00:00Z', until: '2026-12-11T18:00:00Z', reason: 'x' },
    };
    stubApi({ 'GET /api/users/allData': () => listAnswer([superAdmin, me, suspended]) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ManageUsers
          currentUserEmail="karim@example.com"
          suspensionAction={(user) => <button type="button">Lift for {user.name}</button>}
        />
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('Ayesha Rahman')).closest('tr')!;
    expect(within(row).getByText('Suspended until 12 December 2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Lift for Ayesha Rahman' })).toBeTruthy();
    const karim = screen.getByText('Karim Hossain').closest('tr')!;
    expect(within(karim).queryByText(/Suspended/)).toBeNull();
    expect(within(karim).queryByRole('button', { name: /Lift/ })).toBeNull();
  });

  it('shows who is admin and who is premium as switched on', async () => {
    stubApi({ 'GET /api/users/allData': () => listAnswer(USERS) });
    renderManageUsers();

    await screen.findByRole('table');
    const checked = (name: string) =>
      (screen.getByRole('switch', { name }) as HTMLInputElement).checked;
    expect(checked('Make Admin: Super Admin')).toBe(true);
    expect(checked('Make Admin: Ayesha Rahman')).toBe(false);
    expect(checked('Make Premium: Karim Hossain')).toBe(true);
    expect(checked('Make Premium: Ayesha Rahman')).toBe(false);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Make Admin',
      'Make Premium',
    ]);
  });

  it('makes a customer an admin, says "User is now admin! 🎉" and reads the users again', async () => {
    let users = USERS;
    const { requests } = stubApi({
      'GET /api/users/allData': () => listAnswer(users),
      'PUT /api/users/role/u3': () => {
        users = [superAdmin, me, { ...ayesha, role: 'admin' }];
        return json({ success: true, message: 'Role updated' });
      },
    });
    const user = renderManageUsers();

    await user.click(await screen.findByRole('switch', { name: 'Make Admin: Ayesha Rahman' }));

    expect(await screen.findByText('User is now admin! 🎉')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/users/role/u3',
      body: { role: 'admin' },
    });
    expect(listRequests(requests).length).toBe(2);
    expect(
      (screen.getByRole('switch', { name: 'Make Admin: Ayesha Rahman' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('makes a user premium and says "User is now premium!"', async () => {
    const { requests } = stubApi({
      'GET /api/users/allData': () => listAnswer(USERS),
      'PUT /api/users/premium/u3': () => json({ success: true, message: 'Updated' }),
    });
    const user = renderManageUsers();

    await user.click(await screen.findByRole('switch', { name: 'Make Premium: Ayesha Rahman' }));

    expect(await screen.findByText('User is now premium!')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      person: 'premium',
    });
  });

  it("shows a refusal in the 'Failed to update role!' dialog with the server's message", async () => {
    stubApi({
      'GET /api/users/allData': () => listAnswer(USERS),
      'PUT /api/users/role/u3': () =>
        json({ code: 'FORBIDDEN', message: 'Only admins may change roles.' }, { status: 403 }),
    });
    const user = renderManageUsers();

    await user.click(await screen.findByRole('switch', { name: 'Make Admin: Ayesha Rahman' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Failed to update role!')).toBeTruthy();
    expect(within(dialog).getByText('Only admins may change roles.')).toBeTruthy();
  });

  it("shows 'Oops...' / 'Something went wrong!' when the server fails", async () => {
    stubApi({
      'GET /api/users/allData': () => listAnswer(USERS),
      'PUT /api/users/premium/u3': () =>
        json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    });
    const user = renderManageUsers();

    await user.click(await screen.findByRole('switch', { name: 'Make Premium: Ayesha Rahman' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Oops...')).toBeTruthy();
    expect(within(dialog).getByText('Something went wrong!')).toBeTruthy();
  });

  it('searches by what is typed, from the first page', async () => {
    const { requests } = stubApi({
      'GET /api/users/allData': (request) =>
        request.query.get('search') === 'ayesha' ? listAnswer([ayesha]) : listAnswer(USERS, 45),
    });
    const user = renderManageUsers();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.query.get('page')).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ayesha');

    await waitFor(() => expect(screen.queryByText('Super Admin')).toBeNull());
    expect(screen.getByText('Ayesha Rahman')).toBeTruthy();
    const last = listRequests(requests).at(-1);
    expect(last?.query.get('search')).toBe('ayesha');
    expect(last?.query.get('page')).toBe('1');
  });

  it('pages with Prev and Next using the total count', async () => {
    const { requests } = stubApi({
      'GET /api/users/allData': () => listAnswer(USERS, 45),
    });
    const user = renderManageUsers();

    const pages = await screen.findByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
    expect(screen.getByText('45 users')).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(within(pages).getByText('Page 3 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(listRequests(requests).at(-1)?.query.get('page')).toBe('3'));
    expect(listRequests(requests).at(-1)?.query.get('pageSize')).toBe('20');
  });

  it('shows a loading indicator, then an empty message when there are no users', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/users/allData': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderManageUsers();

    expect(await screen.findByRole('status', { name: 'Loading users…' })).toBeTruthy();
    answer(listAnswer([]));
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a toggle busy while its change is on its way', async () => {
    stubApi({
      'GET /api/users/allData': () => listAnswer(USERS),
      'PUT /api/users/role/u3': () => pending(),
    });
    const user = renderManageUsers();

    const toggle = await screen.findByRole('switch', { name: 'Make Admin: Ayesha Rahman' });
    await user.click(toggle);

    expect(toggle).toHaveProperty('disabled', true);
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });
});
