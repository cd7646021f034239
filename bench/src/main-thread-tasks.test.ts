import { describe, expect, it } from 'vitest';
import {
  attributeTask,
  readPageLoad,
  simulatedBlockingMs,
  simulatedTotalBlockingMs,
  type ProfileNode,
  type SourceOf,
  type TraceEvent,
} from './main-thread-tasks';

const FCP_US = 1_000_000;
const PAGE = { pid: 7, tid: 1 };

function task(startMsAfterFcp: number, durationMs: number, thread = PAGE): TraceEvent {
  return {
    name: 'RunTask',
    ph: 'X',
    ...thread,
    ts: FCP_US + startMsAfterFcp * 1000,
    dur: durationMs * 1000,
    tdur: (durationMs * 1000) / 2,
  };
}

function inside(name: string, startMsAfterFcp: number, durationMs: number): TraceEvent {
  return { name, ph: 'X', ...PAGE, ts: FCP_US + startMsAfterFcp * 1000, dur: durationMs * 1000 };
}

const threads: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
  // Another page's renderer (about:blank) with less work: not the page's.
  { name: 'thread_name', ph: 'M', pid: 9, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: FCP_US },
];

const plain = (durationMs: number) => ({ durationMs, performedLayout: false });

describe('simulatedBlockingMs (Lighthouse simulation of one observed task)', () => {
  it('drops a task shorter than Lantern’s 10 ms however slow the CPU is made', () => {
    expect(simulatedBlockingMs(plain(9.99))).toBe(0);
  });

  it('counts what passes 50 ms after the 4× slowdown, from 12.5 ms observed', () => {
    expect(simulatedBlockingMs(plain(12.5))).toBe(0);
    expect(simulatedBlockingMs(plain(13))).toBe(2);
    expect(simulatedBlockingMs(plain(20))).toBe(30);
  });

  it('slows a task that lays out by half as much, as Lantern does', () => {
    expect(simulatedBlockingMs({ durationMs: 20, performedLayout: true })).toBe(0);
    expect(simulatedBlockingMs({ durationMs: 30, performedLayout: true })).toBe(10);
  });

  it('makes a task too short to count on this host count on a slower one', () => {
    expect(simulatedBlockingMs(plain(8))).toBe(0);
    expect(simulatedBlockingMs(plain(8), 1.8)).toBeCloseTo(8 * 1.8 * 4 - 50);
    // Slower, but still under 10 ms observed.
    expect(simulatedBlockingMs(plain(5), 1.8)).toBe(0);
  });
});

describe('readPageLoad', () => {
  const events: TraceEvent[] = [
    ...threads,
    task(-40, 30), // ended before the first contentful paint
    task(-5, 20), // began before it, ended after: counted
    task(100, 8),
    inside('FunctionCall', 100, 6),
    inside('UpdateLayoutTree', 100.5, 1), // nested in the call: counted once, as script
    inside('Layout', 106.5, 1.5),
    task(300, 20),
    task(200, 50, { pid: 9, tid: 1 }),
  ];

  it('reads the busiest renderer’s tasks that end after the first contentful paint', () => {
    const { tasks } = readPageLoad(events);
    expect(tasks.map((t) => [t.startMs, t.durationMs, t.cpuMs])).toEqual([
      [-5, 20, 10],
      [100, 8, 4],
      [300, 20, 10],
    ]);
  });

  it('sorts a task’s work by kind, each moment counted once', () => {
    const [, second] = readPageLoad(events).tasks;
    expect(second?.kinds).toEqual({ script: 6, layout: 1.5 });
    expect(second?.performedLayout).toBe(true);
  });

  it('sums the blocking time on this host and on a slower one', () => {
    const { tasks } = readPageLoad(events);
    expect(simulatedTotalBlockingMs(tasks)).toBe(30 + 30);
    // The 8 ms task lays out: 8 × 1.8 × 2 = 28.8, under 50.
    expect(simulatedTotalBlockingMs(tasks, 1.8)).toBeCloseTo(2 * (20 * 1.8 * 4 - 50));
  });

  it('refuses a trace with no first contentful paint', () => {
    expect(() => readPageLoad(events.filter((e) => e.name !== 'firstContentfulPaint'))).toThrow(
      /first contentful paint/,
    );
  });
});

describe('attributeTask', () => {
  const frame = (id: number, url: string, line: number, parent?: number): ProfileNode => ({
    id,
    ...(parent === undefined ? {} : { parent }),
    callFrame: { functionName: `f${id}`, url, lineNumber: line, columnNumber: 0 },
  });
  // Our RootLayout (line 10 of app.js) calling into react-dom (line 900 of vendor.js).
  const nodes = [
    frame(1, 'http://x/assets/app.js', 10),
    frame(2, 'http://x/assets/vendor.js', 900, 1),
    frame(3, '', 0),
  ];
  const sourceOf: SourceOf = ({ url = '', lineNumber }) =>
    url.endsWith('app.js')
      ? { source: 'app/layout/root-layout.tsx', line: lineNumber, name: 'RootLayout' }
      : url.endsWith('vendor.js')
        ? { source: 'node_modules/react-dom/cjs/client.js', line: lineNumber }
        : null;
  const profile: TraceEvent[] = [
    { name: 'Profile', ph: 'P', pid: PAGE.pid, tid: 5, ts: 0, args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: PAGE.pid,
      tid: 5,
      ts: 0,
      args: {
        data: {
          cpuProfile: { nodes, samples: [2, 2, 1, 3, 2] },
          // 1,001 ms, 1,002, 1,003, 1,004 and 2,000: the last is outside the task.
          timeDeltas: [1_001_000, 1000, 1000, 1000, 996_000],
        },
      },
    },
  ];

  it('counts the samples inside the task by package and by our function that asked', () => {
    const load = readPageLoad([...threads, task(0, 10), ...profile]);
    const [first] = load.tasks;
    if (!first) throw new Error('no task read');
    const { samples, byPackage, byFunction, byOurCode } = attributeTask(first, load, sourceOf);
    expect(samples).toBe(4);
    expect(Object.fromEntries(byPackage)).toEqual({ 'react-dom': 2, ours: 1, f3: 1 });
    expect(Object.fromEntries(byFunction)).toEqual({ 'react-dom f2': 2, 'ours RootLayout': 1 });
    expect(Object.fromEntries(byOurCode)).toEqual({
      'app/layout/root-layout.tsx:10 RootLayout': 3,
      '-': 1,
    });
  });
});
