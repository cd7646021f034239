// Runs only on a PostgreSQL server (DATABASE_URL set): vitest.config.ts leaves *.postgres.test.ts
// out of the embedded run, whose database one process holds at a time.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { enqueueMail } from '../src/mail/outbox';
import { readyUrl, startServer, type ServerProcess } from './helpers/server-process';
import { useSmtpCapture } from './helpers/smtp-capture';

const smtp = useSmtpCapture();

describe('a server killed in the middle of sending a mail', { timeout: 120_000 }, () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `bondhon_mail_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  async function start(): Promise<ServerProcess> {
    const server = startServer({
      DATABASE_URL: url.toString(),
      PAYMENT_GATEWAY: 'local',
      SMTP_URL: smtp.url,
    });
    servers.push(server);
    await readyUrl(server);
    return server;
  }

  it('leaves the mail to be sent once, after a restart, and loses nothing', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`).finally(() => admin.end());
    const database = openDatabase({ url: url.toString() });
    try {
      // The SMTP server takes the message's data and never answers: the send hangs.
      smtp.stall(true);
      const first = await start();
      await enqueueMail(database.db, {
        eventKey: 'crash-test:approval',
        recipient: 'waiting.member@example.com',
        language: 'en',
        subject: 'Your contact request was approved',
        text: 'See https://bondhon.test/dashboard/customer/contactRequest',
        html: '<p>Approved</p>',
      });
      await expect.poll(() => smtp.stalled(), { timeout: 30_000 }).toBe(1);

      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;
      const [leased] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.eventKey, 'crash-test:approval'));
      expect(leased).toMatchObject({ status: 'pending', attempts: 1 });

      // Five minutes on, the dead worker's lease has run out.
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.eventKey, 'crash-test:approval'));
      smtp.stall(false);
      await start();

      await expect
        .poll(
          () =>
            smtp.received.filter((mail) => mail.to.includes('waiting.member@example.com')).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      // The worker records the send once the SMTP server has answered it: a moment after the
      // capture has the message.
      const row = async () =>
        (
          await database.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.eventKey, 'crash-test:approval'))
        )[0];
      await expect.poll(async () => (await row())?.status, { timeout: 30_000 }).toBe('sent');
      expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await database.close();
    }
  });
});
