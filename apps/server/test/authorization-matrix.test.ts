import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks, contactRequests } from '../src/db/schema';
import {
  biodataBody,
  callerFor,
  CONTACT_KEYS,
  insertBiodataRow,
  insertContactRequest,
} from './biodata-fixtures';
import {
  makeSuperAdmin,
  PASSWORD,
  setStanding,
  signUp,
  uniqueEmail,
  type TestAccount,
} from './helpers/accounts';
import { recordApiRoutes } from './helpers/registered-routes';
import { useTestApp } from './helpers/test-app';
import {
  confirmCard,
  createBiodata,
  GOOD_CARD,
  paymentBody,
  startPayment,
} from './payment-fixtures';

/**
 * Who may make each /api call, in one table: every route the app registers has at least one row,
 * and every row states the status each kind of caller gets (and, for reads, which contact fields
 * it may see). Then a walk of every read as an anonymous caller and as a customer, searching the
 * raw answers for other members' mobile numbers and e-mail addresses.
 */

const CALLERS = ['anonymous', 'customer', 'other', 'premium', 'admin', 'superAdmin'] as const;
type CallerKind = (typeof CALLERS)[number];
type SignedIn = Exclude<CallerKind, 'anonymous'>;
/** Members who are none of the callers: their contact details must never leak. */
const BYSTANDERS = ['sadia', 'rafiq', 'mitu', 'jamal'] as const;
type Bystander = (typeof BYSTANDERS)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Statuses = Record<CallerKind, number>;
type ContactKeys = Record<CallerKind, readonly string[]>;

interface ApiRequest {
  url: string;
  payload?: Record<string, unknown>;
}

interface Row {
  /** The route as the app registers it: method and URL pattern. */
  route: `${Method} /api${string}`;
  /** What the request points at, for the test name. */
  target: string;
  /** The request each kind of caller makes; arranges fresh objects where the call changes them. */
  request: (caller: CallerKind) => ApiRequest | Promise<ApiRequest>;
  expected: Statuses;
  /** For reads: the contact fields that appear anywhere in a successful answer, per caller. */
  contactKeys?: ContactKeys;
  /** Puts back what an allowed call changed about the caller, so no later cell depends on it. */
  restore?: (caller: CallerKind) => Promise<void>;
}

const everyone = (status: number): Statuses => ({
  anonymous: status,
  customer: status,
  other: status,
  premium: status,
  admin: status,
  superAdmin: status,
});
const signedIn = (status: number, overrides: Partial<Statuses> = {}): Statuses => ({
  ...everyone(status),
  anonymous: 401,
  ...overrides,
});
const adminsOnly = (status = 200): Statuses => signedIn(403, { admin: status, superAdmin: status });
/** The customer's own data: the customer and the admins. */
const customerAndAdmins = (status = 200): Statuses =>
  signedIn(403, { customer: status, admin: status, superAdmin: status });

const ALL_CONTACT = [...CONTACT_KEYS].sort();
/** The contact fields a successful read shows: `keys` to the entitled callers, none to others. */
const contactFor = (entitled: readonly CallerKind[], keys: readonly string[] = ALL_CONTACT) =>
  Object.fromEntries(
    CALLERS.map((caller) => [caller, entitled.includes(caller) ? keys : []]),
  ) as ContactKeys;
const NO_CONTACT = contactFor([]);

/** Every contact field name anywhere in a JSON answer, sorted. */
function contactKeysIn(body: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (CONTACT_KEYS.includes(key)) found.add(key);
        visit(child);
      }
    }
  };
  visit(body);
  return [...found].sort();
}

const registeredRoutes = recordApiRoutes();

describe('who may make each /api call', () => {
  const ctx = useTestApp({
    env: {
      // Set-up writes straight to the database: public lists read it back at once.
      PUBLIC_CACHE_TTL_MS: '0',
      // Many sign-ups and sign-ins from one address, and repeated whole-table reads.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      ALL_DATA_RATE_LIMIT_PER_MINUTE: '1000',
      // The customer starts a payment for each caller of several rows.
      PAYMENT_INTENT_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const call = callerFor(ctx);
  const who = {} as Record<SignedIn | Bystander, TestAccount>;
  const biodataOf = {} as Record<SignedIn | Bystander, string>;
  const bodyOf = {} as Record<SignedIn | Bystander, Record<string, unknown>>;
  /** The mobile numbers as each member typed them (stored in E.164). */
  const mobileOf = {} as Record<SignedIn | Bystander, string>;
  /** Their guardians' names and numbers (issue 20), contact fields as the mobile is. */
  const guardianOf = {} as Record<SignedIn | Bystander, { name: string; mobile: string }>;

  const accountOf = (caller: CallerKind) => (caller === 'anonymous' ? undefined : who[caller]);
  /** The caller's own e-mail; an anonymous caller tries the customer's. */
  const ownEmail = (caller: CallerKind) => (accountOf(caller) ?? who.customer).email;

  beforeAll(async () => {
    const profiles: Record<SignedIn | Bystander, Record<string, unknown>> = {
      customer: {
        name: 'Nusrat Jahan',
        biodataType: 'Female',
        mobile: '01975318601',
        guardianName: 'Guardian of Nusrat',
        guardianRelation: 'Uncle',
        guardianMobile: '01975368601',
      },
      other: {
        name: 'Tanvir Hasan',
        biodataType: 'Male',
        mobile: '01975318602',
        guardianName: 'Guardian of Tanvir',
        guardianRelation: 'Uncle',
        guardianMobile: '01975368602',
      },
      premium: {
        name: 'Farhana Akter',
        biodataType: 'Female',
        mobile: '01975318603',
        guardianName: 'Guardian of Farhana',
        guardianRelation: 'Uncle',
        guardianMobile: '01975368603',
      },
      admin: {
        name: 'Admin Rahman',
        biodataType: 'Male',
        mobile: '01975318604',
        guardianName: 'Guardian of Admin',
        guardianRelation: 'Uncle',
        guardianMobile: '01975368604',
      },
      superAdmin: {
        name: 'Chief Karim',
        biodataType: 'Male',
        mobile: '01975318605',
        guardianName: 'Guardian of Chief',
        guardianRelation: 'Uncle',
        guardianMobile: '01975368605',
      },
      sadia: {
        name: 'Sadia Islam',
        biodataType: 'Female',
        mobile: '01864297311',
        guardianName: 'Guardian of Sadia',
        guardianRelation: 'Uncle',
        guardianMobile: '01864347311',
      },
      rafiq: {
        name: 'Rafiq Ahmed',
        biodataType: 'Male',
        mobile: '01864297312',
        guardianName: 'Guardian of Rafiq',
        guardianRelation: 'Uncle',
        guardianMobile: '01864347312',
      },
      mitu: {
        name: 'Mitu Begum',
        biodataType: 'Female',
        mobile: '01864297313',
        guardianName: 'Guardian of Mitu',
        guardianRelation: 'Uncle',
        guardianMobile: '01864347313',
      },
      jamal: {
        name: 'Jamal Uddin',
        biodataType: 'Male',
        mobile: '01864297314',
        guardianName: 'Guardian of Jamal',
        guardianRelation: 'Uncle',
        guardianMobile: '01864347314',
      },
    };
    for (const [name, profile] of Object.entries(profiles) as [
      SignedIn | Bystander,
      Record<string, unknown>,
    ][]) {
      who[name] = await signUp(ctx.app, ctx.env, { name: String(profile.name) });
      biodataOf[name] = (await createBiodata(call, who[name], profile))._id;
      bodyOf[name] = biodataBody(profile);
      mobileOf[name] = String(profile.mobile);
      guardianOf[name] = {
        name: String(profile.guardianName),
        mobile: String(profile.guardianMobile),
      };
    }
    await setStanding(ctx.app, who.premium, { person: 'premium' });
    await setStanding(ctx.app, who.admin, { role: 'admin' });
    await makeSuperAdmin(ctx.app, who.superAdmin);
    // A premium bystander is in the premium members list.
    await setStanding(ctx.app, who.sadia, { person: 'premium' });

    // The customer favours a bystander, waits for another's contact, and was given a stranger's.
    const favourite = await call('POST', '/api/favourites', who.customer, {
      userEmail: who.customer.email,
      biodataId: biodataOf.sadia,
    });
    expect(favourite.statusCode, favourite.body).toBe(201);
    await insertContactRequest(ctx.app, {
      requesterId: who.customer.id,
      biodataId: biodataOf.rafiq,
      pending: true,
    });
    await freshContactRequest({ pending: false });
    // The other customer bought and was given Mitu's contact; Jamal asks for premium.
    await insertContactRequest(ctx.app, {
      requesterId: who.other.id,
      biodataId: biodataOf.mitu,
      pending: false,
    });
    const asked = await call('POST', `/api/request-premium/${who.jamal.email}`, who.jamal, {
      email: who.jamal.email,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // Strangers' biodatas, so that the listing has more than one page of 12.
    for (let count = 0; count < 12; count += 1) await freshBiodata();
  });

  /** A biodata (and its owner) that no caller has touched. */
  const freshBiodata = () => insertBiodataRow(ctx.app, { dob: String(biodataBody().dob) });

  /** One of the customer's favourites, of a fresh biodata. */
  async function freshFavourite(): Promise<string> {
    const biodata = await freshBiodata();
    const added = await call('POST', '/api/favourites', who.customer, {
      userEmail: who.customer.email,
      biodataId: biodata.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json().insertedId;
  }

  /** One of the customer's contact requests, for a fresh biodata. */
  async function freshContactRequest({ pending }: { pending: boolean }): Promise<string> {
    const biodata = await freshBiodata();
    await insertContactRequest(ctx.app, {
      requesterId: who.customer.id,
      biodataId: biodata.id,
      pending,
    });
    const [request] = await ctx.app.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.requesterId, who.customer.id),
          eq(contactRequests.biodataId, biodata.id),
        ),
      );
    if (!request) throw new Error('contact request not arranged');
    return request.id;
  }

  /** A payment intent the customer started for a fresh biodata, confirmed or not. */
  async function freshIntent({ isPaid }: { isPaid: boolean }) {
    const biodata = await freshBiodata();
    const intent = await startPayment(call, who.customer, biodata.id);
    if (isPaid) {
      const confirmed = await confirmCard(call, who.customer, intent.clientSecret);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    return { ...intent, biodataId: biodata.id };
  }

  /** The caller's person status as arranged (only the premium customer is premium). */
  async function restorePerson(caller: CallerKind) {
    const account = accountOf(caller);
    if (account) {
      await setStanding(ctx.app, account, { person: caller === 'premium' ? 'premium' : 'normal' });
    }
  }

  /** Removes every block the caller made (a row's cell leaves none behind). */
  async function removeBlocksBy(caller: CallerKind) {
    const account = accountOf(caller);
    if (account) await ctx.app.db.delete(blocks).where(eq(blocks.blockerId, account.id));
  }

  /** A block of the customer's (made afresh): its id. */
  async function customersBlockOf(bystander: Bystander): Promise<string> {
    await removeBlocksBy('customer');
    const [made] = await ctx.app.db
      .insert(blocks)
      .values({ blockerId: who.customer.id, blockedId: who[bystander].id })
      .returning({ id: blocks.id });
    return made!.id;
  }

  const ROWS: Row[] = [
    // The system's own calls: public.
    {
      route: 'GET /api/health',
      target: 'the server',
      request: () => ({ url: '/api/health' }),
      expected: everyone(200),
    },
    // A load balancer's checks (issue 23): no session, nothing private.
    {
      route: 'GET /api/health/live',
      target: 'the process',
      request: () => ({ url: '/api/health/live' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/health/ready',
      target: 'the server and what it depends on',
      request: () => ({ url: '/api/health/ready' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/config',
      target: 'the set-up',
      request: () => ({ url: '/api/config' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/openapi.json',
      target: 'the API description',
      request: () => ({ url: '/api/openapi.json' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/docs',
      target: 'the API browser',
      request: () => ({ url: '/api/docs' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/docs/json',
      target: 'the API browser',
      request: () => ({ url: '/api/docs/json' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/docs/yaml',
      target: 'the API browser',
      request: () => ({ url: '/api/docs/yaml' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/docs/static/index.html',
      target: 'the API browser',
      request: () => ({ url: '/api/docs/static/index.html' }),
      // A redirect to the API browser's page.
      expected: everyone(302),
    },
    {
      route: 'GET /api/docs/static/swagger-initializer.js',
      target: 'the API browser',
      request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/docs/static/*',
      target: "the API browser's files",
      request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
      expected: everyone(200),
    },

    // Better Auth.
    {
      route: 'POST /api/auth/sign-up/email',
      target: 'a new e-mail address',
      request: () => ({
        url: '/api/auth/sign-up/email',
        payload: {
          name: 'New Member',
          email: uniqueEmail('matrix'),
          password: PASSWORD,
          image: 'https://images.example.com/new-member.png',
        },
      }),
      expected: everyone(200),
    },
    {
      route: 'POST /api/auth/sign-in/email',
      target: "the caller's own credentials",
      request: (caller) => ({
        url: '/api/auth/sign-in/email',
        payload: { email: ownEmail(caller), password: PASSWORD },
      }),
      expected: everyone(200),
    },
    {
      route: 'GET /api/auth/*',
      target: "the caller's session",
      request: () => ({ url: '/api/auth/get-session' }),
      expected: everyone(200),
    },
    {
      route: 'POST /api/auth/update-user',
      target: "the caller's own name",
      request: (caller) => ({
        url: '/api/auth/update-user',
        payload: { name: (accountOf(caller) ?? who.customer).name },
      }),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/auth/update-user',
      target: "the caller's own role",
      request: () => ({
        url: '/api/auth/update-user',
        payload: { role: 'admin', person: 'premium' },
      }),
      expected: signedIn(400),
    },
    {
      route: 'POST /api/auth/*',
      target: "setting up the caller's own two-factor sign-in (with their password)",
      request: () => ({ url: '/api/auth/two-factor/enable', payload: { password: PASSWORD } }),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/auth/*',
      target: 'a password-reset link for any address (the same answer, account or not)',
      request: () => ({
        url: '/api/auth/request-password-reset',
        payload: { email: uniqueEmail('matrix-reset'), redirectTo: '/reset-password' },
      }),
      expected: everyone(200),
    },
    {
      route: 'POST /api/auth/*',
      target: 'a new password with a made-up reset token',
      request: () => ({
        url: '/api/auth/reset-password',
        payload: { token: 'made-up-token', newPassword: 'a long new password 42' },
      }),
      expected: everyone(400),
    },
    {
      route: 'GET /api/auth/*',
      target: 'a reset link with a made-up token (back to the reset page, saying so)',
      request: () => ({
        url: '/api/auth/reset-password/made-up-token?callbackURL=%2Freset-password',
      }),
      expected: everyone(302),
    },

    // Users.
    {
      route: 'POST /api/users',
      target: "the caller's own account",
      request: (caller) => ({
        url: '/api/users',
        payload: { name: (accountOf(caller) ?? who.customer).name, email: ownEmail(caller) },
      }),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/users',
      target: "the customer's account",
      request: () => ({
        url: '/api/users',
        payload: { name: who.customer.name, email: who.customer.email },
      }),
      expected: signedIn(403, { customer: 200 }),
    },
    {
      route: 'PUT /api/users/me/language',
      target: "the caller's own account",
      request: () => ({ url: '/api/users/me/language', payload: { language: 'bn' } }),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/notifications',
      target: "the caller's own notifications",
      request: () => ({ url: '/api/notifications' }),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/notifications/read',
      target: "the caller's own notifications",
      request: () => ({ url: '/api/notifications/read' }),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/users/me/mail-settings',
      target: "the caller's own mail settings",
      request: () => ({ url: '/api/users/me/mail-settings' }),
      expected: signedIn(200),
    },
    {
      route: 'PUT /api/users/me/mail-settings',
      target: "the caller's own mail settings",
      request: () => ({ url: '/api/users/me/mail-settings', payload: { mailOptOuts: [] } }),
      expected: signedIn(200),
    },
    {
      route: 'POST /api/users/me/close',
      target: "the caller's own account, with a wrong password",
      // Nothing is closed here: each caller is needed by later rows (the closings themselves are
      // in account-closing.test.ts). The password is checked before the super admin is refused.
      request: () => ({ url: '/api/users/me/close', payload: { password: 'not the password 42' } }),
      expected: signedIn(403),
    },
    {
      route: 'POST /api/users/me/close',
      target: "the caller's own account, with no password",
      request: () => ({ url: '/api/users/me/close', payload: {} }),
      expected: signedIn(400),
    },
    {
      route: 'GET /api/users/me/data',
      target: "the caller's own data",
      request: () => ({ url: '/api/users/me/data' }),
      expected: signedIn(200),
      // Each caller's own biodata, and the customers' approved contact requests.
      contactKeys: contactFor(['customer', 'other', 'premium', 'admin', 'superAdmin']),
    },
    {
      route: 'GET /api/users/role/:email',
      target: "the caller's own e-mail",
      request: (caller) => ({ url: `/api/users/role/${ownEmail(caller)}` }),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/users/role/:email',
      target: "the customer's e-mail",
      request: () => ({ url: `/api/users/role/${who.customer.email}` }),
      expected: customerAndAdmins(),
    },
    {
      route: 'GET /api/stutas/:email',
      target: "the caller's own e-mail",
      request: (caller) => ({ url: `/api/stutas/${ownEmail(caller)}` }),
      expected: signedIn(200),
    },
    {
      route: 'GET /api/stutas/:email',
      target: "the customer's e-mail",
      request: () => ({ url: `/api/stutas/${who.customer.email}` }),
      expected: customerAndAdmins(),
    },
    {
      route: 'GET /api/users/allData',
      target: 'every user',
      request: () => ({ url: '/api/users/allData' }),
      expected: adminsOnly(),
    },
    {
      route: 'PUT /api/users/role/:id',
      target: 'a member',
      request: async () => ({
        url: `/api/users/role/${(await freshBiodata()).userId}`,
        payload: { role: 'admin' },
      }),
      expected: adminsOnly(),
    },
    {
      route: 'PUT /api/users/role/:id',
      target: 'the caller themselves',
      request: (caller) => ({
        url: `/api/users/role/${(accountOf(caller) ?? who.customer).id}`,
        payload: { role: 'admin' },
      }),
      expected: signedIn(403),
    },
    {
      route: 'PUT /api/users/role/:id',
      target: 'the super admin',
      request: () => ({
        url: `/api/users/role/${who.superAdmin.id}`,
        payload: { role: 'customer' },
      }),
      expected: signedIn(403),
    },
    {
      route: 'PUT /api/users/premium/:id',
      target: 'a member',
      request: async () => ({
        url: `/api/users/premium/${(await freshBiodata()).userId}`,
        payload: { person: 'premium' },
      }),
      expected: adminsOnly(),
    },
    {
      route: 'PUT /api/users/premium/:id',
      target: 'the caller themselves',
      request: (caller) => ({
        url: `/api/users/premium/${(accountOf(caller) ?? who.customer).id}`,
        payload: { person: 'premium' },
      }),
      expected: adminsOnly(),
      restore: restorePerson,
    },

    // Biodatas.
    {
      route: 'PUT /api/addBioData',
      target: "the caller's own biodata",
      request: (caller) => ({
        url: `/api/addBioData?email=${ownEmail(caller)}`,
        payload: bodyOf[caller === 'anonymous' ? 'customer' : caller],
      }),
      expected: signedIn(200),
    },
    {
      route: 'PUT /api/addBioData',
      target: "the customer's biodata",
      request: () => ({
        url: `/api/addBioData?email=${who.customer.email}`,
        payload: bodyOf.customer,
      }),
      expected: signedIn(403, { customer: 200 }),
    },
    {
      route: 'GET /api/thearData/:email',
      target: "the caller's own e-mail",
      request: (caller) => ({ url: `/api/thearData/${ownEmail(caller)}` }),
      expected: signedIn(200),
      contactKeys: contactFor(['customer', 'other', 'premium', 'admin', 'superAdmin']),
    },
    {
      route: 'GET /api/thearData/:email',
      target: "the customer's e-mail",
      request: () => ({ url: `/api/thearData/${who.customer.email}` }),
      expected: customerAndAdmins(),
      contactKeys: contactFor(['customer', 'admin', 'superAdmin']),
    },
    {
      route: 'GET /api/biodatas/search',
      target: 'the listing',
      request: () => ({ url: '/api/biodatas/search?type=All&division=All&page=1' }),
      expected: everyone(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'GET /api/matremony/allData',
      target: 'every biodata',
      request: () => ({ url: '/api/matremony/allData' }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'GET /api/details/:id',
      target: "the customer's biodata",
      request: () => ({ url: `/api/details/${biodataOf.customer}` }),
      expected: signedIn(200),
      contactKeys: contactFor(['customer', 'premium', 'admin', 'superAdmin']),
    },
    {
      route: 'GET /api/details/:id',
      target: 'a biodata whose contact the other customer bought',
      request: () => ({ url: `/api/details/${biodataOf.mitu}` }),
      expected: signedIn(200),
      contactKeys: contactFor(['other', 'premium', 'admin', 'superAdmin']),
    },
    {
      route: 'GET /api/biodataByGender',
      target: "biodatas like the customer's",
      request: () => ({ url: `/api/biodataByGender?gender=Female&exclude=${biodataOf.customer}` }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'GET /api/biodatas/by-number/:addid',
      target: "a biodata's number (Find by Biodata ID)",
      request: async () => {
        const { addid } = (await call('GET', `/api/details/${biodataOf.sadia}`, who.admin)).json();
        return { url: `/api/biodatas/by-number/${addid}` };
      },
      expected: everyone(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'GET /api/premium-members',
      target: 'the premium members',
      request: () => ({ url: '/api/premium-members?order=asc' }),
      expected: everyone(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'GET /api/bioDatas/counts',
      target: 'the counts',
      request: () => ({ url: '/api/bioDatas/counts' }),
      expected: adminsOnly(),
    },

    // Favourites.
    {
      route: 'POST /api/favourites',
      target: "the caller's own favourites",
      request: (caller) => ({
        url: '/api/favourites',
        payload: { userEmail: ownEmail(caller), biodataId: biodataOf.jamal, name: 'Jamal Uddin' },
      }),
      expected: signedIn(201),
    },
    {
      route: 'POST /api/favourites',
      target: "the customer's favourites",
      request: () => ({
        url: '/api/favourites',
        payload: { userEmail: who.customer.email, biodataId: biodataOf.other, name: 'Tanvir' },
      }),
      expected: signedIn(403, { customer: 201 }),
    },
    {
      route: 'GET /api/favourites/:email',
      target: "the caller's own e-mail",
      request: (caller) => ({ url: `/api/favourites/${ownEmail(caller)}` }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'GET /api/favourites/:email',
      target: "the customer's e-mail",
      request: () => ({ url: `/api/favourites/${who.customer.email}` }),
      expected: customerAndAdmins(),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'DELETE /api/favourites/delete/:id',
      target: "one of the customer's favourites",
      request: async () => ({ url: `/api/favourites/delete/${await freshFavourite()}` }),
      expected: signedIn(404, { customer: 200 }),
    },

    // Suggested for you (issue 20): the caller's own suggestions, whoever asks.
    {
      route: 'GET /api/matches',
      target: "the caller's own suggestions",
      request: () => ({ url: '/api/matches?page=1' }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },

    // The audit log (issue 21): admins read it; nobody writes it but the actions themselves.
    {
      route: 'GET /api/admin/audit-log',
      target: "every admin's and operator's action",
      request: () => ({ url: '/api/admin/audit-log?page=1' }),
      expected: adminsOnly(),
      contactKeys: NO_CONTACT,
    },

    // The draft of a first biodata (issue 20): always the caller's own.
    {
      route: 'GET /api/biodata-draft',
      target: "the caller's own draft",
      request: () => ({ url: '/api/biodata-draft' }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'PUT /api/biodata-draft',
      // Every caller here has a biodata already: a draft is for the first one only.
      target: "the caller's own draft, beside their biodata",
      request: () => ({ method: 'PUT', url: '/api/biodata-draft', payload: { name: 'Draft' } }),
      expected: signedIn(409),
      contactKeys: NO_CONTACT,
    },

    // Hiding one's own biodata (issue 21): always the caller's own, whoever asks.
    {
      route: 'GET /api/biodata-visibility',
      target: "the caller's own biodata",
      request: () => ({ url: '/api/biodata-visibility' }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'PUT /api/biodata-visibility',
      target: "the caller's own biodata (shown, as it was)",
      request: () => ({
        method: 'PUT',
        url: '/api/biodata-visibility',
        payload: { hidden: false },
      }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },

    // Reports (issue 21): any member reports another's biodata; admins read and decide.
    {
      route: 'POST /api/reports',
      target: "the other customer's biodata",
      request: () => ({
        url: '/api/reports',
        payload: { biodataId: biodataOf.other, reason: 'fakeProfile' },
      }),
      // Its owner may not report it.
      expected: signedIn(201, { other: 409 }),
    },
    {
      route: 'GET /api/admin/reports',
      target: 'every open report',
      request: () => ({ url: '/api/admin/reports' }),
      expected: adminsOnly(),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'POST /api/admin/reports/:biodataId/dismiss',
      target: "a bystander's biodata, never reported",
      request: () => ({
        url: `/api/admin/reports/${biodataOf.sadia}/dismiss`,
        payload: {},
      }),
      expected: adminsOnly(404),
    },

    // Admins' decisions (issue 21, ADR 0036): each on a fresh biodata or member, so every
    // caller's attempt meets one still to decide.
    {
      route: 'POST /api/admin/biodatas/:id/remove',
      target: "a fresh member's biodata",
      request: async () => ({
        url: `/api/admin/biodatas/${(await freshBiodata()).id}/remove`,
        payload: { reason: 'Not a real person.' },
      }),
      expected: adminsOnly(),
    },
    {
      route: 'POST /api/admin/biodatas/:id/photo-removal',
      target: "a fresh member's biodata, which has no photo",
      request: async () => ({
        url: `/api/admin/biodatas/${(await freshBiodata()).id}/photo-removal`,
        payload: { reason: 'A photo of someone else.' },
      }),
      expected: adminsOnly(409),
    },
    {
      route: 'GET /api/admin/review-queue',
      target: 'every biodata waiting for review',
      request: () => ({ url: '/api/admin/review-queue?page=1' }),
      expected: adminsOnly(),
      // Admins read every biodata's contact anyway; nobody else gets an answer.
      contactKeys: contactFor(
        ['admin', 'superAdmin'],
        ['guardianMobile', 'guardianName', 'guardianRelation', 'mobile'],
      ),
    },
    {
      route: 'POST /api/admin/biodatas/:id/verify',
      target: "a fresh member's biodata, waiting for review",
      request: async () => ({ url: `/api/admin/biodatas/${(await freshBiodata()).id}/verify` }),
      expected: adminsOnly(),
    },
    {
      route: 'POST /api/admin/biodatas/:id/request-changes',
      target: "a fresh member's biodata, waiting for review",
      request: async () => ({
        url: `/api/admin/biodatas/${(await freshBiodata()).id}/request-changes`,
        payload: { reason: 'Add a photo of yourself.' },
      }),
      expected: adminsOnly(),
    },
    {
      route: 'POST /api/admin/users/:id/suspend',
      target: 'a fresh member',
      request: async () => ({
        url: `/api/admin/users/${(await freshBiodata()).userId}/suspend`,
        payload: { reason: 'Asked for money.', until: null },
      }),
      expected: adminsOnly(),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'DELETE /api/admin/users/:id/suspension',
      target: 'a fresh member, not suspended',
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/users/${(await freshBiodata()).userId}/suspension`,
      }),
      expected: adminsOnly(409),
      contactKeys: NO_CONTACT,
    },
    // Deleting one's biodata (issue 21): always the caller's own, confirmed by the password (a
    // wrong one here, so that every caller keeps theirs); its stories are public, admins take
    // one down.
    {
      route: 'POST /api/biodata-deletion',
      target: "the caller's own biodata, with a wrong password",
      request: () => ({
        url: '/api/biodata-deletion',
        payload: { reason: 'noLongerLooking', password: 'not the password 42' },
      }),
      expected: signedIn(403),
    },
    {
      route: 'GET /api/success-stories',
      target: "the home page's success stories",
      request: () => ({ url: '/api/success-stories' }),
      expected: everyone(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'POST /api/admin/success-stories/:id/take-down',
      target: 'a story id no story has',
      request: () => ({
        url: `/api/admin/success-stories/${randomUUID()}/take-down`,
        payload: {},
      }),
      expected: adminsOnly(404),
    },
    // Photos (issue 22): any member uploads their own; a body that is no photo is refused
    // (photos.test.ts uploads real ones).
    {
      route: 'POST /api/photos',
      target: 'an empty body',
      request: () => ({ url: '/api/photos?use=biodata' }),
      expected: signedIn(415),
    },
    // Blocks (issue 21): always the caller's own; each is removed after its cell.
    {
      route: 'POST /api/blocks',
      target: "the other customer's biodata",
      request: () => ({ url: '/api/blocks', payload: { biodataId: biodataOf.other } }),
      // Its owner may not block themselves.
      expected: signedIn(201, { other: 409 }),
      restore: removeBlocksBy,
    },
    {
      route: 'GET /api/blocks',
      target: "the caller's own blocks",
      request: () => ({ url: '/api/blocks' }),
      expected: signedIn(200),
      contactKeys: NO_CONTACT,
    },
    {
      route: 'DELETE /api/blocks/:id',
      target: "the customer's block of a bystander",
      request: async () => ({ url: `/api/blocks/${await customersBlockOf('mitu')}` }),
      // Only the blocker removes it; for anyone else it does not exist.
      expected: signedIn(404, { customer: 200 }),
      restore: async () => removeBlocksBy('customer'),
    },

    // Contact requests and their payment.
    {
      route: 'POST /api/create-payment-intent',
      target: "the other customer's biodata, for the caller",
      request: (caller) => ({
        url: '/api/create-payment-intent',
        payload: { parcelId: biodataOf.other, email: ownEmail(caller) },
      }),
      // The other customer owns it; premium members and admins already see every contact.
      expected: signedIn(409, { customer: 200 }),
    },
    {
      route: 'POST /api/create-payment-intent',
      target: 'a biodata, for the customer',
      request: () => ({
        url: '/api/create-payment-intent',
        payload: { parcelId: biodataOf.rafiq, email: who.customer.email },
      }),
      // The customer already waits for Rafiq's contact.
      expected: signedIn(403, { customer: 409 }),
    },
    {
      route: 'POST /api/local-gateway/confirm',
      target: "the customer's payment",
      request: async () => ({
        url: '/api/local-gateway/confirm',
        payload: {
          clientSecret: (await freshIntent({ isPaid: false })).clientSecret,
          card: GOOD_CARD,
        },
      }),
      expected: signedIn(403, { customer: 200 }),
    },
    {
      route: 'POST /api/payments',
      target: "the customer's completed payment",
      request: async (caller) => {
        const intent = await freshIntent({ isPaid: true });
        return {
          url: '/api/payments',
          payload: paymentBody(
            accountOf(caller) ?? who.customer,
            intent.biodataId,
            intent.paymentIntentId,
          ),
        };
      },
      // Someone else's intent is "not your payment": nothing is recorded.
      expected: signedIn(400, { customer: 201 }),
    },
    {
      route: 'GET /api/parcels',
      target: "the caller's own e-mail",
      request: (caller) => ({ url: `/api/parcels?email=${ownEmail(caller)}` }),
      expected: signedIn(200),
      // Approved requests carry the biodata's mobile (and its owner's e-mail as `email`).
      contactKeys: contactFor(['customer', 'other'], ['mobile']),
    },
    {
      route: 'GET /api/parcels',
      target: "the customer's e-mail",
      request: () => ({ url: `/api/parcels?email=${who.customer.email}` }),
      expected: customerAndAdmins(),
      contactKeys: contactFor(['customer', 'admin', 'superAdmin'], ['mobile']),
    },
    {
      route: 'DELETE /api/deleteBuyData/:parcelId',
      target: "one of the customer's approved requests",
      request: async () => ({
        url: `/api/deleteBuyData/${await freshContactRequest({ pending: false })}`,
      }),
      expected: signedIn(404, { customer: 200 }),
    },
    {
      route: 'DELETE /api/deleteBuyData/:parcelId',
      target: "one of the customer's pending requests",
      request: async () => ({
        url: `/api/deleteBuyData/${await freshContactRequest({ pending: true })}`,
      }),
      expected: signedIn(404, { customer: 409 }),
    },
    {
      route: 'GET /api/parcels/allData',
      target: 'every contact request',
      request: () => ({ url: '/api/parcels/allData' }),
      expected: adminsOnly(),
    },
    {
      route: 'PUT /api/updateParcel/:parcelId',
      target: "the customer's pending request",
      request: async () => ({
        url: `/api/updateParcel/${await freshContactRequest({ pending: true })}`,
        payload: { email: who.customer.email },
      }),
      expected: adminsOnly(),
    },

    // Premium requests.
    {
      route: 'POST /api/request-premium/:email',
      target: "the caller's own e-mail",
      request: (caller) => ({
        url: `/api/request-premium/${ownEmail(caller)}`,
        payload: { name: 'Me', email: ownEmail(caller) },
      }),
      // A premium member is answered 200 "You are already premium."
      expected: signedIn(201, { premium: 200 }),
    },
    {
      route: 'POST /api/request-premium/:email',
      target: "a bystander's e-mail",
      request: () => ({
        url: `/api/request-premium/${who.mitu.email}`,
        payload: { name: 'Mitu Begum', email: who.mitu.email },
      }),
      expected: signedIn(403),
    },
    {
      route: 'GET /api/mail/failed',
      target: 'the mail that could not be sent',
      request: () => ({ url: '/api/mail/failed' }),
      expected: adminsOnly(),
    },
    {
      route: 'POST /api/mail/failed/:id/retry',
      target: 'a mail id no failed mail has',
      request: () => ({ url: `/api/mail/failed/${randomUUID()}/retry` }),
      expected: adminsOnly(404),
    },
    {
      route: 'GET /api/request-premium',
      target: 'every premium request',
      request: () => ({ url: '/api/request-premium' }),
      expected: adminsOnly(),
    },
    {
      route: 'PUT /api/makePremeum/update/:email',
      target: 'a member',
      request: async () => ({ url: `/api/makePremeum/update/${(await freshBiodata()).email}` }),
      expected: adminsOnly(),
    },
    {
      route: 'PUT /api/makePremeum/update/:email',
      target: "the caller's own e-mail",
      request: (caller) => ({ url: `/api/makePremeum/update/${ownEmail(caller)}` }),
      expected: adminsOnly(),
      restore: restorePerson,
    },
  ];

  it.each(ROWS)('$route for $target answers each kind of caller as the table says', async (row) => {
    const [method] = row.route.split(' ') as [Method];
    const failures: string[] = [];
    for (const caller of CALLERS) {
      const { url, payload } = await row.request(caller);
      const response = await call(method, url, accountOf(caller), payload);
      const cell = `${row.route} (${row.target}) as ${caller}: ${method} ${url}`;
      if (response.statusCode !== row.expected[caller]) {
        failures.push(
          `${cell} answered ${response.statusCode}, expected ${row.expected[caller]}: ` +
            response.body.slice(0, 200),
        );
      } else if (row.contactKeys && response.statusCode < 300) {
        const shown = contactKeysIn(response.json());
        const allowed = row.contactKeys[caller];
        if (shown.join() !== [...allowed].sort().join()) {
          failures.push(`${cell} showed contact fields [${shown}], expected [${allowed}]`);
        }
      }
      await row.restore?.(caller);
    }
    expect(failures).toEqual([]);
  });

  it('has a row for every /api route the app registers, and a route for every row', () => {
    expect(registeredRoutes.size).toBeGreaterThan(0);
    const tabled = new Set(ROWS.map((row) => row.route));
    expect([...registeredRoutes].sort()).toEqual([...tabled].sort());
  });

  it("never shows an anonymous caller or a customer another member's mobile or e-mail", async () => {
    const others = (caller: 'anonymous' | 'customer') =>
      ([...CALLERS.filter((kind) => kind !== 'anonymous'), ...BYSTANDERS] as const).filter(
        (member) => member !== caller,
      );
    // Every read in the table, and more of each listing: every page, both types, each biodata.
    const search = await call('GET', '/api/biodatas/search', who.customer);
    const { pageCount } = search.json() as { pageCount: number };
    expect(pageCount).toBeGreaterThan(1);
    const extraReads = [
      ...Array.from({ length: pageCount }, (_, index) => `/api/biodatas/search?page=${index + 1}`),
      '/api/biodatas/search?type=Male',
      '/api/biodatas/search?type=Female&division=Sylhet',
      ...(['Male', 'Female'] as const).flatMap((gender) => [
        `/api/biodataByGender?gender=${gender}`,
        ...Object.values(biodataOf).map(
          (id) => `/api/biodataByGender?gender=${gender}&exclude=${id}`,
        ),
      ]),
      '/api/premium-members?order=asc',
      '/api/premium-members?order=desc',
      ...Object.values(biodataOf).map((id) => `/api/details/${id}`),
      ...BYSTANDERS.flatMap((member) => [
        `/api/users/role/${who[member].email}`,
        `/api/stutas/${who[member].email}`,
        `/api/thearData/${who[member].email}`,
        `/api/favourites/${who[member].email}`,
        `/api/parcels?email=${who[member].email}`,
      ]),
    ];

    let reads = 0;
    const leaks: string[] = [];
    for (const caller of ['anonymous', 'customer'] as const) {
      const secrets = others(caller).flatMap((member) => [
        who[member].email.toLowerCase(),
        // The national number, whichever way it is written (01…, +880…).
        mobileOf[member].slice(1),
        guardianOf[member].name.toLowerCase(),
        guardianOf[member].mobile.slice(1),
      ]);
      const tableReads = await Promise.all(
        ROWS.filter((row) => row.route.startsWith('GET ')).map(
          async (row) => (await row.request(caller)).url,
        ),
      );
      for (const url of [...tableReads, ...extraReads]) {
        const response = await call('GET', url, accountOf(caller));
        reads += 1;
        const body = response.body.toLowerCase();
        for (const secret of secrets) {
          if (body.includes(secret)) leaks.push(`${caller}: GET ${url} shows ${secret}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(reads).toBeGreaterThan(100);
  });
});
