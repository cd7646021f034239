// `node scripts/production-check.mjs` (run by .ci/run, on the image's Node): proves the Dockerfile
// without a Docker engine (issue 23). It reads the Dockerfile, installs production dependencies
// into a clean folder with the deps stage's own files and `npm ci` line, puts together a folder
// with exactly what the runtime stage copies, starts its CMD against a new PostgreSQL database
// with the image's ENV, and waits until GET /api/health/ready answers 200; then it checks the
// page and an API call, stops the server with SIGTERM and expects a clean exit.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureBuilt, ensureInstalled, freePort, ROOT, step } from './lib/bootstrap.mjs';

const POSTGRES = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const READY_WITHIN_MS = 90_000;

/**
 * The Dockerfile's stages, by name (the last, unnamed one is `runtime`), as lists of lines, each
 * with the lines of the stage it is built FROM.
 */
function readStages() {
  const text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const stages = {};
  let current = null;
  for (const line of text.split('\n').map((each) => each.trim())) {
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\w+))?/i.exec(line);
    if (from) {
      current = from[2] ?? 'runtime';
      // A stage built FROM an earlier one starts with that one's lines.
      stages[current] = [...(stages[from[1]] ?? [])];
    } else if (current) {
      stages[current].push(line);
    }
  }
  for (const name of ['deps', 'runtime']) {
    if (!stages[name]) throw new Error(`The Dockerfile has no ${name} stage`);
  }
  return stages;
}

/** `COPY [--from=stage] source... destination` as { from, sources, destination }. */
function copyOf(line) {
  const parts = line.split(/\s+/).slice(1);
  const from = parts[0]?.startsWith('--from=') ? parts.shift().slice('--from='.length) : null;
  const destination = parts.pop();
  return { from, sources: parts, destination };
}

/** The value of an ENV line's pairs. */
function envOf(lines) {
  const env = {};
  for (const line of lines.filter((each) => /^ENV\s/i.test(each))) {
    for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  }
  return env;
}

function runIn(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

async function withDatabase(use) {
  const name = `bondhon_production_check_${randomBytes(4).toString('hex')}`;
  const psql = (sql) =>
    spawnSync('psql', [POSTGRES, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'inherit' });
  if (psql(`create database "${name}"`).status !== 0)
    throw new Error('could not create a database');
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    psql(`drop database if exists "${name}" with (force)`);
  }
}

async function waitForReady(base, server) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      const ready = await fetch(`${base}/api/health/ready`);
      if (ready.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health/ready did not answer 200 within ${READY_WITHIN_MS / 1000} s`);
}

async function main() {
  ensureInstalled();
  ensureBuilt();
  const stages = readStages();
  const scratch = mkdtempSync(join(tmpdir(), 'bondhon-production-'));
  try {
    // The deps stage: its files, then its own `npm ci` line, in a clean folder.
    step('Installing production dependencies as the Dockerfile does');
    const deps = join(scratch, 'deps');
    mkdirSync(deps);
    for (const line of stages.deps.filter((each) => /^COPY\s/i.test(each))) {
      const { sources, destination } = copyOf(line);
      for (const source of sources) {
        const target = destination.endsWith('/')
          ? join(deps, destination, source.split('/').pop())
          : join(deps, destination === './' ? source : destination);
        mkdirSync(dirname(target), { recursive: true });
        cpSync(join(ROOT, source), target);
      }
    }
    const install = stages.deps.find((each) => /^RUN\s+npm ci/i.test(each));
    if (!install?.includes('--omit=dev')) throw new Error('The deps stage installs no --omit=dev');
    // As Docker runs a RUN line: in a shell.
    runIn(deps, 'sh', ['-c', install.slice(4)]);

    // The runtime stage: exactly what it copies, from the build (this checkout) and from deps.
    step('Putting together what the runtime stage copies');
    const app = join(scratch, 'app');
    mkdirSync(app);
    for (const line of stages.runtime.filter((each) => /^COPY\s/i.test(each))) {
      const { from, sources, destination } = copyOf(line);
      for (const source of sources) {
        const relative = source.replace(/^\/app\//, '');
        const target = join(app, destination);
        mkdirSync(dirname(target), { recursive: true });
        if (from === 'deps') renameSync(join(deps, relative), target);
        else if (from === 'build') cpSync(join(ROOT, relative), target, { recursive: true });
        else throw new Error(`The runtime stage copies from neither build nor deps: ${line}`);
      }
    }
    const cmd = stages.runtime.find((each) => /^CMD\s/i.test(each));
    const [program, ...programArgs] = JSON.parse(cmd.slice(4));

    await withDatabase(async (databaseUrl) => {
      const port = await freePort();
      step(
        `Starting \`${[program, ...programArgs].join(' ')}\` (Node ${process.version}) on a new database`,
      );
      const server = spawn(process.execPath, programArgs, {
        cwd: app,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          PATH: process.env.PATH ?? '',
          ...envOf(stages.runtime),
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
          PAYMENT_GATEWAY: 'local',
          MAIL_TRANSPORT: 'log',
          LOG_LEVEL: 'warn',
        },
      });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      let answered;
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitForReady(base, server);
        const page = await fetch(`${base}/`);
        const html = await page.text();
        if (page.status !== 200 || !html.includes('<div id="root"')) {
          throw new Error(`GET / answered ${page.status} without the app`);
        }
        const search = await fetch(`${base}/api/biodatas/search`);
        if (search.status !== 200)
          throw new Error(`GET /api/biodatas/search answered ${search.status}`);
        answered = `\u2714 ready at ${base}: the page and the API answer`;
      } finally {
        server.kill('SIGTERM');
      }
      const code = await exited;
      if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
      console.log(answered);
    });
    console.log('\u2714 The production install starts, answers and stops cleanly');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`\u2716 ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
