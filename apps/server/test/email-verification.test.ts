import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_EMAIL } from '../src/auth/sign-in-throttle';
import { users } from '../src/db/schema';
import { biodataBody, callerFor, insertBiodataRow } from './biodata-fixtures';
import {
  PASSWORD,
  browserHeaders,
  sessionCookieOf,
  signIn,
  signUp,
  uniqueEmail,
  verifyEmail,
  type TestAccount,
} from './helpers/accounts';
import { readMail, useSmtpCapture } from './helpers/smtp-capture';
import { useTestApp } from './helpers/test-app';

const smtp = useSmtpCapture({ REQUIRE_EMAIL_VERIFICATION: 'true' });
const ctx = useTestApp({ env: smtp.env });
const call = callerFor(ctx);

beforeEach(async () => {
  await ctx.app.mail.deliverDue();
  smtp.received.length = 0;
});

function postSignUp(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { ...browserHeaders(ctx.env), ...headers },
    payload: { password: PASSWORD, image: 'https://images.example.com/m.png', ...body },
  });
}

/** The mails that went to `email`, read as their reader does. */
async function mailsTo(email: string) {
  await ctx.app.mail.deliverDue();
  return Promise.all(
    smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail)),
  );
}

function requestNewLink(account: TestAccount, body: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/send-verification-email',
    headers: browserHeaders(ctx.env, account.cookie),
    payload: { email: account.email, callbackURL: '/email-verified', ...body },
  });
}

describe('e-mail verification', () => {
  it('mails a new member a link in their language that verifies the address and signs them in', async () => {
    const email = uniqueEmail('welcome');
    const response = await postSignUp({ name: 'Sumaiya Akter', email }, { cookie: 'lang=bn' });
    expect(response.statusCode).toBe(200);

    const [mail, ...others] = await mailsTo(email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('বন্ধনে আপনার ইমেইল ঠিকানা নিশ্চিত করুন');
    expect(mail!.text).toContain('আসসালামু আলাইকুম Sumaiya Akter');
    expect(mail!.html).toContain('lang="bn"');
    const [link] = mail!.links;
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=/);

    const { pathname, search } = new URL(link!);
    const opened = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/email-verified');
    const cookie = sessionCookieOf(opened.headers['set-cookie']);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.json().user).toMatchObject({ email, emailVerified: true });
  });

  it('answers a link that was tampered with by sending the browser to our page with an error', async () => {
    const opened = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified',
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/email-verified\?error=/);
    expect(opened.headers['set-cookie']).toBeUndefined();
  });

  it('refuses to send the browser anywhere but our own pages after a link', async () => {
    const opened = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example%2F',
    });
    expect(opened.statusCode).toBeGreaterThanOrEqual(400);
    expect(opened.statusCode).toBeLessThan(500);
  });
});

describe('a sign-up with an address that already has an account', () => {
  it('answers exactly as a new sign-up does, and tells the owner instead', async () => {
    const owner = await signUp(ctx.app, ctx.env, { name: 'Rehana Parvin' });
    await ctx.app.mail.deliverDue();
    smtp.received.length = 0;

    const fresh = await postSignUp({ name: 'Stranger', email: uniqueEmail('fresh') });
    const taken = await postSignUp({ name: 'Stranger', email: owner.email });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.headers['set-cookie']).toEqual(fresh.headers['set-cookie']);

    const [mail, ...others] = await mailsTo(owner.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Someone tried to register with your e-mail address');
    expect(mail!.text).toContain('Rehana Parvin');
    expect(mail!.links).toEqual([
      expect.stringMatching(/\/forgot-password$/),
      expect.stringMatching(/\/dashboard\/customer\/account$/),
    ]);
    // The stranger's name and password changed nothing.
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.name).toBe('Rehana Parvin');
    expect((await signIn(ctx.app, ctx.env, owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('tells the owner once an hour however often a stranger tries', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postSignUp({ name: 'Stranger', email: owner.email })).statusCode).toBe(200);
    }
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your e-mail address for Bondhon',
      'Someone tried to register with your e-mail address',
    ]);
  });
});

describe('where verification is required', () => {
  it('says so to the browser', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().requiresEmailVerification).toBe(true);
  });

  it('lets an unverified member browse, keep favourites and a draft, but not publish, pay or ask for premium', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const other = await insertBiodataRow(ctx.app, { dob: '1995-01-01' });

    expect((await call('GET', '/api/biodatas/search', member)).statusCode).toBe(200);
    const favourite = await call('POST', '/api/favourites', member, {
      userEmail: member.email,
      biodataId: other.id,
    });
    expect(favourite.statusCode).toBeLessThan(300);
    // A draft is private: it may be written before the address is confirmed.
    const draft = await call('PUT', '/api/biodata-draft', member, { name: 'Nusrat Jahan' });
    expect(draft.statusCode).toBe(200);

    const refusals = [
      await call('PUT', `/api/addBioData?email=${member.email}`, member, biodataBody()),
      await call('POST', '/api/create-payment-intent', member, {
        email: member.email,
        parcelId: other.id,
      }),
      await call('POST', `/api/request-premium/${member.email}`, member, {
        name: member.name,
        email: member.email,
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json()).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message: expect.stringContaining('verify your e-mail'),
      });
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.emailVerified).toBe(false);
  });

  it('lets the member publish once the link is opened', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const cookie = await verifyEmail(ctx.app, member);
    const saved = await call(
      'PUT',
      `/api/addBioData?email=${member.email}`,
      { ...member, cookie },
      biodataBody(),
    );
    expect(saved.statusCode).toBe(201);
    // The session the member already had counts the new standing at once too.
    const again = await call('PUT', `/api/addBioData?email=${member.email}`, member, biodataBody());
    expect(again.statusCode).toBe(200);
  });

  it('sends a signed-in member a new link on request, to no page but ours, a few an hour', async () => {
    const member = await signUp(ctx.app, ctx.env);
    expect(
      (await requestNewLink(member, { callbackURL: 'https://evil.example/' })).statusCode,
    ).toBe(400);
    const statuses: number[] = [];
    for (let request = 0; request <= RESET_MAILS_PER_EMAIL; request += 1) {
      statuses.push((await requestNewLink(member)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(RESET_MAILS_PER_EMAIL).fill(200), 429]);
    const mails = await mailsTo(member.email);
    // The welcome mail and one a request.
    expect(mails).toHaveLength(RESET_MAILS_PER_EMAIL + 1);
    for (const mail of mails) expect(mail.links[0]).toMatch(/\/api\/auth\/verify-email\?token=/);
  });
});

describe('where verification is only offered', () => {
  const offered = useTestApp();
  const callOffered = callerFor(offered);

  it('lets an unverified member publish, and tells the browser it is not required', async () => {
    const member = await signUp(offered.app, offered.env);
    const saved = await callOffered(
      'PUT',
      `/api/addBioData?email=${member.email}`,
      member,
      biodataBody(),
    );
    expect(saved.statusCode).toBe(201);
    const config = await offered.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().requiresEmailVerification).toBe(false);
  });
});

describe('changing the e-mail address', () => {
  function changeEmail(account: TestAccount, newEmail: string, callbackURL = '/email-verified') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: browserHeaders(ctx.env, account.cookie),
      payload: { newEmail, callbackURL },
    });
  }

  it('takes effect only once the link mailed to the new address is opened', async () => {
    const member = await signUp(ctx.app, ctx.env, { name: 'Tahmina Khatun' });
    const cookie = await verifyEmail(ctx.app, member);
    const newEmail = uniqueEmail('moved');
    const response = await changeEmail({ ...member, cookie }, newEmail);
    expect(response.statusCode).toBe(200);

    const [mail, ...others] = await mailsTo(newEmail);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Confirm your new e-mail address for Bondhon');
    const [before] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(before!.email).toBe(member.email);

    const { pathname, search } = new URL(mail!.links[0]!);
    const opened = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/email-verified');
    const [after] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(ctx.app, ctx.env, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx.app, ctx.env, member.email, PASSWORD)).statusCode).toBe(401);
  });

  it('answers the same for an address that has an account, and neither mails nor changes it', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const other = await signUp(ctx.app, ctx.env);
    await ctx.app.mail.deliverDue();
    smtp.received.length = 0;

    const response = await changeEmail(member, other.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(other.email)).toEqual([]);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.email).toBe(member.email);
  });

  it('refuses a link to any page but ours, and an address that is not one', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const foreign = await changeEmail(member, uniqueEmail('x'), 'https://evil.example/');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toHaveProperty('callbackURL');
    const malformed = await changeEmail(member, 'not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toHaveProperty('newEmail');
  });
});
