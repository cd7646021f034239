// `npm run bench [-- options]`: load, size and scaling benchmarks against the production build
// on the local PostgreSQL server, then the front end's bundles and Lighthouse. Reports figures
// and budgets; never fails on them. Options (bench/README.md has examples):
//   --quick                 10,000 biodatas, 5 s a scenario, one repeat, one Lighthouse run
//   --sizes 10000,100000    the sizes to seed and measure, in order (default 10k, 100k, 1M)
//   --duration S            seconds a scenario is measured (default 20; quick 5)
//   --connections N         autocannon connections (default 50)
//   --repeats N             runs of every size's scenarios, a fresh server each, each scenario
//                           on every size in turn; medians are reported (default 3; quick 1)
//   --only search,details   only these scenarios (the ceiling always runs); photo-upload is the
//                           uploads' (on the last size)
//   --no-load               no load scenarios: the ceiling once, bundles and Lighthouse on the
//                           last size
//   --no-frontend           no bundles and no Lighthouse
//   --pages /,/matremony/allData   the pages Lighthouse runs on, "/ [bn]" for Bengali (default all four; none: no
//                           Lighthouse, bundles still measured)
//   --lighthouse-runs N     Lighthouse runs a page; medians are reported (default 5; quick 1)
//   --pg URL                the PostgreSQL server (default postgresql://postgres@127.0.0.1:5432/
//                           postgres)
//   --fresh                 drop the benchmark databases (one a size) and seed them anew
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  countSeededBiodatas,
  describeData,
  dropDatabase,
  ensureDatabase,
  seedTo,
} from './database';
import type { Language } from '@bondhon/shared/languages';
import {
  measureFonts,
  measureRouteBundles,
  parsePageLabel,
  runLighthouse,
  type LighthouseRun,
} from './frontend';
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
  LIGHTHOUSE_PAGES,
  median,
  medianOfLighthouseRuns,
  medianOfRepeats,
  writeResults,
  type BenchResults,
  type DatasetResult,
  type ScenarioRepeat,
} from './report';
import { signUp } from './accounts';
import {
  SCENARIOS,
  scenariosAt,
  seededRandom,
  type Scenario,
  type ScenarioContext,
} from './scenarios';
import {
  measurePhotoUploads,
  putPhotosOnFirstPage,
  UPLOADS_AT_ONCE,
  type PhotoUploadRepeat,
} from './photos';

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
    'no-load': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string' },
    pages: { type: 'string' },
    repeats: { type: 'string' },
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

/** A count option's value: a whole number from 1, or an error naming the option. */
function countOption(option: string, given: string | undefined, fallback: number): number {
  const value = Number(given ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${option} takes a whole number from 1; got ${given}`);
  }
  return value;
}

const settings = {
  connections: Number(values.connections),
  durationSeconds: Number(values.duration ?? (isQuick ? 5 : 20)),
  warmupSeconds: isQuick ? 1 : 3,
  /** Lighthouse runs per page; medians are reported (medianOfLighthouseRuns). One when quick. */
  lighthouseRuns: countOption('lighthouse-runs', values['lighthouse-runs'], isQuick ? 1 : 5),
  /** Runs of each size's scenarios, a fresh server each; medians are reported. One when quick. */
  repeats: countOption('repeats', values.repeats, isQuick ? 1 : 3),
};
const isLoadMeasured = !values['no-load'];
// The ceiling always runs: every other figure is read against it.
const only = values.only?.split(',');
/** Not an autocannon scenario: photo uploads, on the last size (bench/src/photos.ts). */
const PHOTO_UPLOAD = 'photo-upload';
const unknown = only?.filter(
  (name) => name !== PHOTO_UPLOAD && !SCENARIOS.some((scenario) => scenario.name === name),
);
if (unknown && unknown.length > 0) {
  throw new Error(
    `--only names no scenario ${unknown.join(', ')}; there are ${[...SCENARIOS.map((scenario) => scenario.name), PHOTO_UPLOAD].join(', ')}`,
  );
}
const chosenScenarios = SCENARIOS.filter(
  (scenario) =>
    scenario.name === 'ceiling' || (isLoadMeasured && (!only || only.includes(scenario.name))),
);
const isPhotoUploadMeasured = isLoadMeasured && (!only || only.includes(PHOTO_UPLOAD));
const isFrontendMeasured = !values['no-frontend'];
/** Each repeat's photo uploads, on the largest size's database. */
const photoRepeats: PhotoUploadRepeat[] = [];
// Without load scenarios only the last size is needed: seeding grows straight to it.
const measuredSizes = isLoadMeasured ? sizes : sizes.slice(-1);
const lighthousePages: readonly string[] =
  values.pages === 'none' ? [] : (values.pages?.split(',') ?? LIGHTHOUSE_PAGES);
if (lighthousePages.some((label) => !label.startsWith('/'))) {
  throw new Error(
    `--pages takes pages such as "/,/matremony/allData [bn]", or none; got ${values.pages}`,
  );
}
for (const label of lighthousePages) parsePageLabel(label);
/**
 * Each size has a database of its own, so that the sizes can be measured side by side (a
 * scenario on one, at once on the next: the host's drift between them is seconds, not a quarter
 * of an hour). A quick run's are made and dropped each time; the full run keeps its databases
 * between runs, so the next one only seeds what is missing (--fresh starts anew).
 */
const databaseNameFor = (size: number) =>
  isQuick ? `bondhon_bench_quick_${process.pid}_${size}` : `bondhon_bench_${size}`;
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

/**
 * After a bulk load: planner statistics and the visibility map brought up to date, and the
 * pages the load dirtied written out (a checkpoint), so that no background writing from the
 * seed slows the first scenario measured after it.
 */
async function settleAfterLoad(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** Attempts at one Lighthouse run before the page is given up as not measured. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse run, tried again with a fresh Chromium when it fails: on a busy machine
 * Lighthouse now and then sees no first paint or loses the navigation from its trace
 * (NO_FCP, NO_NAVSTART), twice in a row in CI once. Answers null when every attempt failed.
 */
async function lighthouseWithRetry(url: string, language: Language): Promise<LighthouseRun | null> {
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    try {
      return await runLighthouse({ url, language, chromiumPath });
    } catch (error) {
      log(
        `  Lighthouse failed on ${url}, attempt ${attempt}/${LIGHTHOUSE_ATTEMPTS}: ` +
          (error as Error).message,
      );
    }
  }
  return null;
}

/**
 * A size's database, made if missing; one kept from a run that seeded it past this size is made
 * anew (seeding only adds, so it would measure the wrong size).
 */
async function databaseOfSize(size: number): Promise<string> {
  const name = databaseNameFor(size);
  if (values.fresh || isQuick) await dropDatabase(values.pg, name);
  const url = await ensureDatabase(values.pg, name);
  const kept = await countSeededBiodatas(url);
  if (kept <= size) return url;
  log(
    `${name} holds ${number.format(kept)} biodatas, more than ${number.format(size)}: starting anew`,
  );
  await dropDatabase(values.pg, name);
  return ensureDatabase(values.pg, name);
}

/** Our server on the benchmark's database, with the limits that would measure themselves lifted. */
function startBenchServer(databaseUrl: string) {
  return startAppServer({
    databaseUrl,
    // The allData scenario measures what serving the whole table costs, not its limiter;
    // the uploads what processing a photo costs.
    extraEnv: {
      ALL_DATA_RATE_LIMIT_PER_MINUTE: '1000000',
      PHOTO_UPLOAD_RATE_LIMIT_PER_HOUR: '1000000',
    },
  });
}

/** `measure` on a server started for it alone, stopped after. */
async function measureOnFreshServer<T>(
  databaseUrl: string,
  measure: (app: Awaited<ReturnType<typeof startBenchServer>>) => Promise<T>,
): Promise<T> {
  const app = await startBenchServer(databaseUrl);
  try {
    return await measure(app);
  } finally {
    await app.stop();
  }
}

/** One size's database, and what its repeats measured. */
interface Lane {
  size: number;
  databaseUrl: string;
  data: { biodatas: number; premiumOwners: number; ids: string[] };
  seedSeconds: number;
  scenarios: Scenario[];
  /** Each repeat's results, in the order its scenarios ran. */
  runs: ScenarioRepeat[][];
  /** The server's peak resident memory over each repeat. */
  peaks: number[];
}

/** A lane's servers for one repeat, and what its scenarios share. */
interface LaneRepeat {
  lane: Lane;
  app: RunningProcess;
  context: ScenarioContext;
  results: ScenarioRepeat[];
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
/** A log line's start: the repeat (e.g. "run 2/3 ") and the size, as "100K". */
const lineStart = (label: string, size: number) => `  ${label}${compact.format(size).padStart(4)} `;

/** One scenario on one lane's server (or the shared ceiling); `label` starts its log line. */
async function runScenario(
  repeat: LaneRepeat,
  ceiling: RunningProcess,
  scenario: Scenario,
  label: string,
): Promise<void> {
  const target = scenario.target === 'app' ? repeat.app : ceiling;
  const { context } = repeat;
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
  const memory = scenario.target === 'app' ? sampleMemory(repeat.app.child.pid ?? 0) : null;
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
  // The ceiling runs first: this repeat's figures are read against it.
  const ceilingRps =
    scenario.name === 'ceiling'
      ? load.requestsPerSecond
      : repeat.results.find((each) => each.name === 'ceiling')?.requestsPerSecond;
  const result: ScenarioRepeat = {
    name: scenario.name,
    description: scenario.description,
    ...load,
    ratioToCeiling: ceilingRps ? load.requestsPerSecond / ceilingRps : null,
    body: { average: body.average, max: body.max },
    serverPeakRssBytes,
  };
  repeat.results.push(result);
  log(
    `${lineStart(label, repeat.lane.size)}${scenario.name.padEnd(18)}` +
      ` ${number.format(load.requestsPerSecond).padStart(8)} req/s` +
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

/**
 * One repeat of every lane: a fresh server on each size's database and one hello-world ceiling;
 * each scenario is run on every size in turn before the next scenario starts, smallest first on
 * odd repeats and largest first on even ones, so no size is always measured later. Photo uploads
 * first and the front end last go to the largest size's database.
 */
async function runRepeat(lanes: readonly Lane[], repeat: number, repeats: number) {
  const label = repeats > 1 ? `run ${repeat}/${repeats} ` : '';
  const largest = lanes.at(-1);
  if (!largest) return null;
  // Photos on a server of their own, stopped before the load: its memory is what the uploads
  // take, and the load's server holds nothing the uploads left behind.
  if (isPhotoUploadMeasured) {
    const photos = await measureOnFreshServer(largest.databaseUrl, (app) =>
      measurePhotoUploads({ baseUrl: app.baseUrl, pid: app.child.pid ?? 0 }),
    );
    photoRepeats.push(photos);
    log(
      `${lineStart(label, largest.size)}${PHOTO_UPLOAD.padEnd(18)}` +
        ` ${photos.uploadMs.length} uploads, ${UPLOADS_AT_ONCE} at a time` +
        ` · slowest ${number.format(Math.max(...photos.uploadMs))} ms · failed ${photos.failures}` +
        ` · largest card ${number.format(photos.largestCardBytes / 1024)} KB` +
        ` · server ${number.format(photos.serverPeakRssBytes / 1024 / 1024)} MB`,
    );
  }
  const ceiling = await startCeilingServer();
  const servers: RunningProcess[] = [ceiling];
  const started: LaneRepeat[] = [];
  try {
    for (const lane of lanes) {
      const app = await startBenchServer(lane.databaseUrl);
      servers.push(app);
      started.push({
        lane,
        app,
        context: {
          baseUrl: app.baseUrl,
          cookie: (await signUp(app.baseUrl)).cookie,
          ids: lane.data.ids,
          random: seededRandom(20_261_122),
        },
        results: [],
      });
    }
    const order = repeat % 2 === 1 ? started : [...started].reverse();
    for (const scenario of chosenScenarios) {
      for (const each of order) {
        if (each.lane.scenarios.includes(scenario))
          await runScenario(each, ceiling, scenario, label);
      }
    }
    for (const each of started) {
      each.lane.runs.push(each.results);
      each.lane.peaks.push(readMemory(each.app.child.pid ?? 0)?.peakRssBytes ?? 0);
    }
    // The front end once, on the last repeat's largest server, after its load.
    const last = started.at(-1);
    if (repeat === repeats && isFrontendMeasured && last) {
      // Issue 22: the listing's first page shows an uploaded photo on every card.
      await putPhotosOnFirstPage(last.app.baseUrl);
      return await measureFrontend(last.app.baseUrl);
    }
    return null;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** Route bundles, and Lighthouse on the chosen pages of the running server (medians of runs). */
async function measureFrontend(baseUrl: string) {
  log('\n▶ Front end: route bundles and Lighthouse (mobile)');
  const bundles = await measureRouteBundles(join(ROOT, 'apps/web/dist'));
  const fonts = await measureFonts(join(ROOT, 'apps/web/dist'));
  const lighthouse = [];
  for (const label of lighthousePages) {
    const { path, language } = parsePageLabel(label);
    const runs: LighthouseRun[] = [];
    for (let run = 1; run <= settings.lighthouseRuns; run++) {
      const result = await lighthouseWithRetry(`${baseUrl}${path}`, language);
      if (!result) break;
      runs.push(result);
      log(
        `  ${label.padEnd(24)} run ${run}/${settings.lighthouseRuns}: performance ${result.performance}` +
          ` · TBT ${result.metrics.tbtMs} ms · main thread ${result.metrics.mainThreadMs} ms` +
          ` · benchmark index ${result.benchmarkIndex}`,
      );
    }
    if (runs.length < settings.lighthouseRuns) {
      // A median of fewer runs than asked for would not be the figure the budget names.
      log(`  ${label.padEnd(24)} not measured: Lighthouse could not finish a run`);
      continue;
    }
    const page = medianOfLighthouseRuns(runs);
    log(
      `  ${label.padEnd(24)} median: performance ${page.performance} · TBT ${page.metrics.tbtMs} ms` +
        ` · accessibility ${page.accessibility} · best practices ${page.bestPractices}` +
        ` · benchmark index ${page.benchmarkIndex}`,
    );
    lighthouse.push(page);
  }
  return { bundles, fonts, lighthouse };
}

async function main() {
  const startedAt = new Date().toISOString();
  log(
    `Benchmark (${isQuick ? 'quick' : 'full'}): ${sizes.map((size) => number.format(size)).join(', ')} biodatas · ` +
      (isLoadMeasured
        ? `${settings.connections} connections · ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per scenario` +
          ` · ${settings.repeats} run${settings.repeats === 1 ? '' : 's'} each, medians reported`
        : 'no load scenarios: the ceiling, bundles and Lighthouse on the last size'),
  );
  const lanes: Lane[] = [];
  let frontend: BenchResults['frontend'] = null;
  // Without load the ceiling runs once, for Lighthouse's report, not to compare repeats.
  const repeats = isLoadMeasured ? settings.repeats : 1;
  try {
    for (const size of measuredSizes) {
      log(`\n▶ ${number.format(size)} biodatas`);
      const databaseUrl = await databaseOfSize(size);
      const seedSeconds = await seedTo(databaseUrl, size);
      await settleAfterLoad(databaseUrl);
      lanes.push({
        size,
        databaseUrl,
        data: await describeData(databaseUrl, ID_SAMPLE),
        seedSeconds,
        scenarios: scenariosAt(chosenScenarios, size),
        runs: [],
        peaks: [],
      });
    }
    log(
      `\n▶ Load: ${lanes.length > 1 ? 'each scenario on every size in turn, ' : ''}` +
        `a fresh server each repeat`,
    );
    for (let repeat = 1; repeat <= repeats; repeat++) {
      const measuredFrontend = await runRepeat(lanes, repeat, repeats);
      if (measuredFrontend) frontend = { ...measuredFrontend, ceilingRequestsPerSecond: null };
    }
  } finally {
    if (isQuick) {
      for (const size of measuredSizes) await dropDatabase(values.pg, databaseNameFor(size));
    }
  }
  const datasets: DatasetResult[] = lanes.map((lane) => ({
    size: lane.size,
    biodatas: lane.data.biodatas,
    premiumOwners: lane.data.premiumOwners,
    seedSeconds: lane.seedSeconds,
    scenarios: lane.scenarios.map((scenario) =>
      medianOfRepeats(
        lane.runs.flatMap((run) => run.filter((result) => result.name === scenario.name)),
      ),
    ),
    serverPeakRssBytes: median(lane.peaks),
  }));
  if (frontend) {
    // The ceiling beside Lighthouse says how busy the machine was, as its benchmark index does.
    const ceiling = datasets.at(-1)?.scenarios.find((scenario) => scenario.name === 'ceiling');
    frontend.ceilingRequestsPerSecond = ceiling?.requestsPerSecond ?? null;
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
    settings: { ...settings, repeats },
    datasets,
    photos:
      photoRepeats.length > 0
        ? {
            uploadsAtOnce: UPLOADS_AT_ONCE,
            uploadMs: photoRepeats.flatMap((repeat) => repeat.uploadMs),
            failures: photoRepeats.reduce((total, repeat) => total + repeat.failures, 0),
            largestCardBytes: Math.max(...photoRepeats.map((repeat) => repeat.largestCardBytes)),
            serverPeakRssBytes: median(photoRepeats.map((repeat) => repeat.serverPeakRssBytes)),
          }
        : null,
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
