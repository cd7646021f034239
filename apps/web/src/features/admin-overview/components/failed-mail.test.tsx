import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderComponent } from '../../../test/render-component';
import { FailedMail } from './failed-mail';

const MAIL_ID = '4f1c1a52-9d2b-4c11-9a3e-2c1f0b7d8e61';
const failedMail = {
  id: MAIL_ID,
  recipient: 'unreachable@example.com',
  subject: 'Reset your Bondhon password',
  attempts: 10,
  lastError: '451 Mailbox busy, try again later',
  createdAt: '2026-11-20T08:00:00.000Z',
  failedAt: '2026-11-20T16:30:00.000Z',
};

function renderSection() {
  return renderComponent(<FailedMail />, '/dashboard/admin/adminDashBoard').user;
}

describe('Mail that could not be sent', () => {
  it('lists each failed mail with its recipient, subject, attempts and last error', async () => {
    stubApi({ 'GET /api/mail/failed': () => json({ items: [failedMail] }) });
    renderSection();

    const table = await screen.findByRole('table', { name: '1 mail not sent' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('unreachable@example.com')).toBeTruthy();
    expect(within(row).getByText('Reset your Bondhon password')).toBeTruthy();
    expect(within(row).getByText('after 10 attempts')).toBeTruthy();
    expect(within(row).getByText('451 Mailbox busy, try again later')).toBeTruthy();
  });

  it('sends one again when asked, and reads the list again', async () => {
    const { requests } = stubApi({
      'GET /api/mail/failed': () => json({ items: [failedMail] }),
      [`POST /api/mail/failed/${MAIL_ID}/retry`]: () =>
        json({ success: true, message: 'The mail is queued again.' }),
    });
    const user = renderSection();

    const table = await screen.findByRole('table', { name: '1 mail not sent' });
    await user.click(
      within(table).getByRole('button', { name: 'Send the mail to unreachable@example.com again' }),
    );

    expect(await screen.findByText('The mail is queued again.')).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/mail/failed',
      `POST /api/mail/failed/${MAIL_ID}/retry`,
      'GET /api/mail/failed',
    ]);
  });

  it('says every mail has gone out when none failed', async () => {
    stubApi({ 'GET /api/mail/failed': () => json({ items: [] }) });
    renderSection();

    expect(await screen.findByText('Every mail has gone out.')).toBeTruthy();
  });
});
