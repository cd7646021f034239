/** Progress and figures: progress lines go to stderr, the result is the last line of stdout. */

const startedAt = Date.now();
let scenarioName = 'reliability';

export function progress(message: string): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[${scenarioName} ${seconds}s] ${message}\n`);
}

export type Figures = Record<string, unknown>;

export interface ScenarioResult {
  scenario: string;
  ok: boolean;
  figures: Figures;
  problems: string[];
}

/** The value at quantile `q` (0..1) of ascending `sorted` values (0 when empty). */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * Runs a scenario: `body` answers its figures and the problems it found; `cleanup` always runs.
 * Prints `{"scenario", "ok", "figures", "problems"}` as the last stdout line and exits 0 only
 * when no problem was found and nothing threw.
 */
export async function runScenario(
  name: string,
  body: (cleanup: (step: () => Promise<unknown>) => void) => Promise<{
    figures: Figures;
    problems: string[];
  }>,
): Promise<never> {
  scenarioName = name;
  const cleanups: (() => Promise<unknown>)[] = [];
  let result: ScenarioResult;
  try {
    const { figures, problems } = await body((step) => cleanups.unshift(step));
    result = { scenario: name, ok: problems.length === 0, figures, problems };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    progress(`failed: ${message}`);
    result = {
      scenario: name,
      ok: false,
      figures: {},
      problems: [`the scenario threw: ${message}`],
    };
  }
  for (const step of cleanups) {
    try {
      await step();
    } catch (error) {
      progress(`clean-up failed: ${(error as Error).message}`);
    }
  }
  for (const problem of result.problems) progress(`PROBLEM: ${problem}`);
  process.stdout.write(`\n${JSON.stringify(result)}\n`);
  process.exit(result.ok ? 0 : 1);
}

/** The PostgreSQL server's admin URL the scenario works on (required). */
export function serverDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (the PostgreSQL server to test against) is not set');
  return url;
}
