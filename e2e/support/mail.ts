import { expect, type APIRequestContext } from '@playwright/test';

/** A mail as the SMTP capture server `npm test` runs read it (apps/server/test/support). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The http(s) links of its plain-text part, in order. */
  links: string[];
}

async function mailsTo(request: APIRequestContext, email: string): Promise<ReceivedMail[]> {
  const base = process.env.E2E_MAIL_URL;
  if (!base)
    throw new Error('E2E_MAIL_URL is not set: run the end-to-end tests through `npm test`.');
  const response = await request.get(`${base}/mails?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/** The subject of the mail that confirms a new member's address, in either language. */
export const VERIFICATION_SUBJECT = /Confirm your e-mail address|ইমেইল ঠিকানা নিশ্চিত করুন/;

/**
 * The one mail `email` has been sent whose subject matches `subject` (any, by default), once it
 * has arrived (as its owner waits for it).
 */
export async function theMailTo(
  request: APIRequestContext,
  email: string,
  subject: RegExp = /./,
): Promise<ReceivedMail> {
  const matching = async () =>
    (await mailsTo(request, email)).filter((mail) => subject.test(mail.subject));
  await expect
    .poll(async () => (await matching()).length, {
      message: `a mail to ${email} about ${subject}`,
      timeout: 20_000,
    })
    .toBe(1);
  const [mail] = await matching();
  return mail!;
}
