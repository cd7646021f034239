import autocannon from 'autocannon';

/** A request's path (and query), with the session cookie of a member when it is theirs. */
export type NextRequest = () => string | { path: string; cookie: string };

/** A request's path and headers: `headers`, with the request's own cookie when it has one. */
export function requestOf(
  nextRequest: NextRequest,
  headers: Record<string, string> = {},
): { path: string; headers: Record<string, string> } {
  const next = nextRequest();
  return typeof next === 'string'
    ? { path: next, headers }
    : { path: next.path, headers: { ...headers, cookie: next.cookie } };
}

export interface LoadOptions {
  baseUrl: string;
  /** A path (and query) for each request: random scenarios draw a new one every time. */
  nextPath: NextRequest;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** A request slower than this counts as a timeout. */
  timeoutSeconds?: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Bytes read per response, headers included (autocannon's throughput over its count). */
  bytesPerResponse: number;
}

/** Answers once autocannon has finished a run (its callback form, as a promise). */
function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });
}

/** One load run: a warm-up whose figures are dropped, then the measured run. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const base: autocannon.Options = {
    url: options.baseUrl,
    connections: options.connections,
    headers: options.headers ?? {},
    timeout: options.timeoutSeconds ?? 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          ...requestOf(options.nextPath, options.headers),
        }),
      },
    ],
  };
  if (options.warmupSeconds > 0) {
    await runAutocannon({ ...base, duration: options.warmupSeconds });
  }
  const result = await runAutocannon({ ...base, duration: options.durationSeconds });
  const completed = result.requests.total;
  return {
    requests: completed,
    requestsPerSecond: completed / result.duration,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: completed > 0 ? result.throughput.total / completed : 0,
  };
}

/** The body sizes of a sample of answers (bytes, as sent), for the response-size column. */
export async function measureBodySizes({
  baseUrl,
  nextPath,
  headers,
  samples,
}: {
  baseUrl: string;
  nextPath: NextRequest;
  headers?: Record<string, string>;
  samples: number;
}): Promise<{ average: number; max: number; statuses: Record<number, number> }> {
  let total = 0;
  let max = 0;
  const statuses: Record<number, number> = {};
  for (let index = 0; index < samples; index++) {
    const request = requestOf(nextPath, headers);
    const response = await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    total += bytes;
    max = Math.max(max, bytes);
  }
  return { average: samples > 0 ? total / samples : 0, max, statuses };
}
