import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Env } from '../config/env';

/** One mail on its way out. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  /** Resolves once the receiving server has accepted the mail; rejects with its refusal. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Every http(s) address in a text: what a reader of the log needs to follow a mail's links. */
function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/**
 * Where mail goes: the SMTP server of SMTP_URL, or, on the embedded try-out without one (or where
 * MAIL_TRANSPORT=log says so), the log, one line a mail with its subject, recipient and links so
 * that a newcomer can follow a reset or verification link from the terminal.
 */
export function createMailTransport(env: Env, log: FastifyBaseLogger): MailTransport {
  const kind = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'log');
  if (kind === 'smtp' && env.SMTP_URL) {
    const transporter = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind,
      async send(mail) {
        await transporter.sendMail({ from: env.MAIL_FROM, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  return {
    kind: 'log',
    async send(mail) {
      const links = linksIn(mail.text);
      log.info(
        { to: mail.to, subject: mail.subject, links },
        [`mail to ${mail.to}: ${mail.subject}`, ...links.map((link) => `  ${link}`)].join('\n'),
      );
    },
    close() {},
  };
}
