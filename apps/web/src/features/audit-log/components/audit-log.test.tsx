import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubApi, type StubRequest } from '../../../test/api-stub';
import { AuditLog } from './audit-log';

const roleChange = {
  id: 7,
  at: '2026-11-25T04:30:00.000Z',
  actor: { id: 'a1', email: 'karim@example.com' },
  action: 'user.role',
  target: { type: 'user', id: 'u3', email: 'ayesha@example.com' },
  before: { role: 'customer' },
  after: { role: 'admin' },
  reason: null,
};
const operatorChange = {
  id: 6,
  at: '2026-11-24T18:00:00.000Z',
  actor: null,
  action: 'operator.superAdmin',
  target: { type: 'user', id: 'u9', email: null },
  before: null,
  after: { role: 'admin', isSuperAdmin: true },
  reason: null,
};

function page(items: unknown[], { total = items.length, page = 1, pageCount = 1 } = {}) {
  return json({ items, total, page, pageCount });
}

function renderAuditLog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuditLog />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const logRequests = (requests: StubRequest[]) =>
  requests.filter((request) => request.path === '/api/admin/audit-log');

describe('AuditLog', () => {
  it('lists each action with when, who, what, to whom and the change, in Bangladesh time', async () => {
    stubApi({ 'GET /api/admin/audit-log': () => page([roleChange, operatorChange]) });
    renderAuditLog();

    const table = await screen.findByRole('table', { name: 'Actions, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('karim@example.com');
    expect(first?.textContent).toContain('Role changed');
    expect(first?.textContent).toContain('ayesha@example.com');
    expect(first?.textContent).toContain('Role: Customer → Role: Admin');
    // 04:30 UTC is 10:30 in Dhaka.
    expect(within(first!).getByText(/10:30/).getAttribute('datetime')).toBe(roleChange.at);
    expect(second?.textContent).toContain('Operator (command line)');
    expect(second?.textContent).toContain('Super admin appointed');
    expect(second?.textContent).toContain('u9');
    expect(screen.getByText('2 actions')).toBeTruthy();
  });

  it('sends the filters only when applied, from page 1, and clears them', async () => {
    const { requests } = stubApi({
      'GET /api/admin/audit-log': (request) =>
        request.query.get('page') === '2'
          ? page([operatorChange], { total: 21, page: 2, pageCount: 2 })
          : page([roleChange], { total: 21, pageCount: 2 }),
    });
    const user = renderAuditLog();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());

    await user.type(screen.getByLabelText("Admin's e-mail"), 'karim@example.com');
    await user.selectOptions(screen.getByLabelText('Action'), 'user.role');
    await user.type(screen.getByLabelText('Target', { exact: false }), 'ayesha@example.com');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    expect(logRequests(requests)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(logRequests(requests)).toHaveLength(3));
    const applied = logRequests(requests)[2]!.query;
    expect(Object.fromEntries(applied)).toEqual({
      actor: 'karim@example.com',
      action: 'user.role',
      target: 'ayesha@example.com',
      from: '2026-11-01',
      page: '1',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(Object.fromEntries(logRequests(requests).at(-1)!.query)).toEqual({ page: '1' }),
    );
    expect((screen.getByLabelText("Admin's e-mail") as HTMLInputElement).value).toBe('');
  });

  it('says why it could not load, tries again when asked, and says so when nothing matches', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/audit-log': () =>
        fail ? json({ code: 'FORBIDDEN', message: 'Admins only.' }, { status: 403 }) : page([]),
    });
    const user = renderAuditLog();
    await screen.findByText(/Could not load the audit log/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No actions match these filters.')).toBeTruthy();
  });
});
