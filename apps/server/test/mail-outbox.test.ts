import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { enqueueMail, messageIdOf, takeDueMails, type MailToSend } from '../src/mail/outbox';
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from '../src/plugins/mail';
import { useSmtpCapture } from './helpers/smtp-capture';
import { useTestApp } from './helpers/test-app';

const smtp = useSmtpCapture({ MAIL_FROM: 'Bondhon <no-reply@bondhon.test>' });

// Retries are due at once, so a test moves from one attempt to the next without waiting.
const ctx = useTestApp({ env: smtp.env, mailRetryBaseMs: 0 });

let counter = 0;
function aMail(overrides: Partial<MailToSend> = {}): MailToSend {
  counter += 1;
  return {
    eventKey: `test-event:${counter}:${Date.now()}`,
    recipient: `member${counter}@example.com`,
    language: 'en',
    subject: `Your request ${counter} was approved`,
    text: `Assalamu alaikum. See https://bondhon.test/requests/${counter}`,
    html: `<p>Assalamu alaikum. See <a href="https://bondhon.test/requests/${counter}">it</a></p>`,
    ...overrides,
  };
}

async function rowOf(eventKey: string) {
  const [row] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.eventKey, eventKey));
  return row;
}

beforeEach(async () => {
  smtp.refuse(false);
  // Nothing left over from the test before.
  await ctx.app.mail.deliverDue();
  smtp.received.length = 0;
});

describe('the mail outbox', () => {
  it('sends a mail once, from MAIL_FROM, in plain text and HTML, under its event’s Message-ID', async () => {
    const mail = aMail();
    await enqueueMail(ctx.app.db, mail);

    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.to).toEqual([mail.recipient]);
    expect(received?.raw).toMatch(/^From: Bondhon <no-reply@bondhon\.test>$/m);
    expect(received?.raw).toMatch(new RegExp(`^Subject: ${mail.subject}$`, 'm'));
    expect(received?.raw).toContain(
      `Message-ID: ${messageIdOf(mail.eventKey, smtp.env.MAIL_FROM!)}`,
    );
    expect(received?.raw).toMatch(/Content-Type: text\/plain/);
    expect(received?.raw).toMatch(/Content-Type: text\/html/);
    expect(received?.raw).toContain(`https://bondhon.test/requests/${counter}`);
    expect(await rowOf(mail.eventKey)).toMatchObject({ status: 'sent', attempts: 1 });

    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('writes one mail an event, however often the event asks for it', async () => {
    const mail = aMail();
    await enqueueMail(ctx.app.db, mail);
    await enqueueMail(ctx.app.db, { ...mail, subject: 'A second try at the same event' });

    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain(mail.subject);
  });

  it('writes no mail when the event’s transaction is rolled back', async () => {
    const mail = aMail();
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');

    expect(await rowOf(mail.eventKey)).toBeUndefined();
    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('tries again while the SMTP server refuses, and sends once after it comes back', async () => {
    const mail = aMail();
    await enqueueMail(ctx.app.db, mail);
    smtp.refuse(true);

    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const refused = await rowOf(mail.eventKey);
    expect(refused).toMatchObject({ status: 'pending', attempts: 2 });
    expect(refused?.lastError).toMatch(/451.*try again later/i);
    expect(smtp.received).toHaveLength(0);

    smtp.refuse(false);
    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(mail.eventKey)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
    });
  });

  it('keeps a mail that never goes as failed, with its last error, and stops trying', async () => {
    const mail = aMail();
    await enqueueMail(ctx.app.db, mail);
    smtp.refuse(true);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await ctx.app.mail.deliverDue(), `attempt ${attempt}`).toEqual({ sent: 0, failed: 1 });
    }
    expect(await rowOf(mail.eventKey)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: expect.stringMatching(/451/),
    });

    smtp.refuse(false);
    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('leases each due mail to one worker only, however many take at once', async () => {
    const mails = Array.from({ length: 25 }, () => aMail());
    for (const mail of mails) await enqueueMail(ctx.app.db, mail);
    // Five workers, as on five instances, each taking a batch of up to ten at the same moment.
    const taken = await Promise.all(
      Array.from({ length: 5 }, () => takeDueMails(ctx.app.db, 10, 60_000)),
    );
    const ids = taken.flat().map((mail) => mail.eventKey);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(mails.map((mail) => mail.eventKey).sort());
    // Leased: none is due again while its worker holds it.
    expect(await takeDueMails(ctx.app.db, 10, 60_000)).toEqual([]);
    expect(await ctx.app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('the wait between attempts', () => {
  it('doubles from the first failure, up to six hours', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(6 * 3_600_000);
  });
});
