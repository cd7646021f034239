import { describe, expect, it } from 'vitest';
import type { Language } from '@bondhon/shared/languages';
import { parsePageLabel, type LighthouseRun, type RouteBundle } from './frontend';
import {
  checkBudgets,
  DETAILS_P99_MS,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_PERFORMANCE,
  LIGHTHOUSE_TBT_MS,
  median,
  medianOfLighthouseRuns,
  percentile,
  PHOTO_CARD_BYTES,
  PHOTO_UPLOAD_P95_MS,
  medianOfRepeats,
  PREMIUM_P99_MS,
  ROUTE_FIRST_LOAD_BYTES,
  SEARCH_P99_MS,
  SEARCH_SCALING,
  SEARCH_SHARE_OF_CEILING,
  SEARCH_SHARE_OF_HEALTH,
  toMarkdown,
  type BenchResults,
  type ScenarioRepeat,
  type ScenarioResult,
} from './report';

function repeat(name: string, figures: Partial<ScenarioRepeat> = {}): ScenarioRepeat {
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

/** A scenario measured once: its own median. */
const scenario = (name: string, figures: Partial<ScenarioRepeat> = {}): ScenarioResult =>
  medianOfRepeats([repeat(name, figures)]);

function lighthouseRun(
  figures: {
    performance?: number;
    tbtMs?: number;
    benchmarkIndex?: number;
    path?: string;
    language?: Language;
  } = {},
): LighthouseRun {
  return {
    url: `http://127.0.0.1${figures.path ?? '/'}`,
    language: figures.language ?? 'en',
    performance: figures.performance ?? 100,
    accessibility: 100,
    bestPractices: 100,
    metrics: {
      fcpMs: 1,
      lcpMs: 1,
      tbtMs: figures.tbtMs ?? 0,
      cls: 0,
      speedIndexMs: 1,
      mainThreadMs: 500,
    },
    benchmarkIndex: figures.benchmarkIndex ?? 1500,
    failedAudits: [],
  };
}

function bundle(route: string, gzipBytes: number): RouteBundle {
  const css = 1000;
  return {
    route,
    js: { raw: gzipBytes * 3, gzip: gzipBytes - css },
    css: { raw: css * 5, gzip: css },
    files: [],
  };
}

/**
 * A full run whose figures all meet the budgets (health twice the search's requests per second),
 * with the figures given in place of those.
 */
function resultsWith({
  search = {},
  mediumSearch = {},
  searchMore = {},
  mediumSearchMore = {},
  matches = {},
  details = {},
  premiumAsc = {},
  health = {},
  mediumHealth = {},
  routeBytes = 100 * 1024,
  performance = 100,
  tbtMs = 0,
  photos = {},
}: {
  search?: Partial<ScenarioRepeat>;
  mediumSearch?: Partial<ScenarioRepeat>;
  searchMore?: Partial<ScenarioRepeat>;
  mediumSearchMore?: Partial<ScenarioRepeat>;
  matches?: Partial<ScenarioRepeat>;
  details?: Partial<ScenarioRepeat>;
  premiumAsc?: Partial<ScenarioRepeat>;
  health?: Partial<ScenarioRepeat>;
  mediumHealth?: Partial<ScenarioRepeat>;
  routeBytes?: number;
  performance?: number;
  tbtMs?: number;
  photos?: Partial<NonNullable<BenchResults['photos']>>;
}): BenchResults {
  const dataset = (size: number, figures: Record<string, Partial<ScenarioRepeat>>) => ({
    size,
    // The members the runs sign up add biodatas beyond the size seeded.
    biodatas: size + 90,
    premiumOwners: 0,
    seedSeconds: 0,
    serverPeakRssBytes: 200 * 1024 * 1024,
    scenarios: [
      scenario('ceiling', { ratioToCeiling: 1, serverPeakRssBytes: null }),
      scenario('health', { requestsPerSecond: 2000, ...figures.health }),
      ...['search', 'search-more', 'matches', 'details', 'premium-asc', 'premium-desc'].map(
        (name) => scenario(name, figures[name]),
      ),
    ],
  });
  return {
    mode: 'full',
    startedAt: '',
    finishedAt: '',
    machine: { cpus: 2, cpuModel: '', memoryGiB: 24, node: '', postgres: '' },
    settings: {
      connections: 50,
      durationSeconds: 20,
      warmupSeconds: 3,
      lighthouseRuns: 5,
      repeats: 1,
    },
    datasets: [
      dataset(100_000, {
        search: mediumSearch,
        'search-more': mediumSearchMore,
        health: mediumHealth,
      }),
      dataset(1_000_000, {
        health,
        search,
        'search-more': searchMore,
        matches,
        details,
        'premium-asc': premiumAsc,
      }),
    ],
    photos: {
      uploadsAtOnce: 4,
      uploadMs: Array.from({ length: 20 }, (_, index) => 400 + index * 10),
      failures: 0,
      largestCardBytes: 20 * 1024,
      serverPeakRssBytes: 250 * 1024 * 1024,
      ...photos,
    },
    frontend: {
      bundles: [bundle('/', 100 * 1024), bundle('/signup', routeBytes)],
      lighthouse: LIGHTHOUSE_PAGES.map((label) =>
        medianOfLighthouseRuns([lighthouseRun({ ...parsePageLabel(label), performance, tbtMs })]),
      ),
      ceilingRequestsPerSecond: 16_000,
    },
  };
}

function verdict(results: BenchResults, name: string): boolean | null | undefined {
  return checkBudgets(results).find((check) => check.name === name)?.isMet;
}

const p99 = (value: number) => ({ latencyMs: { p50: 5, p99: value, max: 100 } });

describe('the budgets of issue 17', () => {
  it('holds the limits the issue set', () => {
    expect([SEARCH_P99_MS, DETAILS_P99_MS, PREMIUM_P99_MS, LIGHTHOUSE_TBT_MS]).toEqual([
      40, 30, 20, 150,
    ]);
    expect([SEARCH_SHARE_OF_CEILING, SEARCH_SHARE_OF_HEALTH, SEARCH_SCALING]).toEqual([
      0.13, 0.45, 0.8,
    ]);
    expect([ROUTE_FIRST_LOAD_BYTES, LIGHTHOUSE_PERFORMANCE]).toEqual([150 * 1024, 95]);
  });

  it('meets every budget with figures inside them, and measures each one', () => {
    const checks = checkBudgets(resultsWith({}));
    expect(checks.filter((check) => check.isMet !== true)).toEqual([]);
  });

  it('meets the search p99 at 40 ms and misses it at 41', () => {
    const name = 'Listing search at 1,000,000: p99';
    expect(verdict(resultsWith({ search: p99(40) }), name)).toBe(true);
    expect(verdict(resultsWith({ search: p99(41) }), name)).toBe(false);
  });

  it('holds the search with More filters to the same p99, share and scaling', () => {
    const p99Name = 'Search with More filters at 1,000,000: p99';
    expect(verdict(resultsWith({ searchMore: p99(40) }), p99Name)).toBe(true);
    expect(verdict(resultsWith({ searchMore: p99(41) }), p99Name)).toBe(false);
    const shareName = 'Search with More filters at 1,000,000: share of the ceiling';
    expect(verdict(resultsWith({ searchMore: { ratioToCeiling: 0.129 } }), shareName)).toBe(false);
    const scalingName = 'Search with More filters throughput at 1,000,000 over 100,000';
    expect(
      verdict(
        resultsWith({
          searchMore: { requestsPerSecond: 799 },
          mediumSearchMore: { requestsPerSecond: 1000 },
        }),
        scalingName,
      ),
    ).toBe(false);
  });

  it('meets the Suggested for you p99 at 100 ms and misses it at 101', () => {
    const name = 'matches at 1,000,000: p99';
    expect(verdict(resultsWith({ matches: p99(100) }), name)).toBe(true);
    expect(verdict(resultsWith({ matches: p99(101) }), name)).toBe(false);
  });

  it('counts non-2xx answers, errors and timeouts against the search', () => {
    const name = 'Listing search at 1,000,000: non-2xx, errors, timeouts';
    expect(verdict(resultsWith({}), name)).toBe(true);
    expect(verdict(resultsWith({ search: { timeouts: 1 } }), name)).toBe(false);
    expect(verdict(resultsWith({ search: { non2xx: 1 } }), name)).toBe(false);
  });

  it('meets the share of the ceiling at 13% and misses it at 12.9%', () => {
    const name = 'Listing search at 1,000,000: share of the ceiling';
    expect(verdict(resultsWith({ search: { ratioToCeiling: 0.13 } }), name)).toBe(true);
    expect(verdict(resultsWith({ search: { ratioToCeiling: 0.129 } }), name)).toBe(false);
  });

  it('meets the share of health at 45% and misses it at 44.9%', () => {
    const name = 'Listing search at 1,000,000: share of health';
    // health answers 2,000 requests a second in these results.
    expect(verdict(resultsWith({ search: { requestsPerSecond: 900 } }), name)).toBe(true);
    expect(verdict(resultsWith({ search: { requestsPerSecond: 898 } }), name)).toBe(false);
  });

  it('compares the throughput at 1,000,000 with the one at 100,000, 80% at least', () => {
    const name = 'Search throughput at 1,000,000 over 100,000';
    const mediumSearch = { requestsPerSecond: 1000 };
    expect(verdict(resultsWith({ search: { requestsPerSecond: 800 }, mediumSearch }), name)).toBe(
      true,
    );
    expect(verdict(resultsWith({ search: { requestsPerSecond: 799 }, mediumSearch }), name)).toBe(
      false,
    );
  });

  it("judges the scaling on the median of the repeats' ratios, each size beside the other", () => {
    const name = 'Search throughput at 1,000,000 over 100,000';
    const runs = (...perSecond: number[]) =>
      medianOfRepeats(
        perSecond.map((requestsPerSecond) => repeat('search', { requestsPerSecond })),
      );
    const at = (large: ScenarioResult, medium: ScenarioResult) => {
      const results = resultsWith({});
      const [mediumSet, largeSet] = results.datasets;
      if (!mediumSet || !largeSet) throw new Error('resultsWith gives both sizes');
      mediumSet.scenarios = mediumSet.scenarios.map((each) =>
        each.name === 'search' ? medium : each,
      );
      largeSet.scenarios = largeSet.scenarios.map((each) =>
        each.name === 'search' ? large : each,
      );
      return checkBudgets(results).find((check) => check.name === name);
    };
    // The machine slows by half over the repeats; each repeat's pair slows together.
    const medium = runs(2000, 1500, 1000);
    expect(at(runs(1600, 1185, 900), medium)).toMatchObject({
      isMet: true,
      measured: "80% (repeats 80%, 79%, 90%; health's 100%)",
    });
    expect(at(runs(1580, 1185, 900), medium)?.isMet).toBe(false);
    // Two repeats of three a fifth slower at 1,000,000: the ratio of the medians (1,580 over
    // 1,500) would read 105%.
    expect(at(runs(790, 1600, 1580), runs(1000, 1500, 2000))?.isMet).toBe(false);
  });

  it('meets the details p99 at 30 ms and misses it at 31', () => {
    const name = 'details at 1,000,000: p99';
    expect(verdict(resultsWith({ details: p99(30) }), name)).toBe(true);
    expect(verdict(resultsWith({ details: p99(31) }), name)).toBe(false);
  });

  it('meets the premium p99 at 20 ms and misses it at 21', () => {
    const name = 'premium-asc at 1,000,000: p99';
    expect(verdict(resultsWith({ premiumAsc: p99(20) }), name)).toBe(true);
    expect(verdict(resultsWith({ premiumAsc: p99(21) }), name)).toBe(false);
  });

  it("checks every route's first load: 150 KB met, one byte more not", () => {
    const name = 'First load of /signup, JS + CSS (gzip)';
    expect(verdict(resultsWith({ routeBytes: 150 * 1024 }), name)).toBe(true);
    expect(verdict(resultsWith({ routeBytes: 150 * 1024 + 1 }), name)).toBe(false);
    expect(
      verdict(resultsWith({ routeBytes: 150 * 1024 + 1 }), 'First load of /, JS + CSS (gzip)'),
    ).toBe(true);
  });

  it("meets Lighthouse's median TBT at 150 ms and misses it at 151", () => {
    const name = 'Lighthouse mobile /matremony/allData: median total blocking time';
    expect(verdict(resultsWith({ tbtMs: 150 }), name)).toBe(true);
    expect(verdict(resultsWith({ tbtMs: 151 }), name)).toBe(false);
  });

  it("meets Lighthouse's median performance at 95 and misses it at 94", () => {
    const name = 'Lighthouse mobile /: median performance';
    expect(verdict(resultsWith({ performance: 95 }), name)).toBe(true);
    expect(verdict(resultsWith({ performance: 94 }), name)).toBe(false);
  });

  it('says a budget was not measured when its dataset is missing, rather than met', () => {
    const results = resultsWith({});
    results.datasets = results.datasets.filter((dataset) => dataset.biodatas === 100_000);
    for (const name of [
      'Listing search at 1,000,000: p99',
      'Listing search at 1,000,000: share of the ceiling',
      'Listing search at 1,000,000: share of health',
      'Search throughput at 1,000,000 over 100,000',
      'details at 1,000,000: p99',
      'premium-desc at 1,000,000: p99',
    ]) {
      expect(verdict(results, name)).toBeNull();
    }
  });

  it('says the share of health was not measured when health did not run; the scaling still is', () => {
    const results = resultsWith({});
    for (const dataset of results.datasets) {
      dataset.scenarios = dataset.scenarios.filter((each) => each.name !== 'health');
    }
    expect(verdict(results, 'Listing search at 1,000,000: share of health')).toBeNull();
    const scaling = checkBudgets(results).find(
      (check) => check.name === 'Search throughput at 1,000,000 over 100,000',
    );
    expect(scaling).toMatchObject({ isMet: true, measured: '100% (repeats 100%)' });
    expect(verdict(results, 'Listing search at 1,000,000: p99')).toBe(true);
  });

  it('says the scaling was not measured when the sizes ran a different number of repeats', () => {
    const results = resultsWith({});
    const medium = results.datasets[0];
    if (!medium) throw new Error('resultsWith gives both sizes');
    medium.scenarios = medium.scenarios.map((each) =>
      each.name === 'search' ? medianOfRepeats([repeat('search'), repeat('search')]) : each,
    );
    expect(verdict(results, 'Search throughput at 1,000,000 over 100,000')).toBeNull();
  });

  it('says the front end and memory were not measured when they did not run', () => {
    const results = resultsWith({});
    results.frontend = null;
    // A run without load scenarios: only the ceiling, which has no server memory.
    for (const dataset of results.datasets) {
      dataset.scenarios = dataset.scenarios.filter((each) => each.name === 'ceiling');
    }
    expect(verdict(results, 'First load of every route, JS + CSS (gzip)')).toBeNull();
    expect(verdict(results, 'Lighthouse mobile /')).toBeNull();
    expect(verdict(results, 'Lighthouse mobile /matremony/allData')).toBeNull();
    expect(verdict(results, 'Server memory under load (peak resident)')).toBeNull();
    expect(verdict(results, 'Largest listing response, every dataset')).toBeNull();
  });

  it('says a Lighthouse page left out by --pages was not measured', () => {
    const results = resultsWith({});
    results.frontend!.lighthouse = results.frontend!.lighthouse.slice(0, 1);
    expect(verdict(results, 'Lighthouse mobile /: median performance')).toBe(true);
    expect(verdict(results, 'Lighthouse mobile /matremony/allData')).toBeNull();
  });
});

describe('the photo budgets of issue 22', () => {
  const upload = 'Photo upload, 12-megapixel JPEG, 4 at a time: p95';
  const card = 'Photo card rendition, largest';
  const memory = 'Server memory while 4 photos upload at once (peak resident)';
  /** Twenty uploads, the nineteenth slowest (the p95 of twenty) taking `p95Ms`. */
  const uploadsWithP95 = (p95Ms: number) => [...Array.from({ length: 18 }, () => 500), p95Ms, 9000];

  it('holds the limits the issue set', () => {
    expect([PHOTO_UPLOAD_P95_MS, PHOTO_CARD_BYTES]).toEqual([1500, 30 * 1024]);
  });

  it('judges the 95th percentile of every upload, not the slowest', () => {
    expect(verdict(resultsWith({ photos: { uploadMs: uploadsWithP95(1500) } }), upload)).toBe(true);
    expect(verdict(resultsWith({ photos: { uploadMs: uploadsWithP95(1501) } }), upload)).toBe(
      false,
    );
  });

  it('fails the upload budget on a single failed upload', () => {
    expect(verdict(resultsWith({ photos: { failures: 1 } }), upload)).toBe(false);
  });

  it('judges the largest card and the server’s memory at their edges', () => {
    expect(verdict(resultsWith({ photos: { largestCardBytes: 30 * 1024 } }), card)).toBe(true);
    expect(verdict(resultsWith({ photos: { largestCardBytes: 30 * 1024 + 1 } }), card)).toBe(false);
    expect(
      verdict(resultsWith({ photos: { serverPeakRssBytes: 300 * 1024 * 1024 + 1 } }), memory),
    ).toBe(false);
  });

  it('says a run without uploads did not measure them', () => {
    const results = { ...resultsWith({}), photos: null };
    expect([verdict(results, upload), verdict(results, card), verdict(results, memory)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('takes a percentile by nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.95)).toBe(5);
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([7], 0.95)).toBe(7);
    expect(() => percentile([], 0.5)).toThrow();
  });
});

describe('median', () => {
  it('takes the middle of an odd number and the mean of the two middle of an even one', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([97, 90, 99, 93])).toBe(95);
  });

  it('refuses no values at all', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianOfRepeats', () => {
  const repeats = [
    repeat('search', { requestsPerSecond: 900, latencyMs: { p50: 9, p99: 50, max: 90 } }),
    repeat('search', { requestsPerSecond: 1200, latencyMs: { p50: 7, p99: 20, max: 60 } }),
    repeat('search', { requestsPerSecond: 1000, latencyMs: { p50: 8, p99: 30, max: 70 } }),
  ].map((each, index) => ({
    ...each,
    ratioToCeiling: [0.1, 0.2, 0.15][index]!,
    non2xx: [1, 2, 0][index]!,
    timeouts: [1, 0, 1][index]!,
  }));

  it('takes the median of each figure separately over the repeats', () => {
    const result = medianOfRepeats(repeats);
    expect(result.requestsPerSecond).toBe(1000);
    expect(result.latencyMs).toEqual({ p50: 8, p99: 30, max: 70 });
    expect(result.ratioToCeiling).toBe(0.15);
  });

  it('sums the failures, so one failing repeat shows', () => {
    const result = medianOfRepeats(repeats);
    expect(result.non2xx).toBe(3);
    expect(result.timeouts).toBe(2);
    expect(result.errors).toBe(0);
  });

  it("keeps every repeat's figures in run order", () => {
    expect(medianOfRepeats(repeats).runs).toEqual([
      { requestsPerSecond: 900, p50: 9, p99: 50, ratioToCeiling: 0.1 },
      { requestsPerSecond: 1200, p50: 7, p99: 20, ratioToCeiling: 0.2 },
      { requestsPerSecond: 1000, p50: 8, p99: 30, ratioToCeiling: 0.15 },
    ]);
  });

  it('shows every repeat and the spread in the report', () => {
    const results = resultsWith({});
    results.settings.repeats = 3;
    results.datasets[1]!.scenarios[2] = medianOfRepeats(repeats);
    const markdown = toMarkdown(results, []);
    expect(markdown).toContain('| 900, 1,200, 1,000 (900–1,200) | 50, 20, 30 ms (20–50) |');
  });

  it('refuses no repeats at all', () => {
    expect(() => medianOfRepeats([])).toThrow();
  });
});

describe('medianOfLighthouseRuns', () => {
  const runs = [
    { performance: 91, tbtMs: 40, benchmarkIndex: 1500 },
    { performance: 100, tbtMs: 300, benchmarkIndex: 1200 },
    { performance: 98, tbtMs: 10, benchmarkIndex: 1800 },
    { performance: 94, tbtMs: 200, benchmarkIndex: 1300 },
    { performance: 98, tbtMs: 20, benchmarkIndex: 1600 },
  ].map(lighthouseRun);

  it('takes the median performance and the median TBT separately, not from one run', () => {
    const page = medianOfLighthouseRuns(runs);
    expect(page.performance).toBe(98);
    // The runs scoring 98 blocked for 10 and 20 ms; the median blocking time is another run's.
    expect(page.metrics.tbtMs).toBe(40);
    expect(page.metrics.mainThreadMs).toBe(500);
  });

  it("carries the host's benchmark index: its median, range and every run's", () => {
    const page = medianOfLighthouseRuns(runs);
    expect(page.benchmarkIndex).toBe(1500);
    expect(page.benchmarkIndexRange).toEqual({ min: 1200, max: 1800 });
    expect(page.runs.map((run) => run.benchmarkIndex)).toEqual([1500, 1200, 1800, 1300, 1600]);
  });

  it("keeps every run's performance and TBT in run order", () => {
    const page = medianOfLighthouseRuns(runs);
    expect(page.runs.map((run) => run.performance)).toEqual([91, 100, 98, 94, 98]);
    expect(page.runs.map((run) => run.tbtMs)).toEqual([40, 300, 10, 200, 20]);
  });

  it('refuses no runs at all', () => {
    expect(() => medianOfLighthouseRuns([])).toThrow();
  });
});

describe('pages in a language', () => {
  it('names a Bengali page or route after its path, and reads the name back', () => {
    expect(parsePageLabel('/')).toEqual({ path: '/', language: 'en' });
    expect(parsePageLabel('/matremony/allData [bn]')).toEqual({
      path: '/matremony/allData',
      language: 'bn',
    });
    expect(() => parsePageLabel('/ [fr]')).toThrow('Not a page');
  });

  it('judges the Bengali home on its own run, not the English one', () => {
    const results = resultsWith({});
    const bengaliHome = results.frontend!.lighthouse.find((page) => page.language === 'bn');
    bengaliHome!.performance = 80;
    expect(verdict(results, 'Lighthouse mobile / [bn]: median performance')).toBe(false);
    expect(verdict(results, 'Lighthouse mobile /: median performance')).toBe(true);
  });
});
