import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/mail/outbox';
import { MAIL_MAX_ATTEMPTS } from '../src/plugins/mail';
import { browserHeaders, setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useSmtpCapture } from './helpers/smtp-capture';
import { useTestApp } from './helpers/test-app';

const smtp = useSmtpCapture();

const ctx = useTestApp({ env: smtp.env, mailRetryBaseMs: 0 });

function call(method: 'GET' | 'POST', url: string, account?: TestAccount) {
  return ctx.app.inject({ method, url, headers: browserHeaders(ctx.env, account?.cookie) });
}

/** A mail the SMTP server refused on every attempt: the worker has given up on it. */
async function aFailedMail(recipient: string): Promise<string> {
  await enqueueMail(ctx.app.db, {
    eventKey: `failed-mail-test:${recipient}`,
    recipient,
    language: 'en',
    subject: 'Your contact request was approved',
    text: 'See https://bondhon.test/dashboard/customer/contactRequest',
    html: '<p>Approved</p>',
  });
  smtp.refuse(true);
  for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
    await ctx.app.mail.deliverDue();
  }
  smtp.refuse(false);
  const list = await call('GET', '/api/mail/failed', admin);
  const failed = (list.json() as { items: { id: string; recipient: string }[] }).items.find(
    (item) => item.recipient === recipient,
  );
  expect(failed, `a failed mail to ${recipient}`).toBeDefined();
  return failed!.id;
}

let admin: TestAccount;
let customer: TestAccount;
beforeAll(async () => {
  admin = await signUp(ctx.app, ctx.env, { name: 'Mail Admin' });
  await setStanding(ctx.app, admin, { role: 'admin' });
  customer = await signUp(ctx.app, ctx.env, { name: 'Mail Customer' });
});

describe('failed mail, as admins see it', () => {
  it('lists a mail the worker gave up on, with its attempts and last error, to admins only', async () => {
    await aFailedMail('unreachable.member@example.com');

    const list = await call('GET', '/api/mail/failed', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        recipient: 'unreachable.member@example.com',
        subject: 'Your contact request was approved',
        attempts: MAIL_MAX_ATTEMPTS,
        lastError: expect.stringMatching(/451/),
      }),
    );
    expect((await call('GET', '/api/mail/failed', customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/mail/failed')).statusCode).toBe(401);
  });

  it('sends a failed mail again when an admin asks, once, records who did, and then it leaves the list', async () => {
    const id = await aFailedMail('retried.member@example.com');
    expect((await call('POST', `/api/mail/failed/${id}/retry`, customer)).statusCode).toBe(403);

    const retried = await call('POST', `/api/mail/failed/${id}/retry`, admin);
    expect(retried.statusCode).toBe(200);
    // Recorded in the audit log, with the admin who asked.
    const audit = await call('GET', `/api/admin/audit-log?target=${id}`, admin);
    expect(audit.json().items).toMatchObject([
      { actor: { id: admin.id }, action: 'mail.retry', target: { type: 'mail', id } },
    ]);
    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(
      smtp.received.filter((mail) => mail.to.includes('retried.member@example.com')),
    ).toHaveLength(1);

    const list = await call('GET', '/api/mail/failed', admin);
    expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
    // Sent now: nothing failed has this id any more.
    expect((await call('POST', `/api/mail/failed/${id}/retry`, admin)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await call('POST', '/api/mail/failed/not-an-id/retry', admin);
    expect(response.statusCode).toBe(400);
  });
});
