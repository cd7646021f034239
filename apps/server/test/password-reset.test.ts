import { beforeEach, describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_EMAIL } from '../src/auth/sign-in-throttle';
import { PASSWORD, browserHeaders, signIn, signUp, uniqueEmail } from './helpers/accounts';
import { readMail, useSmtpCapture } from './helpers/smtp-capture';
import { useTestApp } from './helpers/test-app';

const smtp = useSmtpCapture();

const ctx = useTestApp({ env: smtp.env });
const NEW_PASSWORD = 'a new jasmine garland 7';

beforeEach(async () => {
  await ctx.app.mail.deliverDue();
  smtp.received.length = 0;
});

function requestReset(email: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { ...browserHeaders(ctx.env), ...headers },
    payload: { email, redirectTo: '/reset-password' },
  });
}

function resetPassword(token: string, newPassword: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: browserHeaders(ctx.env),
    payload: { token, newPassword },
  });
}

/** A new member, whose welcome (verification) mail has gone out before the test's own. */
async function newMember(overrides: Parameters<typeof signUp>[2] = {}) {
  const member = await signUp(ctx.app, ctx.env, overrides);
  await ctx.app.mail.deliverDue();
  smtp.received.length = 0;
  return member;
}

/** The mail that went to `email`, read as its reader does. */
async function mailTo(email: string) {
  await ctx.app.mail.deliverDue();
  const received = smtp.received.filter((mail) => mail.to.includes(email));
  expect(received, `mails to ${email}`).toHaveLength(1);
  return readMail(received[0]!);
}

/** Follows the mail's link as a browser does: answers the token of the page it lands on. */
async function tokenFromLink(link: string): Promise<string> {
  const { pathname, search } = new URL(link);
  const response = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(response.statusCode).toBe(302);
  const landing = new URL(String(response.headers.location), 'http://localhost');
  expect(landing.pathname).toBe('/reset-password');
  const token = landing.searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

describe('forgot password', () => {
  it('mails a link that sets a new password once, after which only the new one signs in', async () => {
    const member = await newMember({ name: 'Farzana Haque' });
    const response = await requestReset(member.email);
    expect(response.statusCode).toBe(200);

    const mail = await mailTo(member.email);
    expect(mail.subject).toBe('Reset your Bondhon password');
    expect(mail.text).toContain('Assalamu alaikum Farzana Haque,');
    expect(mail.html).toContain('Choose a new password');
    const token = await tokenFromLink(mail.links[0]!);

    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx.app, ctx.env, member.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx.app, ctx.env, member.email, PASSWORD)).statusCode).toBe(401);

    // Once only.
    const again = await resetPassword(token, 'yet another password 9');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const member = await newMember();
    const stranger = uniqueEmail('nobody');
    const known = await requestReset(member.email);
    const unknown = await requestReset(stranger);

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await ctx.app.mail.deliverDue();
    expect(smtp.received.map((mail) => mail.to).flat()).toEqual([member.email]);
  });

  it('signs the member out on every device when the password is reset', async () => {
    const member = await newMember();
    await requestReset(member.email);
    const token = await tokenFromLink((await mailTo(member.email)).links[0]!);
    await resetPassword(token, NEW_PASSWORD);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: member.cookie },
    });
    expect(session.json()).toBeNull();
  });

  it('writes to the member in Bengali when their account reads Bengali', async () => {
    const member = await newMember({ name: 'সুমাইয়া আক্তার' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: browserHeaders(ctx.env, member.cookie),
      payload: { language: 'bn' },
    });
    // From an English browser: the account's choice wins.
    await requestReset(member.email, { 'accept-language': 'en' });

    const mail = await mailTo(member.email);
    expect(mail.subject).toBe('আপনার বন্ধন পাসওয়ার্ড নতুন করে দিন');
    expect(mail.text).toContain('আসসালামু আলাইকুম সুমাইয়া আক্তার,');
    expect(mail.html).toContain('lang="bn"');
  });

  it('refuses a new password that breaks the sign-up rules, keeping the link usable', async () => {
    const member = await newMember();
    await requestReset(member.email);
    const token = await tokenFromLink((await mailTo(member.email)).links[0]!);

    const short = await resetPassword(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { newPassword: [expect.any(String)] },
    });
    expect((await resetPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link to any page but our reset page, and an address that is not one', async () => {
    const member = await newMember();
    for (const redirectTo of ['https://evil.example.com/reset', '//evil.example.com', '/signin']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: browserHeaders(ctx.env),
        payload: { email: member.email, redirectTo },
      });
      expect(response.statusCode, redirectTo).toBe(400);
    }
    expect((await requestReset('not-an-address')).statusCode).toBe(400);
    await ctx.app.mail.deliverDue();
    expect(smtp.received).toHaveLength(0);
  });

  it(`sends an address at most ${RESET_MAILS_PER_EMAIL} links an hour, account or not`, async () => {
    for (const email of [(await newMember()).email, uniqueEmail('nobody')]) {
      for (let request = 1; request <= RESET_MAILS_PER_EMAIL; request += 1) {
        expect((await requestReset(email)).statusCode, `request ${request}`).toBe(200);
      }
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }
  });
});
