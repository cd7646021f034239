import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseResult } from './frontend';
import { checkBudgets, type BenchResults, type ScenarioResult } from './report';

function scenario(name: string, figures: Partial<ScenarioResult> = {}): ScenarioResult {
  return {
    name,
    description: name,
    requests: 1000,
    requestsPerSecond: 1000,
    latencyMs: { p50: 5, p99: 10, max: 20 },
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    bytesPerResponse: 1000,
    ratioToCeiling: 0.5,
    body: { average: 1000, max: 1000 },
    serverPeakRssBytes: 100 * 1024 * 1024,
    ...figures,
  };
}

function lighthouseRun(performance: number): LighthouseResult {
  return {
    url: 'http://127.0.0.1/',
    performance,
    accessibility: 100,
    bestPractices: 100,
    metrics: { fcpMs: 1, lcpMs: 1, tbtMs: 1, cls: 0, speedIndexMs: 1 },
    failedAudits: [],
  };
}

/** A full run whose figures all meet the budgets, with the large search's figures given. */
function resultsWith({
  search = {},
  mediumSearch = {},
}: {
  search?: Partial<ScenarioResult>;
  mediumSearch?: Partial<ScenarioResult>;
}): BenchResults {
  const dataset = (biodatas: number, searchFigures: Partial<ScenarioResult>) => ({
    biodatas,
    premiumOwners: 0,
    seedSeconds: 0,
    serverPeakRssBytes: 200 * 1024 * 1024,
    scenarios: [
      scenario('search', searchFigures),
      ...['details', 'premium-asc', 'premium-desc'].map((name) => scenario(name)),
    ],
  });
  return {
    mode: 'full',
    startedAt: '',
    finishedAt: '',
    machine: { cpus: 2, cpuModel: '', memoryGiB: 24, node: '', postgres: '' },
    settings: { connections: 50, durationSeconds: 20, warmupSeconds: 3, lighthouseRuns: 5 },
    datasets: [dataset(100_000, mediumSearch), dataset(1_000_000, search)],
    frontend: null,
  };
}

function verdict(results: BenchResults, name: string): boolean | null | undefined {
  return checkBudgets(results).find((check) => check.name === name)?.isMet;
}

describe('the budgets of issue 6', () => {
  it('meets the search p99 at 50 ms and misses it above', () => {
    const name = 'Listing search at 1,000,000: p99';
    expect(
      verdict(resultsWith({ search: { latencyMs: { p50: 9, p99: 50, max: 80 } } }), name),
    ).toBe(true);
    expect(
      verdict(resultsWith({ search: { latencyMs: { p50: 9, p99: 51, max: 80 } } }), name),
    ).toBe(false);
  });

  it('meets the share of the ceiling at 10% and misses it below', () => {
    const name = 'Listing search at 1,000,000: share of the ceiling';
    expect(verdict(resultsWith({ search: { ratioToCeiling: 0.1 } }), name)).toBe(true);
    expect(verdict(resultsWith({ search: { ratioToCeiling: 0.099 } }), name)).toBe(false);
  });

  it('compares the throughput at 1,000,000 with the one at 100,000, 75% at least', () => {
    const name = 'Search throughput at 1,000,000 over 100,000';
    const medium = { requestsPerSecond: 2000 };
    expect(
      verdict(resultsWith({ search: { requestsPerSecond: 1500 }, mediumSearch: medium }), name),
    ).toBe(true);
    expect(
      verdict(resultsWith({ search: { requestsPerSecond: 1499 }, mediumSearch: medium }), name),
    ).toBe(false);
  });

  it('counts non-2xx answers, errors and timeouts against the search', () => {
    const name = 'Listing search at 1,000,000: non-2xx';
    expect(verdict(resultsWith({}), name)).toBe(true);
    expect(verdict(resultsWith({ search: { timeouts: 1 } }), name)).toBe(false);
  });

  it('says a budget was not measured when its dataset is missing, rather than met', () => {
    const results = resultsWith({});
    results.datasets = results.datasets.filter((dataset) => dataset.biodatas === 100_000);
    expect(verdict(results, 'Search throughput at 1,000,000 over 100,000')).toBeNull();
    expect(verdict(results, 'details at 1,000,000: p99')).toBeNull();
  });
});

describe('medianRun', () => {
  it('takes the run with the median performance score, keeping every score in run order', () => {
    const median = medianRun([91, 100, 98, 94, 98].map(lighthouseRun));
    expect(median.performance).toBe(98);
    expect(median.performanceRuns).toEqual([91, 100, 98, 94, 98]);
  });

  it('takes the lower middle run of an even number', () => {
    expect(medianRun([97, 90, 99, 93].map(lighthouseRun)).performance).toBe(93);
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([])).toThrow();
  });
});
