import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pageLabel,
  type FontFile,
  type LighthouseResult,
  type LighthouseRun,
  type RouteBundle,
} from './frontend';
import type { LoadResult } from './load';

/** One scenario's figures from one of the repeats (a fresh server each). */
export interface ScenarioRepeat extends LoadResult {
  name: string;
  description: string;
  /** Requests per second over the ceiling's, in the same repeat. */
  ratioToCeiling: number | null;
  /** Average and largest body of a sample of answers, in bytes. */
  body: { average: number; max: number };
  /** The server's highest resident memory during the scenario (bytes); null for the ceiling. */
  serverPeakRssBytes: number | null;
}

/**
 * A scenario over its repeats: each figure the median of the repeats' (medianOfRepeats), the
 * failure counts their sum, and every repeat's main figures in `runs`.
 */
export interface ScenarioResult extends ScenarioRepeat {
  runs: Array<{
    requestsPerSecond: number;
    p50: number;
    p99: number;
    ratioToCeiling: number | null;
  }>;
}

export interface DatasetResult {
  /** The size the seed generator grew the database to: what the budgets are read at. */
  size: number;
  /** The biodatas it held: the size and those of the members earlier sizes' runs signed up. */
  biodatas: number;
  premiumOwners: number;
  /** Seconds the seed generator took to grow the database to this size (0: already there). */
  seedSeconds: number;
  scenarios: ScenarioResult[];
  /** The server's peak resident memory over a repeat's whole run (VmHWM), median of repeats. */
  serverPeakRssBytes: number;
}

export interface BenchResults {
  mode: 'full' | 'quick';
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; postgres: string };
  settings: {
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
    lighthouseRuns: number;
    /** How many times each size's scenarios ran, a fresh server each time. */
    repeats: number;
  };
  datasets: DatasetResult[];
  /**
   * Photo uploads (issue 22) on the last size's servers: every upload's time, over the repeats,
   * the largest card rendition made, and the server's peak memory while they ran (median).
   */
  photos?: {
    uploadsAtOnce: number;
    uploadMs: number[];
    failures: number;
    largestCardBytes: number;
    serverPeakRssBytes: number;
  } | null;
  frontend: {
    bundles: RouteBundle[];
    /** The Bengali font files, outside the first-load budget: a page downloads the faces it shows. */
    fonts?: FontFile[];
    lighthouse: LighthouseResult[];
    /** The last size's hello-world ceiling (req/s), to compare Lighthouse runs on other hours. */
    ceilingRequestsPerSecond: number | null;
  } | null;
}

export interface BudgetCheck {
  name: string;
  limit: string;
  measured: string;
  /** null: not measured in this run (e.g. a quick run has no 1,000,000 dataset). */
  isMet: boolean | null;
}

const MB = 1024 * 1024;
const LARGE = 1_000_000;
const MEDIUM = 100_000;

// The budgets of issue 17, exported so the tests read the same numbers.
export const SEARCH_P99_MS = 40;
/** Listing search's requests per second over the hello-world ceiling's, at least. */
export const SEARCH_SHARE_OF_CEILING = 0.13;
/** Listing search's requests per second over `health`'s (one database round trip), at least. */
export const SEARCH_SHARE_OF_HEALTH = 0.45;
/**
 * Search throughput at 1,000,000 over that at 100,000, at least: the median of the repeats'
 * ratios, each repeat measuring the two sizes seconds apart (`pairedRatio`).
 */
export const SEARCH_SCALING = 0.8;
/** The largest listing answer, strictly under. */
export const LISTING_BODY_BYTES = 10 * 1024;
export const DETAILS_P99_MS = 30;
/** Suggested for you (issue 20). */
export const MATCHES_P99_MS = 100;
export const PREMIUM_P99_MS = 20;
export const SERVER_PEAK_RSS_BYTES = 300 * MB;
/** Processing an uploaded 12-megapixel JPEG, four uploads at a time: p95 at most (issue 22). */
export const PHOTO_UPLOAD_P95_MS = 1500;
/** A card rendition, at most. */
export const PHOTO_CARD_BYTES = 30 * 1024;
/** What a first visit to any route downloads, JS + CSS, gzip. */
export const ROUTE_FIRST_LOAD_BYTES = 150 * 1024;
export const LIGHTHOUSE_PERFORMANCE = 95;
export const LIGHTHOUSE_TBT_MS = 150;
export const LIGHTHOUSE_ACCESSIBILITY = 100;
export const LIGHTHOUSE_BEST_PRACTICES = 95;
/** The pages Lighthouse runs on by default, and the ones the budgets judge. */
/** The pages Lighthouse judges, each in both languages (frontend.ts pageLabel). */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/matremony/allData',
  '/ [bn]',
  '/matremony/allData [bn]',
] as const;

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const bytes = (value: number) =>
  value >= MB
    ? `${format.format(value / MB)} MB`
    : value >= 1024
      ? `${format.format(value / 1024)} KB`
      : `${Math.round(value)} B`;
const ms = (value: number) => `${format.format(value)} ms`;
const percent = (ratio: number) => `${format.format(ratio * 100)}%`;

/** The value `share` (0 to 1) of the way up the sorted values (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) throw new Error('percentile needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** The middle value; of an even number, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * One scenario's repeats as one result: each figure the median of the repeats' (the ratio to
 * the ceiling too, each repeat's against its own ceiling), and the failure counts summed, so a
 * single failing repeat still shows. One repeat's figures move with what else the machine does;
 * the median of three does not follow one bad run.
 */
export function medianOfRepeats(repeats: readonly ScenarioRepeat[]): ScenarioResult {
  const first = repeats[0];
  if (!first) throw new Error('medianOfRepeats needs at least one repeat');
  const medianOf = (figure: (repeat: ScenarioRepeat) => number) => median(repeats.map(figure));
  const ratios = repeats.flatMap((repeat) =>
    repeat.ratioToCeiling === null ? [] : [repeat.ratioToCeiling],
  );
  const peaks = repeats.flatMap((repeat) =>
    repeat.serverPeakRssBytes === null ? [] : [repeat.serverPeakRssBytes],
  );
  return {
    name: first.name,
    description: first.description,
    requests: medianOf((repeat) => repeat.requests),
    requestsPerSecond: medianOf((repeat) => repeat.requestsPerSecond),
    latencyMs: {
      p50: medianOf((repeat) => repeat.latencyMs.p50),
      p99: medianOf((repeat) => repeat.latencyMs.p99),
      max: medianOf((repeat) => repeat.latencyMs.max),
    },
    non2xx: sum(repeats.map((repeat) => repeat.non2xx)),
    errors: sum(repeats.map((repeat) => repeat.errors)),
    timeouts: sum(repeats.map((repeat) => repeat.timeouts)),
    bytesPerResponse: medianOf((repeat) => repeat.bytesPerResponse),
    ratioToCeiling: ratios.length > 0 ? median(ratios) : null,
    body: {
      average: medianOf((repeat) => repeat.body.average),
      max: medianOf((repeat) => repeat.body.max),
    },
    serverPeakRssBytes: peaks.length > 0 ? median(peaks) : null,
    runs: repeats.map((repeat) => ({
      requestsPerSecond: repeat.requestsPerSecond,
      p50: repeat.latencyMs.p50,
      p99: repeat.latencyMs.p99,
      ratioToCeiling: repeat.ratioToCeiling,
    })),
  };
}

/**
 * Several Lighthouse runs on one page as one result: each figure the median of the runs',
 * taken separately (the run with the median score need not have the median blocking time), with
 * every run's judged figures and the range of the host's benchmark index kept. One run's score
 * moves by several points with what else the machine is doing; Lighthouse's own advice is the
 * median of five (docs/variability.md in its repository).
 */
export function medianOfLighthouseRuns(runs: readonly LighthouseRun[]): LighthouseResult {
  const first = runs[0];
  if (!first) throw new Error('medianOfLighthouseRuns needs at least one run');
  const medianOf = (figure: (run: LighthouseRun) => number) => median(runs.map(figure));
  const indexes = runs.map((run) => run.benchmarkIndex);
  return {
    url: first.url,
    language: first.language,
    performance: medianOf((run) => run.performance),
    accessibility: medianOf((run) => run.accessibility),
    bestPractices: medianOf((run) => run.bestPractices),
    metrics: {
      fcpMs: medianOf((run) => run.metrics.fcpMs),
      lcpMs: medianOf((run) => run.metrics.lcpMs),
      tbtMs: medianOf((run) => run.metrics.tbtMs),
      cls: medianOf((run) => run.metrics.cls),
      speedIndexMs: medianOf((run) => run.metrics.speedIndexMs),
      mainThreadMs: medianOf((run) => run.metrics.mainThreadMs),
    },
    benchmarkIndex: median(indexes),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    runs: runs.map((run) => ({
      performance: run.performance,
      tbtMs: run.metrics.tbtMs,
      mainThreadMs: run.metrics.mainThreadMs,
      benchmarkIndex: run.benchmarkIndex,
    })),
    benchmarkIndexRange: { min: Math.min(...indexes), max: Math.max(...indexes) },
  };
}

/**
 * Throughput at 1,000,000 over throughput at 100,000, repeat by repeat: the runner measures each
 * scenario on every size in turn, seconds apart (ADR 0051), so each repeat's pair ran on the same
 * machine speed, and the machine's drift between repeats (a quarter in one full run) stays out of
 * the ratio. Judged on the median of the repeats' ratios. Null unless both sizes were measured
 * with as many repeats.
 */
function pairedRatio(
  large: ScenarioResult | undefined,
  medium: ScenarioResult | undefined,
): { median: number; runs: number[] } | null {
  if (!large || !medium || large.runs.length !== medium.runs.length || large.runs.length === 0) {
    return null;
  }
  const runs = large.runs.map(
    (run, index) => run.requestsPerSecond / (medium.runs[index]?.requestsPerSecond ?? Number.NaN),
  );
  return { median: median(runs), runs };
}

function scenarioOf(results: BenchResults, size: number, name: string) {
  return results.datasets
    .find((dataset) => dataset.size === size)
    ?.scenarios.find((scenario) => scenario.name === name);
}

/**
 * The budgets of issue 17, checked against the medians of the repeats (on the full run's
 * datasets). A budget whose figures this run did not measure says so; it is never met.
 */
export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const notMeasured = (name: string, limit: string) =>
    checks.push({ name, limit, measured: 'not measured in this run', isMet: null });

  /**
   * A ratio that must reach `minimum`; `null` when this run did not measure both sides. `against`
   * follows the limit, `detail` the measured figure.
   */
  const atLeast = (
    name: string,
    minimum: number,
    ratio: number | null,
    { against = '', detail = '' } = {},
  ) => {
    const limit = `≥ ${percent(minimum)}${against}`;
    if (ratio === null) notMeasured(name, limit);
    else checks.push({ name, limit, measured: percent(ratio) + detail, isMet: ratio >= minimum });
  };

  const health = scenarioOf(results, LARGE, 'health');
  const mediumHealth = scenarioOf(results, MEDIUM, 'health');

  // The plain listing search, and issue 20's with "More filters", under the same budgets.
  for (const [scenarioName, label] of [
    ['search', 'Listing search'],
    ['search-more', 'Search with More filters'],
  ] as const) {
    const search = scenarioOf(results, LARGE, scenarioName);
    if (search) {
      const failures = search.non2xx + search.errors + search.timeouts;
      checks.push({
        name: `${label} at 1,000,000: p99`,
        limit: `≤ ${SEARCH_P99_MS} ms`,
        measured:
          ms(search.latencyMs.p99) + runsNote(search.runs.map((run) => format.format(run.p99))),
        isMet: search.latencyMs.p99 <= SEARCH_P99_MS,
      });
      checks.push({
        name: `${label} at 1,000,000: non-2xx, errors, timeouts`,
        limit: '0',
        measured: String(failures),
        isMet: failures === 0,
      });
    } else {
      notMeasured(
        `${label} at 1,000,000: p99`,
        `≤ ${SEARCH_P99_MS} ms, no non-2xx, errors or timeouts`,
      );
    }
    const searchMedium = scenarioOf(results, MEDIUM, scenarioName);
    atLeast(
      `${label} at 1,000,000: share of the ceiling`,
      SEARCH_SHARE_OF_CEILING,
      search?.ratioToCeiling ?? null,
    );
    if (scenarioName === 'search') {
      atLeast(
        `${label} at 1,000,000: share of health`,
        SEARCH_SHARE_OF_HEALTH,
        search && health ? search.requestsPerSecond / health.requestsPerSecond : null,
      );
    }
    const scaling = pairedRatio(search, searchMedium);
    const healthScaling = pairedRatio(health, mediumHealth);
    atLeast(
      `${label === 'Listing search' ? 'Search' : label} throughput at 1,000,000 over 100,000`,
      SEARCH_SCALING,
      scaling?.median ?? null,
      {
        against: ', median of the repeats, each size in turn',
        detail: scaling
          ? ` (repeats ${scaling.runs.map((ratio) => percent(ratio)).join(', ')}` +
            (healthScaling ? `; health's ${percent(healthScaling.median)})` : ')')
          : '',
      },
    );
  }

  const bodyName = 'Largest listing response, every dataset';
  const listingBodies = results.datasets.flatMap((dataset) =>
    dataset.scenarios.filter((scenario) => scenario.name.startsWith('search')),
  );
  if (listingBodies.length > 0) {
    const largest = Math.max(...listingBodies.map((scenario) => scenario.body.max));
    checks.push({
      name: bodyName,
      limit: `< ${bytes(LISTING_BODY_BYTES)}`,
      measured: bytes(largest),
      isMet: largest < LISTING_BODY_BYTES,
    });
  } else {
    notMeasured(bodyName, `< ${bytes(LISTING_BODY_BYTES)}`);
  }

  for (const [name, limitMs] of [
    ['details', DETAILS_P99_MS],
    ['premium-asc', PREMIUM_P99_MS],
    ['premium-desc', PREMIUM_P99_MS],
    ['matches', MATCHES_P99_MS],
  ] as const) {
    const scenario = scenarioOf(results, LARGE, name);
    if (scenario) {
      checks.push({
        name: `${name} at 1,000,000: p99`,
        limit: `≤ ${limitMs} ms`,
        measured:
          ms(scenario.latencyMs.p99) + runsNote(scenario.runs.map((run) => format.format(run.p99))),
        isMet: scenario.latencyMs.p99 <= limitMs,
      });
    } else {
      notMeasured(`${name} at 1,000,000: p99`, `≤ ${limitMs} ms`);
    }
  }

  // Only datasets whose server was under load: a run without load scenarios measured no peak.
  const memoryName = 'Server memory under load (peak resident)';
  const loaded = results.datasets.filter((dataset) =>
    dataset.scenarios.some((scenario) => scenario.serverPeakRssBytes !== null),
  );
  if (loaded.length > 0) {
    const peak = Math.max(...loaded.map((dataset) => dataset.serverPeakRssBytes));
    checks.push({
      name: memoryName,
      limit: `≤ ${bytes(SERVER_PEAK_RSS_BYTES)}`,
      measured: bytes(peak),
      isMet: peak <= SERVER_PEAK_RSS_BYTES,
    });
  } else {
    notMeasured(memoryName, `≤ ${bytes(SERVER_PEAK_RSS_BYTES)}`);
  }

  const { photos } = results;
  const uploadName = 'Photo upload, 12-megapixel JPEG, 4 at a time: p95';
  const cardName = 'Photo card rendition, largest';
  const photoMemoryName = 'Server memory while 4 photos upload at once (peak resident)';
  if (photos && photos.uploadMs.length > 0) {
    const p95 = percentile(photos.uploadMs, 0.95);
    checks.push({
      name: uploadName,
      limit: `≤ ${ms(PHOTO_UPLOAD_P95_MS)}, no failures`,
      measured: `${ms(p95)} of ${photos.uploadMs.length}, ${photos.failures} failed`,
      isMet: p95 <= PHOTO_UPLOAD_P95_MS && photos.failures === 0,
    });
    checks.push({
      name: cardName,
      limit: `≤ ${bytes(PHOTO_CARD_BYTES)}`,
      measured: bytes(photos.largestCardBytes),
      isMet: photos.largestCardBytes <= PHOTO_CARD_BYTES,
    });
    checks.push({
      name: photoMemoryName,
      limit: `≤ ${bytes(SERVER_PEAK_RSS_BYTES)}`,
      measured: bytes(photos.serverPeakRssBytes),
      isMet: photos.serverPeakRssBytes <= SERVER_PEAK_RSS_BYTES,
    });
  } else {
    notMeasured(uploadName, `≤ ${ms(PHOTO_UPLOAD_P95_MS)}, no failures`);
    notMeasured(cardName, `≤ ${bytes(PHOTO_CARD_BYTES)}`);
    notMeasured(photoMemoryName, `≤ ${bytes(SERVER_PEAK_RSS_BYTES)}`);
  }

  const bundles = results.frontend?.bundles ?? [];
  for (const bundle of bundles) {
    const firstLoad = bundle.js.gzip + bundle.css.gzip;
    checks.push({
      name: `First load of ${bundle.route}, JS + CSS (gzip)`,
      limit: `≤ ${bytes(ROUTE_FIRST_LOAD_BYTES)}`,
      measured: bytes(firstLoad),
      isMet: firstLoad <= ROUTE_FIRST_LOAD_BYTES,
    });
  }
  if (bundles.length === 0) {
    notMeasured('First load of every route, JS + CSS (gzip)', `≤ ${bytes(ROUTE_FIRST_LOAD_BYTES)}`);
  }

  for (const path of LIGHTHOUSE_PAGES) {
    const page = results.frontend?.lighthouse.find(
      (each) => pageLabel(new URL(each.url).pathname, each.language) === path,
    );
    const name = `Lighthouse mobile ${path}`;
    if (!page) {
      notMeasured(
        name,
        `median performance ≥ ${LIGHTHOUSE_PERFORMANCE}, median TBT ≤ ${LIGHTHOUSE_TBT_MS} ms, ` +
          `accessibility ${LIGHTHOUSE_ACCESSIBILITY}, best practices ≥ ${LIGHTHOUSE_BEST_PRACTICES}`,
      );
      continue;
    }
    checks.push({
      name: `${name}: median performance`,
      limit: `≥ ${LIGHTHOUSE_PERFORMANCE}`,
      measured:
        format.format(page.performance) +
        runsNote(page.runs.map((run) => format.format(run.performance))),
      isMet: page.performance >= LIGHTHOUSE_PERFORMANCE,
    });
    checks.push({
      name: `${name}: median total blocking time`,
      limit: `≤ ${LIGHTHOUSE_TBT_MS} ms`,
      measured: ms(page.metrics.tbtMs) + runsNote(page.runs.map((run) => format.format(run.tbtMs))),
      isMet: page.metrics.tbtMs <= LIGHTHOUSE_TBT_MS,
    });
    checks.push({
      name: `${name}: accessibility / best practices`,
      limit: `${LIGHTHOUSE_ACCESSIBILITY} / ≥ ${LIGHTHOUSE_BEST_PRACTICES}`,
      measured: `${format.format(page.accessibility)} / ${format.format(page.bestPractices)}`,
      isMet:
        page.accessibility === LIGHTHOUSE_ACCESSIBILITY &&
        page.bestPractices >= LIGHTHOUSE_BEST_PRACTICES,
    });
  }
  return checks;
}

/** " (median of 93, 100, 99)" when the figure is the median of several runs. */
function runsNote(runs: readonly string[]): string {
  return runs.length > 1 ? ` (median of ${runs.join(', ')})` : '';
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** "2,600, 2,523, 2,700 (2,523–2,700)": every repeat's figure, then their spread. */
function runsWithSpread(values: readonly number[], unit = ''): string {
  const each = values.map((value) => format.format(value)).join(', ');
  const spread = `${format.format(Math.min(...values))}–${format.format(Math.max(...values))}`;
  return `${each}${unit} (${spread})`;
}

export function toMarkdown(results: BenchResults, budgets: BudgetCheck[]): string {
  const { machine, settings } = results;
  const hasRepeats = settings.repeats > 1;
  const parts = [
    `# Benchmark results (${results.mode})`,
    '',
    `Run ${results.startedAt} to ${results.finishedAt} on ${machine.cpus} × ${machine.cpuModel}, ` +
      `${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres}. Load: autocannon, ` +
      `${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ` +
      `${settings.durationSeconds} s per scenario, against the production build; the load ` +
      'generator, the server and PostgreSQL share the machine. Made by `npm run bench`.',
    ...(hasRepeats
      ? [
          '',
          `Each size's scenarios ran ${settings.repeats} times, on a freshly started server ` +
            'each time; in each run, every scenario ran on each size in turn, seconds apart ' +
            '(smallest first in odd runs, largest first in even ones). Every figure is the median of those runs (the share of the ceiling ' +
            "taken in each run against that run's ceiling), except non-2xx and errors: their " +
            'sum, so one failing run shows.',
        ]
      : []),
    '',
    '## Budgets',
    '',
    table(
      ['budget', 'limit', 'measured', 'met'],
      budgets.map((check) => [
        check.name,
        check.limit,
        check.measured,
        check.isMet === null ? '–' : check.isMet ? 'yes' : '**no**',
      ]),
    ),
  ];
  for (const dataset of results.datasets) {
    parts.push(
      '',
      `## ${format.format(dataset.biodatas)} biodatas`,
      '',
      `${format.format(dataset.premiumOwners)} premium owners; seeding took ` +
        `${format.format(dataset.seedSeconds)} s; server peak resident memory ` +
        `${bytes(dataset.serverPeakRssBytes)}.`,
      '',
      table(
        [
          'scenario',
          'req/s',
          'of ceiling',
          'p50',
          'p99',
          'non-2xx',
          'errors',
          'body (avg / max)',
          'server peak',
          ...(hasRepeats ? ['req/s by run (min–max)', 'p99 by run (min–max)'] : []),
        ],
        dataset.scenarios.map((scenario) => [
          scenario.name,
          format.format(scenario.requestsPerSecond),
          scenario.ratioToCeiling === null ? '–' : percent(scenario.ratioToCeiling),
          ms(scenario.latencyMs.p50),
          ms(scenario.latencyMs.p99),
          String(scenario.non2xx),
          String(scenario.errors + scenario.timeouts),
          `${bytes(scenario.body.average)} / ${bytes(scenario.body.max)}`,
          scenario.serverPeakRssBytes === null ? '–' : bytes(scenario.serverPeakRssBytes),
          ...(hasRepeats
            ? [
                runsWithSpread(scenario.runs.map((run) => run.requestsPerSecond)),
                runsWithSpread(
                  scenario.runs.map((run) => run.p99),
                  ' ms',
                ),
              ]
            : []),
        ]),
      ),
    );
  }
  if (results.photos && results.photos.uploadMs.length > 0) {
    const { photos } = results;
    parts.push(
      '',
      '## Photo uploads',
      '',
      `12-megapixel JPEGs (4000 × 3000, quality 90, fine detail), ${photos.uploadsAtOnce} uploads ` +
        'at a time by one member, on the last size’s servers: the time from the request to the ' +
        'answer (the server checks, decodes and writes three renditions), over every repeat.',
      '',
      table(
        ['uploads', 'p50', 'p95', 'max', 'failed', 'largest card', 'server peak'],
        [
          [
            String(photos.uploadMs.length),
            ms(percentile(photos.uploadMs, 0.5)),
            ms(percentile(photos.uploadMs, 0.95)),
            ms(Math.max(...photos.uploadMs)),
            String(photos.failures),
            bytes(photos.largestCardBytes),
            bytes(photos.serverPeakRssBytes),
          ],
        ],
      ),
    );
  }
  if (results.frontend) {
    const { ceilingRequestsPerSecond } = results.frontend;
    parts.push(
      '',
      '## Front end',
      '',
      'What a first visit to each route downloads (production build; gzip at level 9).',
      '',
      table(
        ['route', 'JS', 'JS gzip', 'CSS', 'CSS gzip', 'total gzip'],
        results.frontend.bundles.map((bundle) => [
          bundle.route,
          bytes(bundle.js.raw),
          bytes(bundle.js.gzip),
          bytes(bundle.css.raw),
          bytes(bundle.css.gzip),
          bytes(bundle.js.gzip + bundle.css.gzip),
        ]),
      ),
    );
    if (results.frontend.fonts?.length) {
      parts.push(
        '',
        'Font files, outside the budget above: a page downloads a face only when Bengali text in ' +
          'it is on screen (woff2, already compressed).',
        '',
        table(
          ['font file', 'size'],
          results.frontend.fonts.map((font) => [font.file, bytes(font.bytes)]),
        ),
      );
    }
    if (results.frontend.lighthouse.length > 0) {
      parts.push(
        '',
        'Lighthouse 12, mobile emulation with simulated throttling, system Chromium, ' +
          `${settings.lighthouseRuns} run${settings.lighthouseRuns === 1 ? '' : 's'} a page; ` +
          "each figure is the median of the page's runs, taken separately, with every run's " +
          "beside it. How fast the machine was: Lighthouse's benchmark index (higher is " +
          'faster) and the hello-world ceiling of this run, for comparing runs on other hours.',
        '',
        table(
          [
            'page',
            'performance (runs)',
            'TBT (runs)',
            'main-thread work',
            'benchmark index (min–max)',
            'ceiling',
            'accessibility',
            'best practices',
            'FCP',
            'LCP',
            'CLS',
          ],
          results.frontend.lighthouse.map((page) => [
            pageLabel(new URL(page.url).pathname, page.language),
            `${format.format(page.performance)} (${page.runs.map((run) => run.performance).join(', ')})`,
            `${ms(page.metrics.tbtMs)} (${page.runs.map((run) => run.tbtMs).join(', ')})`,
            ms(page.metrics.mainThreadMs),
            `${format.format(page.benchmarkIndex)} (${format.format(page.benchmarkIndexRange.min)}–` +
              `${format.format(page.benchmarkIndexRange.max)})`,
            ceilingRequestsPerSecond === null
              ? '–'
              : `${format.format(ceilingRequestsPerSecond)} req/s`,
            format.format(page.accessibility),
            format.format(page.bestPractices),
            ms(page.metrics.fcpMs),
            ms(page.metrics.lcpMs),
            format.format(page.metrics.cls),
          ]),
        ),
      );
    }
  }
  return `${parts.join('\n')}\n`;
}

/** Writes `<name>.json` and `<name>.md` into the results folder; answers the markdown's path. */
export function writeResults(
  folder: string,
  name: string,
  results: BenchResults,
  budgets: BudgetCheck[],
): string {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, `${name}.json`),
    `${JSON.stringify({ ...results, budgets }, null, 2)}\n`,
  );
  const markdown = join(folder, `${name}.md`);
  writeFileSync(markdown, toMarkdown(results, budgets));
  return markdown;
}
