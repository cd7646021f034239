import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LighthouseResult, RouteBundle } from './frontend';
import type { LoadResult } from './load';

export interface ScenarioResult extends LoadResult {
  name: string;
  description: string;
  /** Requests per second over the ceiling's, in the same dataset's run. */
  ratioToCeiling: number | null;
  /** Average and largest body of a sample of answers, in bytes. */
  body: { average: number; max: number };
  /** The server's highest resident memory during the scenario (bytes); null for the ceiling. */
  serverPeakRssBytes: number | null;
}

export interface DatasetResult {
  biodatas: number;
  premiumOwners: number;
  /** Seconds the seed generator took to grow the database to this size (0: already there). */
  seedSeconds: number;
  scenarios: ScenarioResult[];
  /** The server's peak resident memory over the whole dataset's run (VmHWM). */
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
  };
  datasets: DatasetResult[];
  frontend: { bundles: RouteBundle[]; lighthouse: LighthouseResult[] } | null;
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

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const bytes = (value: number) =>
  value >= MB
    ? `${format.format(value / MB)} MB`
    : value >= 1024
      ? `${format.format(value / 1024)} KB`
      : `${Math.round(value)} B`;
const ms = (value: number) => `${format.format(value)} ms`;

function scenarioOf(results: BenchResults, size: number, name: string) {
  return results.datasets
    .find((dataset) => dataset.biodatas === size)
    ?.scenarios.find((scenario) => scenario.name === name);
}

/** The budgets of issue 6, checked against the figures (on the full run's datasets). */
export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const notMeasured = (name: string, limit: string) =>
    checks.push({ name, limit, measured: 'not measured in this run', isMet: null });

  const search = scenarioOf(results, LARGE, 'search');
  if (search) {
    checks.push({
      name: 'Listing search at 1,000,000: p99',
      limit: '≤ 50 ms',
      measured: ms(search.latencyMs.p99),
      isMet: search.latencyMs.p99 <= 50,
    });
    checks.push({
      name: 'Listing search at 1,000,000: non-2xx',
      limit: '0',
      measured: String(search.non2xx + search.errors + search.timeouts),
      isMet: search.non2xx + search.errors + search.timeouts === 0,
    });
    checks.push({
      name: 'Listing search at 1,000,000: share of the ceiling',
      limit: '≥ 10%',
      measured: `${format.format((search.ratioToCeiling ?? 0) * 100)}%`,
      isMet: (search.ratioToCeiling ?? 0) >= 0.1,
    });
  } else {
    notMeasured('Listing search at 1,000,000', 'p99 ≤ 50 ms, no non-2xx, ≥ 10% of the ceiling');
  }

  const searchMedium = scenarioOf(results, MEDIUM, 'search');
  if (search && searchMedium) {
    const ratio = search.requestsPerSecond / searchMedium.requestsPerSecond;
    checks.push({
      name: 'Search throughput at 1,000,000 over 100,000',
      limit: '≥ 75%',
      measured: `${format.format(ratio * 100)}%`,
      isMet: ratio >= 0.75,
    });
  } else {
    notMeasured('Search throughput at 1,000,000 over 100,000', '≥ 75%');
  }

  const listingBodies = results.datasets.flatMap((dataset) =>
    dataset.scenarios.filter((scenario) => scenario.name.startsWith('search')),
  );
  if (listingBodies.length > 0) {
    const largest = Math.max(...listingBodies.map((scenario) => scenario.body.max));
    checks.push({
      name: 'Largest listing response, every dataset',
      limit: '< 10 KB',
      measured: bytes(largest),
      isMet: largest < 10 * 1024,
    });
  }

  for (const name of ['details', 'premium-asc', 'premium-desc']) {
    const scenario = scenarioOf(results, LARGE, name);
    if (scenario) {
      checks.push({
        name: `${name} at 1,000,000: p99`,
        limit: '≤ 30 ms',
        measured: ms(scenario.latencyMs.p99),
        isMet: scenario.latencyMs.p99 <= 30,
      });
    } else {
      notMeasured(`${name} at 1,000,000: p99`, '≤ 30 ms');
    }
  }

  if (results.datasets.length > 0) {
    const peak = Math.max(...results.datasets.map((dataset) => dataset.serverPeakRssBytes));
    checks.push({
      name: 'Server memory under load (peak resident)',
      limit: '≤ 300 MB',
      measured: bytes(peak),
      isMet: peak <= 300 * MB,
    });
  }

  const home = results.frontend?.bundles.find((bundle) => bundle.route === '/');
  if (home) {
    const initial = home.js.gzip + home.css.gzip;
    checks.push({
      name: 'Home route initial JS + CSS (gzip)',
      limit: '≤ 150 KB',
      measured: bytes(initial),
      isMet: initial <= 150 * 1024,
    });
  }
  for (const page of results.frontend?.lighthouse ?? []) {
    const path = new URL(page.url).pathname;
    checks.push({
      name: `Lighthouse mobile ${path}`,
      limit: 'performance ≥ 95, accessibility 100, best practices ≥ 95',
      measured: `${page.performance} / ${page.accessibility} / ${page.bestPractices}${runsNote(page)}`,
      isMet: page.performance >= 95 && page.accessibility === 100 && page.bestPractices >= 95,
    });
  }
  return checks;
}

/** " (median of 93, 100, 99)" when the figure is the median of several runs. */
function runsNote(page: LighthouseResult): string {
  const runs = page.performanceRuns ?? [];
  return runs.length > 1 ? ` (median of ${runs.join(', ')})` : '';
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function toMarkdown(results: BenchResults, budgets: BudgetCheck[]): string {
  const { machine, settings } = results;
  const parts = [
    `# Benchmark results (${results.mode})`,
    '',
    `Run ${results.startedAt} to ${results.finishedAt} on ${machine.cpus} × ${machine.cpuModel}, ` +
      `${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres}. Load: autocannon, ` +
      `${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ` +
      `${settings.durationSeconds} s per scenario, against the production build; the load ` +
      'generator, the server and PostgreSQL share the machine. Made by `npm run bench`.',
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
        ],
        dataset.scenarios.map((scenario) => [
          scenario.name,
          format.format(scenario.requestsPerSecond),
          scenario.ratioToCeiling === null
            ? '–'
            : `${format.format(scenario.ratioToCeiling * 100)}%`,
          ms(scenario.latencyMs.p50),
          ms(scenario.latencyMs.p99),
          String(scenario.non2xx),
          String(scenario.errors + scenario.timeouts),
          `${bytes(scenario.body.average)} / ${bytes(scenario.body.max)}`,
          scenario.serverPeakRssBytes === null ? '–' : bytes(scenario.serverPeakRssBytes),
        ]),
      ),
    );
  }
  if (results.frontend) {
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
      '',
      `Lighthouse 12, mobile emulation with simulated throttling, system Chromium; each page's figures are its median run of ${settings.lighthouseRuns} (by performance score).`,
      '',
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS'],
        results.frontend.lighthouse.map((page) => [
          new URL(page.url).pathname,
          `${page.performance}${runsNote(page)}`,
          String(page.accessibility),
          String(page.bestPractices),
          ms(page.metrics.fcpMs),
          ms(page.metrics.lcpMs),
          ms(page.metrics.tbtMs),
          format.format(page.metrics.cls),
        ]),
      ),
    );
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
