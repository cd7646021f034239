import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  /** The whole message as sent: headers and body, every part. */
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>: SMTP_URL for the app under test. */
  url: string;
  received: ReceivedMail[];
  /** While on, every message is refused with a temporary failure (451), as a busy server does. */
  refuse(isRefusing: boolean): void;
  /**
   * While on, a message's data is read and never answered, as by a server that hangs: the sender
   * waits. Answers how many messages it has held so far.
   */
  stall(isStalling: boolean): void;
  stalled(): number;
  close(): Promise<void>;
}

/** A real SMTP server (the smtp-server package) in the test's process, keeping what it gets. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  let isRefusing = false;
  let isStalling = false;
  let stalledCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A hung connection (a stalled send) is cut a second after close(), not thirty.
    closeTimeout: 1000,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (isStalling) {
          stalledCount += 1;
          return;
        }
        if (isRefusing) {
          const refusal = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(refusal);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(refusing) {
      isRefusing = refusing;
    },
    stall(stalling) {
      isStalling = stalling;
    },
    stalled: () => stalledCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail as its reader sees it: headers decoded, each part in its own field. */
export async function readMail(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  return {
    to: mail.to,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    /** Every http(s) link of the plain-text part, in order. */
    links: (parsed.text ?? '').match(/https?:\/\/\S+/g) ?? [],
  };
}

/**
 * A real SMTP server for this test file, running from before its app is built until after: call
 * it before useTestApp and hand that `env` (SMTP_URL is set in it once the server listens).
 */
export function useSmtpCapture(
  env: Record<string, string> = {},
): SmtpCapture & { env: Record<string, string> } {
  let server: SmtpCapture | undefined;
  const started = () => {
    if (!server) throw new Error('The SMTP capture starts in beforeAll: use it inside a test.');
    return server;
  };
  beforeAll(async () => {
    server = await startSmtpCapture();
    env.SMTP_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    env,
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    refuse: (isRefusing) => started().refuse(isRefusing),
    stall: (isStalling) => started().stall(isStalling),
    stalled: () => started().stalled(),
    close: () => started().close(),
  };
}
