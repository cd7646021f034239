import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { browserHeaders, PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

describe('e-mail and password accounts', () => {
  const ctx = useTestApp();

  const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: browserHeaders(ctx.env, cookie), payload });

  it('registers an unverified customer with a normal person status, who signs in with an httpOnly SameSite=Lax cookie', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/sign-up/email', {
      name: 'Nusrat Jahan',
      email,
      password: PASSWORD,
      image: 'https://images.example.com/n.png',
    });
    // Sign-up only says "check your inbox": no session, nothing of the account.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(response.cookies.find((c) => c.name === 'bondhon.session_token')).toBeUndefined();

    const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.cookies.find((c) => c.name === 'bondhon.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: `bondhon.session_token=${cookie!.value}` },
    });
    expect(session.json().user).toMatchObject({
      email,
      name: 'Nusrat Jahan',
      role: 'customer',
      person: 'normal',
      emailVerified: false,
    });
  });

  it('ignores a role or person status sent with the sign-up', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/sign-up/email', {
      name: 'Sneaky',
      email,
      password: PASSWORD,
      image: 'https://images.example.com/s.png',
      role: 'admin',
      person: 'premium',
    });
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    if (row) expect(row).toMatchObject({ role: 'customer', person: 'normal' });
  });

  it('refuses a sign-up with every field missing and names each field with its message', async () => {
    const response = await post('/api/auth/sign-up/email', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: ['Name is required'],
      image: ['Image URL is required'],
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Short',
      email: uniqueEmail(),
      password: '12345',
      image: 'https://images.example.com/x.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      password: ['Password must be at least 6 characters'],
    });
  });

  it('refuses a javascript: image link and a malformed e-mail', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Script',
      email: 'not-an-email',
      password: PASSWORD,
      image: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      email: ['Invalid email address'],
      image: ['Invalid URL'],
    });
  });

  it('makes no second account with the same e-mail, and keeps the first one as it was', async () => {
    const account = await signUp(ctx.app, ctx.env, { name: 'First Owner' });
    const response = await post('/api/auth/sign-up/email', {
      name: 'Again',
      email: account.email.toUpperCase(),
      password: 'another password 9',
      image: 'https://images.example.com/a.png',
    });
    expect(response.statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: account.id, name: 'First Owner' });
    expect(
      (await post('/api/auth/sign-in/email', { email: account.email, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('signs in with the right password', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const response = await post('/api/auth/sign-in/email', {
      email: account.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((c) => c.name === 'bondhon.session_token')).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same generic message', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const wrongPassword = await post('/api/auth/sign-in/email', {
      email: account.email,
      password: 'wrong password',
    });
    const unknownEmail = await post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'wrong password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownEmail.json().message);
  });

  it('requires both sign-in fields', async () => {
    const response = await post('/api/auth/sign-in/email', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('refuses a sign-in posted from another site', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: account.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies.some((c) => c.name === 'bondhon.session_token')).toBe(false);
  });

  it('ends the session on sign-out', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const out = await post('/api/auth/sign-out', {}, account.cookie);
    expect(out.statusCode).toBe(200);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: account.cookie },
    });
    expect(session.json()).toBeNull();
  });
});

describe('sign-in throttling', () => {
  const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '8' } });

  const attempt = (email: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: browserHeaders(ctx.env),
      remoteAddress: ip,
      payload: { email, password: 'guess' },
    });

  it('answers 429 with a clear message after too many failed sign-ins on one e-mail, from any address', async () => {
    const email = uniqueEmail('target');
    const statuses = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      statuses.push((await attempt(email, ip)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await attempt(email, '10.0.0.5');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/too many/i),
    });
  });

  it('answers 429 after too many failed sign-ins from one address, whatever the e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await attempt(uniqueEmail('spray'), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
