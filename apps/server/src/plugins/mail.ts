import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl, type Env } from '../config/env';
import { mailNewNotifications } from '../mail/notification-mails';
import { markFailed, markSent, messageIdOf, takeDueMails } from '../mail/outbox';
import { createMailTransport, type MailTransport } from '../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface Mailer {
  readonly transport: MailTransport;
  /**
   * Sends every mail that is due, in batches, until none is left; one pass at a time (a call
   * during a pass gets that pass). Answers how many went and how many attempts failed.
   */
  deliverDue(): Promise<DeliveryOutcome>;
  /** Asks for a pass at once, after an event has committed its mail (no-op without the worker). */
  wake(): void;
}

export interface DeliveryOutcome {
  sent: number;
  failed: number;
}

/** How often a running server looks for mail to send, besides being woken by new mail. */
export const MAIL_EVERY_MS = 5_000;
/** Attempts before a mail is kept as failed, for the admins to see (about 8.5 hours in all). */
export const MAIL_MAX_ATTEMPTS = 10;
/** The wait after the first failed attempt; it doubles with each one, up to six hours. */
export const MAIL_RETRY_BASE_MS = 30_000;
const MAIL_RETRY_MAX_MS = 6 * 3_600_000;
const MAIL_BATCH = 10;
/**
 * How long a worker holds the mails it took: longer than any SMTP exchange can last (nodemailer
 * gives up on a silent server after two minutes), so no other worker sends one meanwhile.
 */
const MAIL_LEASE_MS = 5 * 60_000;
const MAIL_ERROR_MAX_LENGTH = 1000;

export function retryDelayMs(attempts: number, baseMs = MAIL_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);
}

function describeFailure(error: unknown): string {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const text = [responseCode, message ?? String(error)].filter(Boolean).join(' ');
  return text.slice(0, MAIL_ERROR_MAX_LENGTH);
}

/**
 * The mail worker (DESIGN D21): sends what the outbox holds through the configured transport,
 * with retries and exponential backoff, safe with several instances on one database (each mail
 * is leased to one worker). With `deliverEveryMs` it runs on its own from the app's start until
 * it closes, and is woken by new mail; without it (tests) nothing is sent until `deliverDue`.
 */
export const mailPlugin = fp<{
  env: Env;
  deliverEveryMs?: number | undefined;
  retryBaseMs?: number | undefined;
}>(
  async (app: FastifyInstance, { env, deliverEveryMs, retryBaseMs = MAIL_RETRY_BASE_MS }) => {
    const transport = createMailTransport(env, app.log);
    if (transport.kind === 'log' && env.DATABASE_URL) {
      app.log.warn('MAIL_TRANSPORT=log: mail is printed to the log, not sent');
    }

    async function deliverBatch(outcome: DeliveryOutcome): Promise<boolean> {
      const mails = await takeDueMails(app.db, MAIL_BATCH, MAIL_LEASE_MS);
      for (const mail of mails) {
        try {
          await transport.send({
            messageId: messageIdOf(mail.eventKey, env.MAIL_FROM),
            to: mail.recipient,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await markSent(app.db, mail.id);
          outcome.sent += 1;
        } catch (error) {
          const retryIn =
            mail.attempts >= MAIL_MAX_ATTEMPTS ? null : retryDelayMs(mail.attempts, retryBaseMs);
          await markFailed(app.db, mail.id, describeFailure(error), retryIn);
          outcome.failed += 1;
          app.log.warn(
            { err: error, mail: mail.id, attempts: mail.attempts, retryInMs: retryIn },
            retryIn === null ? 'mail failed for good' : 'mail not sent yet: will try again',
          );
        }
      }
      return mails.length === MAIL_BATCH;
    }

    const baseUrl = publicUrl(env);
    let running: Promise<DeliveryOutcome> | undefined;
    async function pass(): Promise<DeliveryOutcome> {
      const outcome = { sent: 0, failed: 0 };
      // Notifications become mails first (each in its own transaction), then everything due goes.
      while ((await mailNewNotifications(app.db, baseUrl)) > 0);
      while (await deliverBatch(outcome));
      return outcome;
    }
    const deliverDue = () =>
      (running ??= pass().finally(() => {
        running = undefined;
      }));
    const deliverLogged = () =>
      deliverDue().catch((error: unknown) => {
        app.log.error({ err: error }, 'sending mail failed');
      });

    let timer: NodeJS.Timeout | undefined;
    let isClosing = false;
    app.decorate('mail', {
      transport,
      deliverDue,
      wake() {
        if (deliverEveryMs && !isClosing) setImmediate(() => void deliverLogged());
      },
    } satisfies Mailer);

    if (deliverEveryMs) {
      app.addHook('onReady', async () => {
        void deliverLogged();
        timer = setInterval(() => void deliverLogged(), deliverEveryMs);
        timer.unref();
      });
    }
    // Before the database closes: no new pass, and the one under way finishes first.
    app.addHook('preClose', async () => {
      isClosing = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
