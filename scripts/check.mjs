// `npm run check`: formatting, lint, unused code and types, in two lanes at once. ESLint (with
// types) and tsc each take about a minute on one core and neither uses a second: side by side
// they take the time of the longer lane instead of the sum. Each command's output is printed
// whole when it ends, so two lanes' lines do not interleave; the check fails if any command did.
import { spawn } from 'node:child_process';
import { ROOT, step } from './lib/bootstrap.mjs';

const LANES = [
  ['lint', 'knip'],
  ['typecheck', 'format:check'],
];

/** Runs `npm run -s <script>`; answers whether it passed, its output printed when it ends. */
function runScript(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', script], { cwd: ROOT, shell: false });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      step(`npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve(code === 0);
    });
  });
}

async function runLane(scripts) {
  const failed = [];
  for (const script of scripts) if (!(await runScript(script))) failed.push(script);
  return failed;
}

const failed = (await Promise.all(LANES.map(runLane))).flat();
if (failed.length > 0) {
  console.error(`\n\u2716 npm run check failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\n\u2714 npm run check passed');
