import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  browserHeaders,
  makeSuperAdmin,
  setStanding,
  signUp,
  type TestAccount,
} from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

const SUPER_ADMIN = 'super.admin@example.com';

describe('the user calls', () => {
  const ctx = useTestApp();
  const who = {} as Record<'customer' | 'other' | 'admin' | 'superAdmin', TestAccount>;

  beforeAll(async () => {
    who.customer = await signUp(ctx.app, ctx.env, { name: 'Farhana Akter' });
    who.other = await signUp(ctx.app, ctx.env, { name: 'Tanvir Hasan' });
    who.admin = await signUp(ctx.app, ctx.env, { name: 'Admin Rahman' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    who.superAdmin = await signUp(ctx.app, ctx.env, { name: 'Chief', email: SUPER_ADMIN });
    await makeSuperAdmin(ctx.app, who.superAdmin);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    account?: TestAccount,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: browserHeaders(ctx.env, account?.cookie),
      ...(payload ? { payload } : {}),
    });

  describe('anonymous callers get 401 on every call', () => {
    const calls = (): [string, string, Record<string, unknown>?][] => [
      ['POST', '/api/users', { name: 'X', email: who.customer.email }],
      ['GET', `/api/users/role/${who.customer.email}`],
      ['GET', `/api/stutas/${who.customer.email}`],
      ['GET', '/api/users/allData'],
      ['PUT', `/api/users/role/${who.customer.id}`, { role: 'admin' }],
      ['PUT', `/api/users/premium/${who.customer.id}`, { person: 'premium' }],
    ];
    it('for each user call', async () => {
      for (const [method, url, payload] of calls()) {
        const response = await call(method as 'GET', url, undefined, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('POST /api/users', () => {
    it("saves the caller's own name and image", async () => {
      const response = await call('POST', '/api/users', who.customer, {
        name: 'Farhana Akter Mim',
        image: 'https://images.example.com/farhana.png',
        email: who.customer.email,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        _id: who.customer.id,
        name: 'Farhana Akter Mim',
        image: 'https://images.example.com/farhana.png',
        role: 'customer',
      });
    });

    it('is idempotent', async () => {
      const body = { name: 'Farhana', image: null, email: who.customer.email };
      const first = await call('POST', '/api/users', who.customer, body);
      const second = await call('POST', '/api/users', who.customer, body);
      expect(second.json()).toEqual(first.json());
      const rows = await ctx.app.db.select().from(users).where(eq(users.email, who.customer.email));
      expect(rows).toHaveLength(1);
    });

    it("refuses to save another user's account", async () => {
      const response = await call('POST', '/api/users', who.customer, {
        name: 'Hijacked',
        email: who.other.email,
      });
      expect(response.statusCode).toBe(403);
      const [other] = await ctx.app.db.select().from(users).where(eq(users.id, who.other.id));
      expect(other?.name).toBe('Tanvir Hasan');
    });

    it('refuses a missing name with the field named', async () => {
      const response = await call('POST', '/api/users', who.customer, {
        email: who.customer.email,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ name: ['Name is required'] });
    });
  });

  describe('GET /api/users/role/{email} and GET /api/stutas/{email}', () => {
    it('answer a customer about themselves', async () => {
      expect(
        (await call('GET', `/api/users/role/${who.customer.email}`, who.customer)).json(),
      ).toEqual({
        role: 'customer',
      });
      expect((await call('GET', `/api/stutas/${who.customer.email}`, who.customer)).json()).toEqual(
        {
          person: 'normal',
          role: 'customer',
          premiumRequestPending: false,
        },
      );
    });

    it('refuse a customer asking about another user', async () => {
      for (const url of [`/api/users/role/${who.other.email}`, `/api/stutas/${who.other.email}`]) {
        const response = await call('GET', url, who.customer);
        expect(response.statusCode, url).toBe(403);
        expect(response.body).not.toContain('customer"');
      }
    });

    it('answer an admin about anyone, and 404 for an unknown e-mail', async () => {
      expect(
        (await call('GET', `/api/users/role/${who.superAdmin.email}`, who.admin)).json(),
      ).toEqual({
        role: 'admin',
      });
      expect((await call('GET', `/api/stutas/${who.other.email}`, who.admin)).json()).toEqual({
        person: 'normal',
        role: 'customer',
        premiumRequestPending: false,
      });
      expect((await call('GET', '/api/users/role/nobody@example.com', who.admin)).statusCode).toBe(
        404,
      );
    });

    it('refuse a malformed e-mail with a 400', async () => {
      expect((await call('GET', '/api/users/role/not-an-email', who.admin)).statusCode).toBe(400);
    });
  });

  describe('GET /api/users/allData', () => {
    it('refuses customers', async () => {
      expect((await call('GET', '/api/users/allData', who.customer)).statusCode).toBe(403);
    });

    it('lists users for an admin with the total, marking the super admin', async () => {
      const response = await call('GET', '/api/users/allData?pageSize=2', who.admin);
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers['x-total-count'])).toBe(4);
      expect(response.json()).toHaveLength(2);

      const all = (await call('GET', '/api/users/allData', who.superAdmin)).json();
      expect(all.map((user: { email: string }) => user.email).sort()).toEqual(
        [who.customer, who.other, who.admin, who.superAdmin].map((a) => a.email).sort(),
      );
      expect(all.find((user: { email: string }) => user.email === SUPER_ADMIN).isSuperAdmin).toBe(
        true,
      );
      expect(Object.keys(all[0]).sort()).toEqual(
        ['_id', 'email', 'image', 'isSuperAdmin', 'name', 'person', 'role', 'suspension'].sort(),
      );
    });

    it('searches by name or e-mail', async () => {
      const response = await call('GET', '/api/users/allData?search=tanvir', who.admin);
      expect(response.json().map((user: { _id: string }) => user._id)).toEqual([who.other.id]);
      expect((await call('GET', '/api/users/allData?search=%25', who.admin)).json()).toEqual([]);
    });
  });

  describe('PUT /api/users/role/{id}', () => {
    it('refuses customers and changes nothing', async () => {
      const response = await call('PUT', `/api/users/role/${who.customer.id}`, who.customer, {
        role: 'admin',
      });
      expect(response.statusCode).toBe(403);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, who.customer.id));
      expect(row?.role).toBe('customer');
    });

    it('lets an admin make a customer admin and back', async () => {
      const up = await call('PUT', `/api/users/role/${who.other.id}`, who.admin, { role: 'admin' });
      expect(up.json()).toEqual({ success: true, message: 'User is now admin' });
      expect((await call('GET', '/api/users/allData', who.other)).statusCode).toBe(200);

      const down = await call('PUT', `/api/users/role/${who.other.id}`, who.admin, {
        role: 'customer',
      });
      expect(down.json()).toEqual({ success: true, message: 'User is now customer' });
      // The demoted admin loses admin calls at once, with the same session.
      expect((await call('GET', '/api/users/allData', who.other)).statusCode).toBe(403);
    });

    it("refuses to change the super admin's role, even for the super admin", async () => {
      for (const actor of [who.admin, who.superAdmin]) {
        const response = await call('PUT', `/api/users/role/${who.superAdmin.id}`, actor, {
          role: 'customer',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toEqual(expect.any(String));
      }
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, who.superAdmin.id));
      expect(row?.role).toBe('admin');
    });

    it('refuses an admin changing their own role', async () => {
      const response = await call('PUT', `/api/users/role/${who.admin.id}`, who.admin, {
        role: 'customer',
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a role outside the list and answers 404 for an unknown user', async () => {
      const bad = await call('PUT', `/api/users/role/${who.customer.id}`, who.admin, {
        role: 'god',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toHaveProperty('role');
      const missing = await call('PUT', '/api/users/role/no-such-user', who.admin, {
        role: 'admin',
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('PUT /api/users/premium/{id}', () => {
    it('refuses customers', async () => {
      const response = await call('PUT', `/api/users/premium/${who.customer.id}`, who.customer, {
        person: 'premium',
      });
      expect(response.statusCode).toBe(403);
    });

    it('lets an admin make a user premium and normal again', async () => {
      const up = await call('PUT', `/api/users/premium/${who.customer.id}`, who.admin, {
        person: 'premium',
      });
      expect(up.json()).toEqual({ success: true, message: 'User is now premium' });
      expect(
        (await call('GET', `/api/stutas/${who.customer.email}`, who.customer)).json().person,
      ).toBe('premium');
      const down = await call('PUT', `/api/users/premium/${who.customer.id}`, who.superAdmin, {
        person: 'normal',
      });
      expect(down.json()).toEqual({ success: true, message: 'User is now normal' });
    });
  });
});
