// `npm run test:reliability`: installs and builds what is missing, then runs the load and fault
// scenarios of reliability/ (load, outage, crash, multi-instance) one after another against the
// local PostgreSQL server (and Redis), prints a table of their figures, and exits non-zero when
// any failed. Each scenario's last stdout line is its result (see reliability/README.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT, step } from './lib/bootstrap.mjs';

const SCENARIOS = ['load', 'outage', 'crash', 'multi-instance'];
/**
 * A scenario that has not finished after this long is hung (the longest, load, takes about
 * 200 s): it and the servers it started are killed and it fails, instead of holding CI.
 */
const SCENARIO_LIMIT_SECONDS = Number(process.env.RELIABILITY_SCENARIO_LIMIT_SECONDS || 900);

ensureInstalled();
ensureBuilt();
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};

/** Runs one scenario; answers its result line (or a failure when it has none). */
function runScenario(name) {
  const file = join(ROOT, 'reliability/scenarios', `${name}.ts`);
  if (!existsSync(file)) {
    return Promise.resolve({
      scenario: name,
      ok: false,
      figures: {},
      problems: [`${file} is missing`],
    });
  }
  return new Promise((resolveRun) => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), file], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its own process group, so a hung scenario is killed with every server it started.
      detached: true,
    });
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      console.error(`\u2716 ${name} did not finish within ${SCENARIO_LIMIT_SECONDS} s: killing it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, SCENARIO_LIMIT_SECONDS * 1000);
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      if (timedOut) {
        resolveRun({
          scenario: name,
          ok: false,
          figures: {},
          problems: [`did not finish within ${SCENARIO_LIMIT_SECONDS} s (hung)`],
          seconds,
        });
        return;
      }
      const last = stdout.trim().split('\n').at(-1) ?? '';
      let result;
      try {
        result = JSON.parse(last);
      } catch {
        result = { scenario: name, ok: false, figures: {}, problems: ['no result line'] };
      }
      if (code !== 0 && result.ok) {
        result = { ...result, ok: false, problems: [`exited with ${code ?? signal}`] };
      }
      resolveRun({ ...result, seconds });
    });
  });
}

const startedAt = Date.now();
const results = [];
for (const name of SCENARIOS) {
  step(`Reliability scenario: ${name}`);
  results.push(await runScenario(name));
}

step(`Reliability results (${Math.round((Date.now() - startedAt) / 1000)} s)`);
for (const result of results) {
  console.log(`\n${result.ok ? 'PASS' : 'FAIL'}  ${result.scenario}  (${result.seconds} s)`);
  for (const [figure, value] of Object.entries(result.figures ?? {})) {
    console.log(
      `  ${figure.padEnd(32)} ${typeof value === 'object' ? JSON.stringify(value) : value}`,
    );
  }
  for (const problem of result.problems ?? []) console.log(`  PROBLEM: ${problem}`);
}
const failed = results.filter((result) => !result.ok).map((result) => result.scenario);
console.log(
  failed.length ? `\n\u2716 failed: ${failed.join(', ')}` : '\n\u2714 every scenario passed',
);
process.exit(failed.length ? 1 : 0);
