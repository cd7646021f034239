import { and, desc, eq, like, ne } from 'drizzle-orm';
import type { App } from '../../src/app';
import { publicUrl, type Env } from '../../src/config/env';
import { mailOutbox, users } from '../../src/db/schema';

export const PASSWORD = 'correct horse 42';
let counter = 0;

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  /** The Cookie header that carries this account's session. */
  cookie: string;
}

/** The headers a same-site browser sends with a POST (Better Auth checks the Origin). */
export function browserHeaders(env: Env, cookie?: string) {
  return { origin: publicUrl(env), ...(cookie ? { cookie } : {}) };
}

export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = cookies.find((cookie) => cookie.startsWith('bondhon.session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0]!;
}

export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now().toString(36)}@example.com`;
}

/**
 * Registers a new account through the real sign-up call, then signs it in with its password (a
 * sign-up answers only "check your inbox"), and returns its session. The address stays
 * unverified: `verifyEmail` opens the link mailed to it.
 */
export async function signUp(
  app: App,
  env: Env,
  overrides: Partial<{ name: string; email: string; password: string; image: string }> = {},
): Promise<TestAccount> {
  const body = {
    name: 'Test Member',
    email: uniqueEmail(),
    password: PASSWORD,
    image: 'https://images.example.com/member.png',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: browserHeaders(env),
    payload: body,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const signedIn = await signIn(app, env, body.email, body.password);
  if (signedIn.statusCode !== 200) {
    throw new Error(`sign-in after sign-up failed: ${signedIn.statusCode} ${signedIn.body}`);
  }
  const { user } = signedIn.json();
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    cookie: sessionCookieOf(signedIn.headers['set-cookie']),
  };
}

/** The links of the newest mail in the outbox to `email` whose event key starts `eventPrefix`. */
async function linksOfLatestMail(app: App, email: string, eventPrefix: string): Promise<string[]> {
  const [mail] = await app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.eventKey, `${eventPrefix}%`)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${eventPrefix} mail to ${email}`);
  return mail.text.match(/https?:\/\/\S+/g) ?? [];
}

/**
 * Opens the verification link mailed to the account, as its owner does: the address is verified
 * and the answer signs that browser in (its cookie is returned).
 */
export async function verifyEmail(app: App, account: Pick<TestAccount, 'email'>): Promise<string> {
  const [link] = await linksOfLatestMail(app, account.email, 'email-verification:');
  if (!link) throw new Error(`no verification link mailed to ${account.email}`);
  const url = new URL(link);
  const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (response.statusCode !== 302 || response.headers.location !== '/email-verified') {
    throw new Error(`verification failed: ${response.statusCode} ${response.headers.location}`);
  }
  return sessionCookieOf(response.headers['set-cookie']);
}

/** One sign-in with e-mail and password through the real call, as a same-site browser makes it. */
export function signIn(app: App, env: Env, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: browserHeaders(env),
    payload: { email, password },
  });
}

/** Arranges an account's standing directly in the database (test set-up, not the API under test). */
export async function setStanding(
  app: App,
  account: TestAccount,
  standing: Partial<{ role: 'admin' | 'customer'; person: 'normal' | 'premium' }>,
) {
  await app.db.update(users).set(standing).where(eq(users.id, account.id));
}

/**
 * Makes the account the super-admin directly in the database, as the operator's
 * `npm run admin -- super-admin` leaves it (test set-up, not the CLI under test).
 */
export async function makeSuperAdmin(app: App, account: Pick<TestAccount, 'id'>) {
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isSuperAdmin: false })
      .where(and(eq(users.isSuperAdmin, true), ne(users.id, account.id)));
    await tx
      .update(users)
      .set({ role: 'admin', isSuperAdmin: true })
      .where(eq(users.id, account.id));
  });
}
