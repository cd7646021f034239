// A real SMTP server for the end-to-end tests' mail, which they read over HTTP:
// `tsx mail-capture-cli.ts`; once listening it prints `ready <smtp url> <http url>`. The server
// under test sends to the first; `GET <http url>/mails?to=<address>` answers the mails that
// address received so far (subject, text, html), oldest first.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readMail, startSmtpCapture } from '../helpers/smtp-capture';

const smtp = await startSmtpCapture();
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method !== 'GET' || url.pathname !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to');
  const mails = smtp.received.filter((mail) => to === null || mail.to.includes(to));
  void Promise.all(mails.map(readMail)).then(
    (read) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(read));
    },
    (error: unknown) => {
      response.writeHead(500).end(String(error));
    },
  );
});
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const { port } = http.address() as AddressInfo;
process.stdout.write(`ready ${smtp.url} http://127.0.0.1:${port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http.close();
    void smtp.close().then(() => process.exit(0));
  });
}
