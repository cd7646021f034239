// The main thread's tasks of one page load, read from a Chromium trace, and the blocking time
// Lighthouse's simulation would give them on this host and on a slower one. Lighthouse (Lantern)
// drops every observed task shorter than 10 ms from its graph, then scales the rest by its CPU
// slowdown (4) and counts what goes past 50 ms. So a task of 8 ms costs nothing on a fast hour and
// 8 × 1.8 × 4 - 50 ≈ 8 ms on an hour 1.8 times slower, where it has become 14 ms: the budget falls
// off a cliff as the host slows (issue 17's slow hours: TBT 27 ms on a fast hour, 519 ms on a slow
// one, same code). What keeps the margin is no task near 10 ms on a fast hour.

/** The trace events this reads (Chromium's JSON trace format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    elementCount?: number;
    data?: {
      url?: string;
      functionName?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface ProfileNode {
  id: number;
  parent?: number;
  /** Chromium leaves out an empty url or function name. */
  callFrame: { functionName?: string; url?: string; lineNumber: number; columnNumber: number };
}

/** What Lantern takes as too short to matter (its SIGNIFICANT_DUR_THRESHOLD_MS). */
export const LANTERN_SHORTEST_TASK_MS = 10;
/** Lighthouse's mobile CPU slowdown; a task that lays out gets half of it (Lantern's Simulator). */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const LAYOUT_TASK_SHARE = 0.5;
/** Past this a task blocks (total blocking time). */
const BLOCKING_AFTER_MS = 50;

/** The work inside a task, by kind, that a reader can act on. */
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Commit: 'paint',
  'v8.compileModule': 'compile',
  'v8.compile': 'compile',
  'v8.evaluateModule': 'module evaluation',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  ParseHTML: 'html',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

export interface MainThreadTask {
  /** From the first contentful paint (negative: it began before). */
  startMs: number;
  durationMs: number;
  /** The thread's own CPU time in it: less than the duration when it waited or was preempted. */
  cpuMs: number;
  /** Its work by kind (style, layout, script, …), in ms; nested events count once, at the top. */
  kinds: Record<string, number>;
  /** Whether it laid out (a Layout event anywhere in it): Lantern slows such a task by less. */
  performedLayout: boolean;
  /** The trace's own start and end, in µs, to find its profile samples. */
  fromUs: number;
  toUs: number;
}

export interface PageLoad {
  tasks: MainThreadTask[];
  /** Profile samples on the page's main thread: time in µs and the node sampled. */
  samples: Array<{ us: number; node: ProfileNode }>;
  nodes: Map<number, ProfileNode>;
}

const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/**
 * The tasks of the page's main thread (the renderer's main thread that ran the most) that end
 * after the first contentful paint: the ones total blocking time counts.
 */
export function readPageLoad(events: readonly TraceEvent[]): PageLoad {
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.name === 'thread_name' && event.args?.name) {
      threadNames.set(threadKey(event), event.args.name);
    }
  }
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (threadNames.get(threadKey(event)) !== 'CrRendererMain') continue;
    busy.set(threadKey(event), (busy.get(threadKey(event)) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('The trace has no renderer main thread with tasks');
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint');

  const onMain = events.filter((event) => threadKey(event) === main && event.ph === 'X');
  const tasks: MainThreadTask[] = [];
  for (const task of onMain) {
    if (task.name !== 'RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    if (end <= fcp.ts) continue;
    const kinds: Record<string, number> = {};
    let coveredUntil = task.ts;
    // Events sorted by start: an event inside one already counted is nested in it.
    const inside = onMain
      .filter((event) => event !== task && event.ts >= task.ts && event.ts < end)
      .sort((a, b) => a.ts - b.ts);
    for (const event of inside) {
      const kind = KINDS[event.name];
      if (!kind || event.ts < coveredUntil) continue;
      kinds[kind] = (kinds[kind] ?? 0) + (event.dur ?? 0) / 1000;
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    tasks.push({
      startMs: (task.ts - fcp.ts) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      cpuMs: (task.tdur ?? task.dur ?? 0) / 1000,
      kinds,
      performedLayout: inside.some((event) => event.name === 'Layout'),
      fromUs: task.ts,
      toUs: end,
    });
  }

  // The CPU profile comes from the profiler's own thread, in the page's process.
  const pid = Number(main.split(':')[0]);
  const nodes = new Map<number, ProfileNode>();
  const samples: PageLoad['samples'] = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid);
  let clock = profile?.args?.data?.startTime ?? 0;
  const sampled: Array<{ us: number; id: number }> = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      clock += deltas[index] ?? 0;
      sampled.push({ us: clock, id });
    });
  }
  for (const { us, id } of sampled) {
    const node = nodes.get(id);
    if (node) samples.push({ us, node });
  }
  return { tasks, samples, nodes };
}

/**
 * A task's blocking time as Lighthouse's simulation would count it on a host `hostSlowness` times
 * slower than the one traced: dropped below Lantern's 10 ms, else scaled by the CPU slowdown.
 */
export function simulatedBlockingMs(
  task: Pick<MainThreadTask, 'durationMs' | 'performedLayout'>,
  hostSlowness = 1,
): number {
  const observed = task.durationMs * hostSlowness;
  if (observed < LANTERN_SHORTEST_TASK_MS) return 0;
  const slowdown = LIGHTHOUSE_CPU_SLOWDOWN * (task.performedLayout ? LAYOUT_TASK_SHARE : 1);
  return Math.max(0, observed * slowdown - BLOCKING_AFTER_MS);
}

/** The page's total blocking time under that simulation (tasks from the first contentful paint). */
export function simulatedTotalBlockingMs(
  tasks: readonly MainThreadTask[],
  hostSlowness = 1,
): number {
  return tasks.reduce((sum, task) => sum + simulatedBlockingMs(task, hostSlowness), 0);
}

/** Where a sampled frame is in the sources: a file and a line, or nothing when unknown. */
export type SourceOf = (
  frame: ProfileNode['callFrame'],
) => { source: string; line: number; name?: string } | null;

const packageOf = (source: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? null;

/**
 * A task's CPU samples three ways: by the package the sampled frame is in (`ours` for our code,
 * the frame's name for the browser's own work), by that frame's function, and by the nearest of
 * our functions up the stack (what of ours asked for that work; `-` when none did: the browser's
 * style, layout and paint).
 */
export function attributeTask(
  task: MainThreadTask,
  load: PageLoad,
  sourceOf: SourceOf,
): {
  samples: number;
  byPackage: Map<string, number>;
  byFunction: Map<string, number>;
  byOurCode: Map<string, number>;
} {
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byOurCode = new Map<string, number>();
  let samples = 0;
  const add = (into: Map<string, number>, key: string) => into.set(key, (into.get(key) ?? 0) + 1);
  for (const { us, node } of load.samples) {
    if (us < task.fromUs || us > task.toUs) continue;
    samples += 1;
    const leaf = sourceOf(node.callFrame);
    const where = leaf
      ? (packageOf(leaf.source) ?? 'ours')
      : node.callFrame.functionName || '(native)';
    add(byPackage, where);
    if (leaf)
      add(byFunction, `${where} ${leaf.name || node.callFrame.functionName || '(anonymous)'}`);
    let owner = '-';
    for (let frame: ProfileNode | undefined = node; frame;) {
      const source = sourceOf(frame.callFrame);
      if (source && !packageOf(source.source)) {
        owner = `${source.source}:${source.line}${source.name ? ` ${source.name}` : ''}`;
        break;
      }
      frame = frame.parent === undefined ? undefined : load.nodes.get(frame.parent);
    }
    add(byOurCode, owner);
  }
  return { samples, byPackage, byFunction, byOurCode };
}
