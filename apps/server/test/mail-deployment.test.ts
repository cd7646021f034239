import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { enqueueMail } from '../src/mail/outbox';
import { capturingLogger, refusalOf } from './helpers/start-up';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/** A deployment on a PostgreSQL server (DESIGN D14), its payments chosen. */
const POSTGRES = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/bondhon',
  PAYMENT_GATEWAY: 'local',
};

describe('where mail goes on a deployment', () => {
  it('refuses to start on PostgreSQL without an SMTP server, saying how to configure mail', () => {
    const refusal = refusalOf(POSTGRES);
    expect(refusal).toContain('SMTP_URL');
    expect(refusal).toContain('MAIL_TRANSPORT=log');
  });

  it('starts on PostgreSQL with SMTP_URL, or printing mail only when MAIL_TRANSPORT=log says so', () => {
    expect(refusalOf({ ...POSTGRES, SMTP_URL: 'smtp://mailer:secret@mail.example.com:587' })).toBe(
      null,
    );
    expect(refusalOf({ ...POSTGRES, MAIL_TRANSPORT: 'log' })).toBeNull();
  });

  it('prints mail by default on the embedded try-out', () => {
    expect(refusalOf({})).toBeNull();
  });

  it('refuses an SMTP choice without a server, and addresses or choices it does not know', () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT/);
    expect(() => parseEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('prints each mail to the log, with its subject, recipient and links, when it is not sent', async () => {
    const { logger, text } = capturingLogger('info');
    const app = await buildApp({ env: testEnv(), database: await createTestDatabase(), logger });
    try {
      await app.ready();
      expect(app.mail.transport.kind).toBe('log');
      await enqueueMail(app.db, {
        eventKey: 'password-reset:log-test',
        recipient: 'newcomer@example.com',
        language: 'en',
        subject: 'Reset your Bondhon password',
        text: 'Open https://bondhon.test/reset-password?token=abc123 within an hour.',
        html: '<p>Open <a href="https://bondhon.test/reset-password?token=abc123">this link</a></p>',
      });
      expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    } finally {
      await app.close();
    }
    const printed = text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; to?: string; links?: string[] })
      .find((line) => line.to === 'newcomer@example.com');
    expect(printed?.msg).toContain('Reset your Bondhon password');
    expect(printed?.links).toEqual(['https://bondhon.test/reset-password?token=abc123']);
  });
});
