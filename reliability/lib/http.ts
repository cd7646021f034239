import { percentile, round } from './report';

export interface Answer {
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  startedAt: number;
  ms: number;
}

/** Every answer by route (`METHOD /path/:template`): counts by status and latencies. */
export class Stats {
  readonly routes = new Map<string, { statuses: Map<number, number>; latencies: number[] }>();
  readonly answers: { route: string; status: number; startedAt: number; ms: number }[] = [];
  private firstAt = Number.POSITIVE_INFINITY;
  private lastAt = 0;

  constructor(private readonly keepAnswers = false) {}

  record(route: string, answer: Answer): void {
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { statuses: new Map(), latencies: [] };
      this.routes.set(route, entry);
    }
    entry.statuses.set(answer.status, (entry.statuses.get(answer.status) ?? 0) + 1);
    entry.latencies.push(answer.ms);
    this.firstAt = Math.min(this.firstAt, answer.startedAt);
    this.lastAt = Math.max(this.lastAt, answer.startedAt + answer.ms);
    if (this.keepAnswers) this.answers.push({ route, ...answer });
  }

  /** Counts of answers whose status passes `test`, by route. */
  countBy(test: (status: number) => boolean): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [route, { statuses }] of this.routes) {
      for (const [status, count] of statuses) {
        if (test(status))
          counts[`${route} ${status}`] = (counts[`${route} ${status}`] ?? 0) + count;
      }
    }
    return counts;
  }

  summary() {
    const latencies = [...this.routes.values()].flatMap((entry) => entry.latencies);
    latencies.sort((a, b) => a - b);
    const seconds = Math.max(0.001, (this.lastAt - this.firstAt) / 1000);
    return {
      requests: latencies.length,
      requestsPerSecond: round(latencies.length / seconds),
      latencyMs: {
        p50: round(percentile(latencies, 0.5)),
        p99: round(percentile(latencies, 0.99)),
        max: round(percentile(latencies, 1)),
      },
      '4xxByRoute': this.countBy((status) => status >= 400 && status < 500),
      '5xxByRoute': this.countBy((status) => status >= 500),
      noAnswerByRoute: this.countBy((status) => status === 0),
    };
  }
}

/** Where the server is (a restarted server may listen elsewhere). */
export interface Target {
  baseUrl: string;
}

/** A browser of the site: same-site Origin on every call, its session cookie once signed in. */
export class ApiClient {
  cookie = '';

  constructor(
    readonly target: Target,
    /** Where its answers are counted (a scenario may count its set-up apart). */
    public stats: Stats,
    private readonly timeoutMs = 10_000,
  ) {}

  /** Calls `path`; `route` names it in the figures. Never throws: no answer is status 0. */
  async call(route: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const startedAt = Date.now();
    const started = performance.now();
    let status = 0;
    let parsed: unknown = null;
    try {
      const response = await fetch(`${this.target.baseUrl}${path}`, {
        method,
        headers: {
          origin: this.target.baseUrl,
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      status = response.status;
      const setCookie = response.headers.getSetCookie();
      const session = setCookie.find((cookie) => cookie.startsWith('bondhon.session_token='));
      if (session) this.cookie = session.split(';')[0]!;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
    } catch {
      // No answer: status stays 0.
    }
    const answer = { status, body: parsed, startedAt, ms: performance.now() - started };
    this.stats.record(route, answer);
    return answer;
  }
}

export interface SignedInUser {
  id: string;
  email: string;
  client: ApiClient;
}

/** Signs a new customer up through the real auth API (the server's auth limits are raised). */
export async function signUp(
  target: Target,
  stats: Stats,
  email: string,
  timeoutMs?: number,
): Promise<SignedInUser> {
  const client = new ApiClient(target, stats, timeoutMs);
  const password = 'reliability-password-1';
  const signedUp = await client.call(
    'POST /api/auth/sign-up/email',
    'POST',
    '/api/auth/sign-up/email',
    {
      name: 'Reliability Member',
      email,
      password,
      image: `${target.baseUrl}/media/portraits/male-01.svg`,
    },
  );
  if (signedUp.status !== 200) {
    throw new Error(
      `sign-up of ${email} answered ${signedUp.status}: ${JSON.stringify(signedUp.body)}`,
    );
  }
  // A sign-up signs nobody in (it only says "check your inbox"): the member signs in.
  const answer = await client.call(
    'POST /api/auth/sign-in/email',
    'POST',
    '/api/auth/sign-in/email',
    { email, password },
  );
  const user = (answer.body as { user?: { id?: string } } | null)?.user;
  if (answer.status !== 200 || !user?.id || !client.cookie) {
    throw new Error(
      `sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return { id: user.id, email, client };
}

/** Runs `task` over `items` with at most `concurrency` at once; answers the results in order. */
export async function mapConcurrently<Item, Result>(
  items: Item[],
  concurrency: number,
  task: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}
