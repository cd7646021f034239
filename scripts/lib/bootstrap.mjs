// Helpers for the set-up commands. Node built-ins only: they run before `npm ci` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function step(message) {
  console.log(`\n\u25b6 ${message}`);
}

/** Runs a command in the repo root with inherited output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(
      `\n\u2716 ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status || 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const BUILD_INPUTS = [
  'package-lock.json',
  'packages/shared/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/scripts',
  'apps/server/src',
  'apps/server/build.mjs',
];
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];

/** Builds the web app and the server when an output is missing or older than a source. */
export function ensureBuilt({ force = false } = {}) {
  const newestInput = Math.max(...BUILD_INPUTS.map((path) => newestMtime(join(ROOT, path))));
  const outputs = BUILD_OUTPUTS.map((path) => join(ROOT, path));
  const isFresh = outputs.every(
    (path) => existsSync(path) && statSync(path).mtimeMs >= newestInput,
  );
  if (isFresh && !force) return;
  step('Building the web app and the server');
  run('npm', ['run', 'build']);
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's package, installed with
 * apt-get when missing and we are root. Returns its path, or exits with how to provide one.
 */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    console.error(`\u2716 CHROMIUM_PATH points at ${configured}, which does not exist.`);
    process.exit(1);
  }
  if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  if (process.getuid?.() === 0) {
    step('Installing Chromium for the end-to-end tests (apt-get install -y chromium)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  }
  console.error(
    '\u2716 The end-to-end tests need Chromium. Install it (Debian: `sudo apt-get install -y chromium`)\n' +
      '  or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

/** Starts a process whose output goes to ours; resolves when it exits. */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => resolveExit({ code, signal }));
  });
  return { child, exited };
}

/** Polls a URL until it answers 200, or fails after the timeout. */
export async function waitForOk(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
