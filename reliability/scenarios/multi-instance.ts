// Several instances: two production server processes on different ports against one PostgreSQL
// database and one Redis (REDIS_URL). A session made on one works on the other, and a sign-out on
// one ends it on both; the sign-in and whole-table limits count across both; and concurrent
// double-submissions split across them (sign-up with one e-mail, favourite add, contact payment
// for one intent, premium request) leave exactly one row each, checked in the database.
import { randomBytes } from 'node:crypto';
import { createScenarioDatabase, sampleBiodataIds, type ScenarioDatabase } from '../lib/database';
import { ApiClient, mapConcurrently, signUp, Stats, type Answer } from '../lib/http';
import { progress, runScenario, serverDatabaseUrl } from '../lib/report';
import { startServer, type ServerProcess } from '../lib/server';

const PAIRS = Number(process.env.RELIABILITY_PAIRS ?? 50);
const PER_EMAIL = 6;
const ALL_DATA_PER_MINUTE = 10;
const PASSWORD = 'reliability-password-1';
/** Sign-ups hash passwords: on a busy machine (other suites running) they can take seconds. */
const CALL_TIMEOUT_MS = 30_000;
/** Pairs in flight at once: each is two password hashes at once, on a machine with 2 cores. */
const PAIRS_AT_ONCE = 4;
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

const stats = new Stats();
const problems: string[] = [];
const rowsVerified: Record<string, number> = {};
const statusesByKind: Record<string, Record<string, number>> = {};

/** The same browser session on each server: one cookie, each server's own Origin. */
function sessionOn(servers: ServerProcess[], cookie = ''): ApiClient[] {
  return servers.map((server) => {
    const client = new ApiClient(server, stats, CALL_TIMEOUT_MS);
    client.cookie = cookie;
    return client;
  });
}

/** Counts the pair's statuses under `kind` (sorted, e.g. "200+409"). */
function countPair(kind: string, answers: Answer[]): void {
  const key = answers
    .map((answer) => answer.status)
    .sort()
    .join('+');
  statusesByKind[kind] ??= {};
  statusesByKind[kind][key] = (statusesByKind[kind][key] ?? 0) + 1;
}

/** Expects exactly `expected` rows; counts the check as a verified row when it holds. */
async function expectRows(
  database: ScenarioDatabase,
  kind: string,
  expected: number,
  sql: string,
  values: unknown[],
): Promise<void> {
  const [row] = await database.query<{ count: string }>(sql, values);
  const count = Number(row?.count ?? -1);
  if (count === expected) rowsVerified[kind] = (rowsVerified[kind] ?? 0) + 1;
  else
    problems.push(`${kind}: ${count} rows where ${expected} were expected (${values.join(', ')})`);
}

async function checkSessions(servers: ServerProcess[]): Promise<void> {
  const [first] = servers;
  const user = await signUp(
    first!,
    stats,
    `session.${Date.now().toString(36)}@reliability.bondhon.test`,
  );
  const [onFirst, onSecond] = sessionOn(servers, user.client.cookie);
  const seen = await onSecond!.call('GET /api/auth/get-session', 'GET', '/api/auth/get-session');
  const email = (seen.body as { user?: { email?: string } } | null)?.user?.email;
  if (email !== user.email) {
    problems.push(`a session made on the first server is not known on the second (${seen.status})`);
  }
  const out = await onSecond!.call('POST /api/auth/sign-out', 'POST', '/api/auth/sign-out', {});
  if (out.status !== 200) problems.push(`signing out on the second server answered ${out.status}`);
  const after = await onFirst!.call('GET /api/auth/get-session', 'GET', '/api/auth/get-session');
  if (after.status !== 200 || after.body !== null) {
    problems.push('after signing out on the second server, the first still knows the session');
  }
}

/** Calls alternating between the servers, one after another; answers the statuses in order. */
async function alternate(
  clients: ApiClient[],
  calls: number,
  call: (client: ApiClient) => Promise<Answer>,
) {
  const statuses: number[] = [];
  for (let index = 0; index < calls; index++) {
    statuses.push((await call(clients[index % clients.length]!)).status);
  }
  return statuses;
}

async function checkRateLimits(servers: ServerProcess[]): Promise<void> {
  // An e-mail nobody signed up with: its sign-in attempts are all that count against it.
  const unknownEmail = `nobody.${Date.now().toString(36)}@reliability.bondhon.test`;
  const anonymous = sessionOn(servers);
  const signIns = await alternate(anonymous, PER_EMAIL + 2, (client) =>
    client.call('POST /api/auth/sign-in/email', 'POST', '/api/auth/sign-in/email', {
      email: unknownEmail,
      password: 'a wrong guess',
    }),
  );
  const expectedSignIns = [...Array<number>(PER_EMAIL).fill(401), 429, 429];
  if (signIns.join() !== expectedSignIns.join()) {
    problems.push(
      `sign-in attempts on one e-mail split across both servers answered ${signIns.join()}, ` +
        `not ${expectedSignIns.join()} (the limit of ${PER_EMAIL} is not counted across them)`,
    );
  }

  const downloader = await signUp(
    servers[0]!,
    stats,
    `downloader.${Date.now().toString(36)}@reliability.bondhon.test`,
  );
  const signedIn = sessionOn(servers, downloader.client.cookie);
  const downloads = await alternate(signedIn, ALL_DATA_PER_MINUTE + 2, (client) =>
    client.call('GET /api/matremony/allData', 'GET', '/api/matremony/allData'),
  );
  const expectedDownloads = [...Array<number>(ALL_DATA_PER_MINUTE).fill(200), 429, 429];
  if (downloads.join() !== expectedDownloads.join()) {
    problems.push(
      `whole-table downloads split across both servers answered ${downloads.join()}, ` +
        `not ${expectedDownloads.join()} (the limit of ${ALL_DATA_PER_MINUTE} a minute is not ` +
        'counted across them)',
    );
  }
}

/** Sends the same call to both servers at once; answers both answers. */
const bothAtOnce = (clients: ApiClient[], send: (client: ApiClient) => Promise<Answer>) =>
  Promise.all(clients.map(send));

interface PairMember {
  email: string;
  cookie: string;
  userId: string;
}

/** Sign-up with one e-mail on both servers at once: one account. Answers the account made. */
async function signUpPair(
  database: ScenarioDatabase,
  servers: ServerProcess[],
  index: number,
): Promise<PairMember | null> {
  const email = `pair.${index}.${randomBytes(4).toString('hex')}@reliability.bondhon.test`;
  const clients = sessionOn(servers);
  const answers = await bothAtOnce(clients, (client) =>
    client.call('POST /api/auth/sign-up/email', 'POST', '/api/auth/sign-up/email', {
      name: 'Pair Member',
      email,
      password: PASSWORD,
      image: `${client.target.baseUrl}/media/portraits/female-01.svg`,
    }),
  );
  countPair('signUp', answers);
  await expectRows(database, 'users', 1, 'select count(*) from users where email = $1', [email]);
  await expectRows(
    database,
    'accounts',
    1,
    'select count(*) from accounts a join users u on u.id = a.user_id where u.email = $1',
    [email],
  );
  const winner = answers.findIndex((answer) => answer.status === 200);
  if (winner === -1) {
    problems.push(
      `neither of two sign-ups with one e-mail succeeded (${answers.map((a) => a.status).join()})`,
    );
    return null;
  }
  // A sign-up signs nobody in (it only says "check your inbox"): the member signs in.
  const signedIn = await clients[winner]!.call(
    'POST /api/auth/sign-in/email',
    'POST',
    '/api/auth/sign-in/email',
    { email, password: PASSWORD },
  );
  const user = (signedIn.body as { user?: { id?: string } } | null)?.user;
  if (signedIn.status !== 200 || !user?.id) {
    problems.push(`the pair's member could not sign in (${signedIn.status})`);
    return null;
  }
  return { email, cookie: clients[winner]!.cookie, userId: user.id };
}

async function favouritePair(
  database: ScenarioDatabase,
  clients: ApiClient[],
  member: PairMember,
  biodataId: string,
) {
  const answers = await bothAtOnce(clients, (client) =>
    client.call('POST /api/favourites', 'POST', '/api/favourites', {
      userEmail: member.email,
      biodataId,
    }),
  );
  countPair('favourite', answers);
  await expectRows(
    database,
    'favourites',
    1,
    'select count(*) from favourites where user_id = $1 and biodata_id = $2',
    [member.userId, biodataId],
  );
}

async function premiumPair(database: ScenarioDatabase, clients: ApiClient[], member: PairMember) {
  const path = `/api/request-premium/${encodeURIComponent(member.email)}`;
  const answers = await bothAtOnce(clients, (client) =>
    client.call('POST /api/request-premium/:email', 'POST', path, { email: member.email }),
  );
  countPair('premiumRequest', answers);
  await expectRows(
    database,
    'premium_requests',
    1,
    'select count(*) from premium_requests where user_id = $1',
    [member.userId],
  );
}

async function paymentPair(
  database: ScenarioDatabase,
  clients: ApiClient[],
  member: PairMember,
  biodataId: string,
) {
  const [first] = clients;
  const intent = await first!.call(
    'POST /api/create-payment-intent',
    'POST',
    '/api/create-payment-intent',
    {
      parcelId: biodataId,
      email: member.email,
    },
  );
  const { paymentIntentId, clientSecret } = (intent.body ?? {}) as {
    paymentIntentId?: string;
    clientSecret?: string;
  };
  if (intent.status !== 200 || !paymentIntentId || !clientSecret) {
    problems.push(`creating a payment intent answered ${intent.status}`);
    return;
  }
  const confirmed = await first!.call(
    'POST /api/local-gateway/confirm',
    'POST',
    '/api/local-gateway/confirm',
    {
      clientSecret,
      card: GOOD_CARD,
    },
  );
  if (confirmed.status !== 200) {
    problems.push(`confirming a payment at the local gateway answered ${confirmed.status}`);
    return;
  }
  const answers = await bothAtOnce(clients, (client) =>
    client.call('POST /api/payments', 'POST', '/api/payments', {
      parcelId: biodataId,
      email: member.email,
      transactionId: paymentIntentId,
      amount: 500,
      mobile: '01700000000',
      buyuser: member.email,
      paymentMethod: 'card',
    }),
  );
  countPair('payment', answers);
  // ADR 0005: the call that records the payment answers 201, the other (waiting for it) 200,
  // both with the one contact request's id.
  const ids = answers.map((answer) => (answer.body as { insertedId?: string } | null)?.insertedId);
  const isBothAcknowledged = answers.every(
    (answer) => answer.status === 200 || answer.status === 201,
  );
  if (!isBothAcknowledged || !ids[0] || ids[0] !== ids[1]) {
    problems.push(
      `recording one payment on both servers at once answered ${answers.map((a) => a.status).join()} ` +
        `with request ids ${ids.join(', ')}, not both acknowledged with one id (ADR 0005)`,
    );
  }
  await expectRows(database, 'payments', 1, 'select count(*) from payments where intent_id = $1', [
    paymentIntentId,
  ]);
  await expectRows(
    database,
    'contact_requests',
    1,
    `select count(*) from contact_requests c join payments p on p.id = c.payment_id
      where c.requester_id = $1 and c.biodata_id = $2 and p.intent_id = $3`,
    [member.userId, biodataId, paymentIntentId],
  );
}

await runScenario('multi-instance', async (cleanup) => {
  const startedAt = Date.now();
  if (!process.env.REDIS_URL) {
    throw new Error(
      'REDIS_URL is not set: several instances share their rate limits only through Redis',
    );
  }
  const database = await createScenarioDatabase(serverDatabaseUrl(), 'multi-instance', {
    biodatas: PAIRS,
  });
  cleanup(() => database.drop());
  // Counters of this run only, whatever earlier runs left in Redis.
  const extraEnv = {
    REDIS_KEY_PREFIX: `reliability-${process.pid}-${Date.now().toString(36)}:`,
    AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
    ALL_DATA_RATE_LIMIT_PER_MINUTE: String(ALL_DATA_PER_MINUTE),
  };
  // Both at once, as a deployment would start them (the database is already migrated).
  const servers = await Promise.all(
    [0, 1].map(async () => {
      const server = await startServer({ databaseUrl: database.url, extraEnv });
      cleanup(() => server.stop());
      return server;
    }),
  );
  progress(`two servers at ${servers.map((server) => server.baseUrl).join(' and ')}`);

  progress('a session on both, and a sign-out on one ending it on both');
  await checkSessions(servers);
  progress('rate limits counted across both');
  await checkRateLimits(servers);

  progress(
    `${PAIRS} pairs each of sign-ups, favourites, premium requests and payments, split across both`,
  );
  const biodataIds = await sampleBiodataIds(database, PAIRS);
  await mapConcurrently(
    Array.from({ length: PAIRS }, (_, index) => index),
    PAIRS_AT_ONCE,
    async (index) => {
      const member = await signUpPair(database, servers, index);
      if (!member) return;
      const clients = sessionOn(servers, member.cookie);
      const biodataId = biodataIds[index % biodataIds.length]!;
      await favouritePair(database, clients, member, biodataId);
      await premiumPair(database, clients, member);
      await paymentPair(database, clients, member, biodataId);
    },
  );

  const summary = stats.summary();
  for (const [route, count] of Object.entries(summary['5xxByRoute'])) {
    problems.push(`${count} answers ${route}`);
  }
  for (const [route, count] of Object.entries(summary.noAnswerByRoute)) {
    problems.push(`${count} calls of ${route.replace(/ 0$/, '')} got no answer`);
  }
  for (const [index, server] of servers.entries()) {
    if (!server.isAlive()) problems.push(`server ${index + 1} died`);
  }
  return {
    figures: {
      instances: servers.length,
      requests: summary.requests,
      pairsTried: Object.fromEntries(
        Object.entries(statusesByKind).map(([kind, byStatus]) => [
          kind,
          Object.values(byStatus).reduce((sum, count) => sum + count, 0),
        ]),
      ),
      pairStatuses: statusesByKind,
      rowsVerified,
      latencyMs: summary.latencyMs,
      seconds: Math.round((Date.now() - startedAt) / 1000),
    },
    problems,
  };
});
