// `npm run bench`: installs and builds what is missing, makes sure Chromium is there (for
// Lighthouse), then runs the benchmarks (bench/src/run.ts) with the arguments given, e.g.
// `npm run bench -- --quick`. It reports figures; it fails only when the benchmark cannot run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureChromium, ensureInstalled, ROOT, step } from './lib/bootstrap.mjs';

ensureInstalled();
ensureBuilt();
const chromium = ensureChromium();
step('Benchmarks');
const { status } = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bench/src/run.ts', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(status ?? 1);
