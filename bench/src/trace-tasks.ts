// `npm run bench:tasks -- URL`: which main-thread tasks of a page's load would block on a slow
// hour. It loads the page in Chromium (Lighthouse's mobile screen, unthrottled) several times,
// traces each load with the CPU profiler, and gives for each load the blocking time Lighthouse's
// simulation would count on this host and on one `--slower` times slower (main-thread-tasks.ts);
// then, for the load with the median slow-hour figure, every task that counts there, what it
// spent its time on, in which package, and which of our functions asked for it. Built with
// WEB_SOURCEMAP=true (`WEB_SOURCEMAP=true npm run build`), the frames are named by our sources.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { LANGUAGE_COOKIE, isLanguage, type Language } from '@bondhon/shared/languages';
import { chromium } from 'playwright-core';
import {
  attributeTask,
  readPageLoad,
  simulatedBlockingMs,
  simulatedTotalBlockingMs,
  type PageLoad,
  type SourceOf,
  type TraceEvent,
} from './main-thread-tasks';
import { ROOT } from './processes';

const ASSETS = join(ROOT, 'apps/web/dist/assets');
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    language: { type: 'string', default: 'en' },
    // Lighthouse's slow hours in issue 17 ran at a benchmark index of about 1,400 against 2,500.
    slower: { type: 'string', default: '1.8' },
    settle: { type: 'string', default: '6000' },
  },
});
const url = positionals[0];
const language = values.language;
const runs = Number(values.runs);
const slower = Number(values.slower);
const settleMs = Number(values.settle);
if (!url || !isLanguage(language) || !(runs >= 1) || !(slower >= 1) || !(settleMs >= 0)) {
  console.error(
    'usage: npm run bench:tasks -- URL [--runs 5] [--language en|bn] [--slower 1.8] [--settle 6000]',
  );
  process.exit(2);
}

/** Our built code's frames back to their sources, through the build's source maps. */
function sourceMaps(): SourceOf {
  const maps = new Map<string, TraceMap | null>();
  return (frame) => {
    const file = frame.url?.split('/assets/')[1];
    if (!file) return null;
    if (!maps.has(file)) {
      const map = join(ASSETS, `${file}.map`);
      maps.set(file, existsSync(map) ? new TraceMap(readFileSync(map, 'utf8')) : null);
    }
    const map = maps.get(file);
    if (!map) return { source: `assets/${file}`, line: frame.lineNumber + 1 };
    const position = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (!position.source) return null;
    return {
      source: position.source.replace(/^(\.\.\/)+/, '').replace(/^apps\/web\/src\//, ''),
      line: position.line ?? 0,
      ...(position.name ? { name: position.name } : {}),
    };
  };
}

async function tracedLoad(pageUrl: string, language: Language): Promise<PageLoad> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // Lighthouse's mobile screen (Moto G Power).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: pageUrl }]);
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(pageUrl, { waitUntil: 'load' });
    // A fixed wait rather than a script polling the page: the polling would be tasks of its own.
    await page.waitForTimeout(settleMs);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return readPageLoad(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

const round = (ms: number) => Math.round(ms);
const top = (counts: Map<string, number>, count: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, samples]) => `${name} ${samples}`)
    .join(' · ');

const loads: Array<{ load: PageLoad; here: number; slow: number }> = [];
for (let run = 1; run <= runs; run++) {
  const load = await tracedLoad(url, language);
  const here = simulatedTotalBlockingMs(load.tasks);
  const slow = simulatedTotalBlockingMs(load.tasks, slower);
  loads.push({ load, here, slow });
  const counting = load.tasks.filter((task) => simulatedBlockingMs(task, slower) > 0);
  console.log(
    `run ${run}/${runs}: simulated TBT ${round(here)} ms here, ${round(slow)} ms ${slower}× slower ` +
      `(${counting.length} tasks count there, ${round(counting.reduce((s, t) => s + t.durationMs, 0))} ms of them here)`,
  );
}
const sorted = [...loads].sort((a, b) => a.slow - b.slow);
const median = sorted[Math.floor(sorted.length / 2)];
if (!median) throw new Error('No load was traced');
console.log(
  `\nmedian: ${round(median.here)} ms here, ${round(median.slow)} ms ${slower}× slower. ` +
    `Its tasks that count ${slower}× slower (from the first contentful paint; ms here):`,
);
const sourceOf = sourceMaps();
for (const task of median.load.tasks) {
  const blocking = simulatedBlockingMs(task, slower);
  if (blocking === 0) continue;
  const kinds = Object.entries(task.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
    .join(', ');
  const { samples, byPackage, byFunction, byOurCode } = attributeTask(task, median.load, sourceOf);
  console.log(
    `  +${round(task.startMs)} ms: ${task.durationMs.toFixed(1)} ms (CPU ${task.cpuMs.toFixed(1)}), ` +
      `blocks ${round(blocking)} ms slower · ${kinds}\n` +
      `      ${samples} samples in ${top(byPackage, 4)}\n      functions ${top(byFunction, 4)}\n` +
      `      asked by ${top(byOurCode, 4)}`,
  );
}
