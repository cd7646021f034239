import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Env } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { accounts, users } from '../src/db/schema';
import {
  browserHeaders,
  makeSuperAdmin,
  PASSWORD,
  sessionCookieOf,
  setStanding,
  signUp,
  type TestAccount,
  signIn,
} from './helpers/accounts';
import { testEnv, useTestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const SERVER_DIR = join(import.meta.dirname, '..');
const TSX = join(SERVER_DIR, '../../node_modules/.bin/tsx');
/** The address a squatter signs up with before the owner does. */
const OWNER = 'owner@example.com';

describe('a sign-up never grants a role', () => {
  let app: App;
  let env: Env;

  beforeAll(async () => {
    // A configuration from before the super-admin was made by the CLI, which start-up now
    // refuses: even when such a value reaches the app, a sign-up with that address is a customer.
    env = { ...testEnv(), SUPER_ADMIN_EMAIL: OWNER } as Env;
    app = await buildApp({ env, database: await createTestDatabase() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('makes a customer of whoever signs up with the address that used to be privileged', async () => {
    const squatter = await signUp(app, env, { email: OWNER });
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: squatter.cookie },
    });
    expect(session.json().user).toMatchObject({ role: 'customer', person: 'normal' });
    const [row] = await app.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row).toMatchObject({ role: 'customer', isSuperAdmin: false });
    const allData = await app.inject({
      method: 'GET',
      url: '/api/users/allData',
      headers: { cookie: squatter.cookie },
    });
    expect(allData.statusCode).toBe(403);
  });
});

describe('the super-admin through the API', () => {
  const ctx = useTestApp();
  const who = {} as Record<'chief' | 'admin' | 'customer', TestAccount>;

  beforeAll(async () => {
    who.chief = await signUp(ctx.app, ctx.env, { name: 'Chief' });
    await makeSuperAdmin(ctx.app, who.chief);
    who.admin = await signUp(ctx.app, ctx.env, { name: 'Admin' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    who.customer = await signUp(ctx.app, ctx.env, { name: 'Customer' });
  });

  const putRole = (target: TestAccount, actor: TestAccount, role: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/users/role/${target.id}`,
      headers: browserHeaders(ctx.env, actor.cookie),
      payload: { role },
    });

  it('marks only the account the column names as super-admin in Manage Users', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/allData',
      headers: browserHeaders(ctx.env, who.admin.cookie),
    });
    const flagged = (response.json() as { _id: string; isSuperAdmin: boolean }[])
      .filter((user) => user.isSuperAdmin)
      .map((user) => user._id);
    expect(flagged).toEqual([who.chief.id]);
  });

  it('refuses an admin demoting the super-admin, and the super-admin changing their own role', async () => {
    for (const actor of [who.admin, who.chief]) {
      const response = await putRole(who.chief, actor, 'customer');
      expect(response.statusCode).toBe(403);
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, who.chief.id));
    expect(row).toMatchObject({ role: 'admin', isSuperAdmin: true });
  });

  it('still lets an admin change an ordinary account, never their own', async () => {
    expect((await putRole(who.customer, who.admin, 'admin')).statusCode).toBe(200);
    expect((await putRole(who.customer, who.admin, 'customer')).statusCode).toBe(200);
    expect((await putRole(who.admin, who.admin, 'customer')).statusCode).toBe(403);
  });
});

// Each case spawns the CLI (tsx, migrations): seconds each, more on a busy machine.
describe('npm run admin -- super-admin <email>', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bondhon-super-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const runAdmin = (...args: string[]) =>
    spawnSync(TSX, ['src/cli/admin-cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
  const printedPassword = (stdout: string) => /^password: (\S+)$/m.exec(stdout)?.[1];

  /** The real app on the CLI's database, closed again before the next CLI run (one process). */
  async function onApp<T>(use: (app: App, env: Env) => Promise<T>): Promise<T> {
    const env = testEnv({ DATA_DIR: dataDir });
    const database = openDatabase({ dataDir });
    await database.migrate();
    const app = await buildApp({ env, database });
    await app.ready();
    try {
      return await use(app, env);
    } finally {
      await app.close();
    }
  }

  const rowOf = (app: App, email: string) =>
    app.db
      .select()
      .from(users)
      .where(eq(users.email, email))
      .then(([row]) => row);

  it('evicts a squatter: old sessions end, the old password fails, the printed one works', async () => {
    const squatter = await onApp(async (app, env) => {
      const account = await signUp(app, env, { email: OWNER });
      // A second device of the squatter's.
      const other = await signIn(app, env, OWNER, PASSWORD);
      return { account, otherCookie: sessionCookieOf(other.headers['set-cookie']) };
    });

    const result = runAdmin('super-admin', OWNER);
    expect(result.status, result.stderr).toBe(0);
    const password = printedPassword(result.stdout);
    expect(password).toMatch(/^\S{16,}$/);

    await onApp(async (app, env) => {
      for (const cookie of [squatter.account.cookie, squatter.otherCookie]) {
        const status = await app.inject({
          method: 'GET',
          url: `/api/stutas/${OWNER}`,
          headers: { cookie },
        });
        expect(status.statusCode).toBe(401);
      }
      expect((await signIn(app, env, OWNER, PASSWORD)).statusCode).toBe(401);
      const owner = await signIn(app, env, OWNER, password!);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.role).toBe('admin');
      expect(await rowOf(app, OWNER)).toMatchObject({ role: 'admin', isSuperAdmin: true });
    });
  });

  it('creates the account when it does not exist, and leaves one super-admin', async () => {
    // The super-admin before: an operator's earlier choice.
    await onApp(async (app) => {
      await app.db
        .insert(users)
        .values({ id: 'u-previous', name: 'Previous', email: 'previous@example.com' });
      await makeSuperAdmin(app, { id: 'u-previous' });
    });
    const result = runAdmin('super-admin', 'Founder@Example.com');
    expect(result.status, result.stderr).toBe(0);
    const password = printedPassword(result.stdout);

    await onApp(async (app, env) => {
      expect((await signIn(app, env, 'founder@example.com', password!)).statusCode).toBe(200);
      // The operator named the address: it counts as confirmed.
      expect(await rowOf(app, 'founder@example.com')).toMatchObject({
        role: 'admin',
        isSuperAdmin: true,
        emailVerified: true,
      });
      const superAdmins = await app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.isSuperAdmin, true));
      expect(superAdmins).toEqual([{ email: 'founder@example.com' }]);
      // The previous super-admin stays an admin, now an ordinary one.
      expect(await rowOf(app, 'previous@example.com')).toMatchObject({
        role: 'admin',
        isSuperAdmin: false,
      });
    });
  });

  it('gives an account that only signs in through a provider a password', async () => {
    await onApp(async (app) => {
      await app.db
        .insert(users)
        .values({ id: 'u-federated', name: 'Fed', email: 'fed@example.com' });
      await app.db.insert(accounts).values({
        id: 'a-federated',
        accountId: 'oidc-subject-1',
        providerId: 'oidc',
        userId: 'u-federated',
      });
    });
    const result = runAdmin('super-admin', 'fed@example.com');
    expect(result.status, result.stderr).toBe(0);
    const password = printedPassword(result.stdout);

    await onApp(async (app, env) => {
      expect((await signIn(app, env, 'fed@example.com', password!)).statusCode).toBe(200);
      const providers = await app.db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, 'u-federated'));
      expect(providers.map((row) => row.providerId).sort()).toEqual(['credential', 'oidc']);
    });
  });

  it('demotes the super-admin from the CLI', async () => {
    await onApp(async (app) => {
      await app.db
        .insert(users)
        .values({ id: 'u-chief', name: 'Chief', email: 'chief@example.com' });
      await makeSuperAdmin(app, { id: 'u-chief' });
    });
    const result = runAdmin('demote', 'chief@example.com');
    expect(result.status, result.stderr).toBe(0);
    await onApp(async (app) => {
      expect(await rowOf(app, 'chief@example.com')).toMatchObject({
        role: 'customer',
        isSuperAdmin: false,
      });
    });
  });

  it('refuses an address that is not one', () => {
    const result = runAdmin('super-admin', 'not-an-email');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('not-an-email');
  });
});
