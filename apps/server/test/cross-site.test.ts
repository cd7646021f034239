import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  biodatas,
  contactRequests,
  favourites,
  localPaymentIntents,
  payments,
  premiumRequests,
  sessions,
  users,
} from '../src/db/schema';
import { browserHeaders, setStanding, signUp } from './helpers/accounts';
import { recordApiRoutes } from './helpers/registered-routes';
import { useTestApp } from './helpers/test-app';

const routes = recordApiRoutes();

/** What another site would make a signed-in admin's browser send. */
const CROSS_SITE_SIGNALS = [
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
] as const;

describe('state-changing calls from another site', () => {
  const ctx = useTestApp();

  /** How many rows each table a write could touch holds. */
  async function rowCounts() {
    const tables = {
      users,
      sessions,
      biodatas,
      favourites,
      payments,
      contactRequests,
      localPaymentIntents,
      premiumRequests,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await ctx.app.db.select({ n: count() }).from(table);
      counts[name] = row?.n ?? 0;
    }
    return counts;
  }

  it('refuses every POST, PUT and DELETE under /api with a 403 and changes nothing', async () => {
    const admin = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, admin, { role: 'admin' });
    const writes = [...routes].filter((route) => !route.startsWith('GET '));
    expect(writes.length).toBeGreaterThan(10);
    const before = await rowCounts();

    const answers: string[] = [];
    for (const route of writes) {
      const [method, pattern] = route.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      const url = pattern
        .replace(':email', encodeURIComponent(admin.email))
        .replace(/:[A-Za-z]+/g, admin.id)
        .replace('*', 'sign-out');
      for (const signal of CROSS_SITE_SIGNALS) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: { cookie: admin.cookie, ...signal },
          payload: {},
        });
        answers.push(`${route} ${Object.keys(signal)[0]}: ${response.statusCode}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 403'))).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('lets the same session make the call from the site itself', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: browserHeaders(ctx.env, member.cookie),
    });
    expect(response.statusCode).toBe(200);
  });
});
