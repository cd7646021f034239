// `npm run bench [-- --quick] [--sizes 10000,100000] [--duration S] [--connections N]
//   [--pg URL] [--fresh] [--no-frontend] [--lighthouse-runs N] [--only search,details]`: load, size and scaling benchmarks against the
// production build on the local PostgreSQL server. Reports figures; never fails on them.
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { countBiodatas, describeData, dropDatabase, ensureDatabase, seedTo } from './database';
import { measureRouteBundles, medianRun, runLighthouse, type LighthouseResult } from './frontend';
import { measureBodySizes, measureLoad } from './load';
import {
  ROOT,
  readMemory,
  sampleMemory,
  startAppServer,
  startCeilingServer,
  type RunningProcess,
} from './processes';
import {
  checkBudgets,
  writeResults,
  type BenchResults,
  type DatasetResult,
  type ScenarioResult,
} from './report';
import { SCENARIOS, seededRandom, type ScenarioContext } from './scenarios';

const FULL_SIZES = [10_000, 100_000, 1_000_000];
const QUICK_SIZES = [10_000];
const BODY_SAMPLES = 20;
const ID_SAMPLE = 5000;
const RESULTS_DIR = join(ROOT, 'bench/results');

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    pg: { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    fresh: { type: 'boolean', default: false },
    'no-frontend': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string' },
    only: { type: 'string' },
  },
});

const isQuick = values.quick;
const sizes = values.sizes
  ? values.sizes.split(',').map((size) => Number(size.replaceAll('_', '')))
  : isQuick
    ? QUICK_SIZES
    : FULL_SIZES;
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  throw new Error(`--sizes takes whole numbers, e.g. 10000,100000; got ${values.sizes}`);
}
sizes.sort((a, b) => a - b);
const settings = {
  connections: Number(values.connections),
  durationSeconds: Number(values.duration ?? (isQuick ? 5 : 20)),
  warmupSeconds: isQuick ? 1 : 3,
  /** Lighthouse runs per page; the median is reported (medianRun). One in a quick run. */
  lighthouseRuns: Number(values['lighthouse-runs'] ?? (isQuick ? 1 : 5)),
};
if (!Number.isInteger(settings.lighthouseRuns) || settings.lighthouseRuns < 1) {
  throw new Error(
    `--lighthouse-runs takes a whole number from 1; got ${values['lighthouse-runs']}`,
  );
}
// A quick run has a database of its own, made and dropped each time; the full run keeps its
// database between runs, so the next one only seeds what is missing (--fresh starts anew).
const databaseName = isQuick ? `bondhon_bench_quick_${process.pid}` : 'bondhon_bench';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const log = (message: string) => console.log(message);

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]?.version.split(' on ')[0] ?? 'PostgreSQL';
  } finally {
    await client.end();
  }
}

/** Brings planner statistics and the visibility map up to date after a bulk load. */
async function vacuumAnalyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** Signs a new customer up through the real auth API; answers its session cookie. */
async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      name: 'Bench Reader',
      email: `bench.${Date.now().toString(36)}.${process.pid}@bench.bondhon.test`,
      password: 'bench-password-1',
      image: `${baseUrl}/media/portraits/male-01.svg`,
    }),
  });
  if (!response.ok) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Lighthouse now and then fails to see a first paint on a busy machine: once more, then fail. */
async function lighthouseWithRetry(url: string): Promise<LighthouseResult> {
  try {
    return await runLighthouse({ url, chromiumPath });
  } catch (error) {
    log(`  Lighthouse failed on ${url} (${(error as Error).message}); trying once more`);
    return runLighthouse({ url, chromiumPath });
  }
}

async function runScenarios(
  app: RunningProcess,
  ceiling: RunningProcess,
  data: { ids: string[] },
): Promise<ScenarioResult[]> {
  const appPid = app.child.pid ?? 0;
  const context: ScenarioContext = {
    baseUrl: app.baseUrl,
    cookie: await signUp(app.baseUrl),
    ids: data.ids,
    random: seededRandom(20_261_122),
  };
  const results: ScenarioResult[] = [];
  let ceilingRps: number | null = null;
  // The ceiling always runs: every other figure is read against it.
  const only = values.only?.split(',');
  const chosen = SCENARIOS.filter(
    (scenario) => !only || scenario.name === 'ceiling' || only.includes(scenario.name),
  );
  for (const scenario of chosen) {
    const target = scenario.target === 'app' ? app : ceiling;
    const headers: Record<string, string> = scenario.needsSession ? { cookie: context.cookie } : {};
    const nextPath = await scenario.prepare({ ...context, baseUrl: target.baseUrl });
    const body = await measureBodySizes({
      baseUrl: target.baseUrl,
      nextPath,
      headers,
      samples: scenario.name === 'all-data' ? 1 : BODY_SAMPLES,
    });
    // A scenario whose calls fail measures nothing: that is a broken benchmark, not a figure.
    const failed = Object.keys(body.statuses).filter((status) => status !== '200');
    if (failed.length > 0) {
      throw new Error(`${scenario.name}: its sample answered ${JSON.stringify(body.statuses)}`);
    }
    const memory = scenario.target === 'app' ? sampleMemory(appPid) : null;
    const load = await measureLoad({
      baseUrl: target.baseUrl,
      nextPath,
      headers,
      connections: settings.connections,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      timeoutSeconds: scenario.timeoutSeconds,
    });
    const serverPeakRssBytes = memory ? memory.stop() : null;
    if (scenario.name === 'ceiling') ceilingRps = load.requestsPerSecond;
    const result: ScenarioResult = {
      name: scenario.name,
      description: scenario.description,
      ...load,
      ratioToCeiling: ceilingRps ? load.requestsPerSecond / ceilingRps : null,
      body: { average: body.average, max: body.max },
      serverPeakRssBytes,
    };
    results.push(result);
    log(
      `  ${scenario.name.padEnd(18)} ${number.format(load.requestsPerSecond).padStart(8)} req/s` +
        (result.ratioToCeiling === null || scenario.name === 'ceiling'
          ? ''
          : ` (${number.format(result.ratioToCeiling * 100)}% of ceiling)`) +
        ` · p50 ${load.latencyMs.p50} ms · p99 ${load.latencyMs.p99} ms` +
        ` · non-2xx ${load.non2xx} · errors ${load.errors + load.timeouts}` +
        ` · body ${number.format(body.average / 1024)} KB` +
        (serverPeakRssBytes === null
          ? ''
          : ` · server ${number.format(serverPeakRssBytes / 1024 / 1024)} MB`),
    );
  }
  return results;
}

async function main() {
  const startedAt = new Date().toISOString();
  log(
    `Benchmark (${isQuick ? 'quick' : 'full'}): ${sizes.map((size) => number.format(size)).join(', ')} biodatas · ` +
      `${settings.connections} connections · ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per scenario`,
  );
  if (values.fresh || isQuick) await dropDatabase(values.pg, databaseName);
  let databaseUrl = await ensureDatabase(values.pg, databaseName);
  // Seeding only adds: a database kept from a run with larger sizes would measure the wrong one.
  const kept = await countBiodatas(databaseUrl);
  if (kept > (sizes[0] ?? 0)) {
    log(
      `${databaseName} holds ${number.format(kept)} biodatas, more than the first size: starting anew`,
    );
    await dropDatabase(values.pg, databaseName);
    databaseUrl = await ensureDatabase(values.pg, databaseName);
  }
  const datasets: DatasetResult[] = [];
  let frontend: BenchResults['frontend'] = null;
  try {
    for (const [index, size] of sizes.entries()) {
      log(`\n▶ ${number.format(size)} biodatas`);
      const seedSeconds = await seedTo(databaseUrl, size);
      await vacuumAnalyze(databaseUrl);
      const data = await describeData(databaseUrl, ID_SAMPLE);
      const app = await startAppServer({
        databaseUrl,
        // The allData scenario measures what serving the whole table costs, not its limiter.
        extraEnv: { ALL_DATA_RATE_LIMIT_PER_MINUTE: '1000000' },
      });
      const ceiling = await startCeilingServer();
      try {
        const scenarios = await runScenarios(app, ceiling, data);
        datasets.push({
          biodatas: data.biodatas,
          premiumOwners: data.premiumOwners,
          seedSeconds,
          scenarios,
          serverPeakRssBytes: readMemory(app.child.pid ?? 0)?.peakRssBytes ?? 0,
        });
        const isLast = index === sizes.length - 1;
        if (isLast && !values['no-frontend']) {
          log('\n▶ Front end: route bundles and Lighthouse (mobile)');
          const bundles = await measureRouteBundles(join(ROOT, 'apps/web/dist'));
          const lighthouse: LighthouseResult[] = [];
          for (const path of ['/', '/matremony/allData']) {
            const runs: LighthouseResult[] = [];
            for (let run = 1; run <= settings.lighthouseRuns; run++) {
              runs.push(await lighthouseWithRetry(`${app.baseUrl}${path}`));
              log(
                `  ${path.padEnd(20)} run ${run}/${settings.lighthouseRuns}: performance ${runs.at(-1)!.performance}`,
              );
            }
            const page = medianRun(runs);
            log(
              `  ${path.padEnd(20)} median: performance ${page.performance} · accessibility ${page.accessibility} · best practices ${page.bestPractices}`,
            );
            lighthouse.push(page);
          }
          frontend = { bundles, lighthouse };
        }
      } finally {
        await Promise.all([app.stop(), ceiling.stop()]);
      }
    }
  } finally {
    if (isQuick) await dropDatabase(values.pg, databaseName);
  }

  const cpuList = cpus();
  const results: BenchResults = {
    mode: isQuick ? 'quick' : 'full',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown CPU',
      memoryGiB: Math.round(totalmem() / 1024 ** 3),
      node: process.versions.node,
      postgres: await postgresVersion(values.pg),
    },
    settings,
    datasets,
    frontend,
  };
  const budgets = checkBudgets(results);
  const markdown = writeResults(RESULTS_DIR, isQuick ? 'quick' : 'latest', results, budgets);
  log('\nBudgets:');
  for (const check of budgets) {
    const mark = check.isMet === null ? '–' : check.isMet ? '✔' : '✖';
    log(`  ${mark} ${check.name}: ${check.measured} (limit ${check.limit})`);
  }
  log(`\nResults: ${markdown} (and .json beside it)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
