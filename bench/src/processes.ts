import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('no port'));
        return;
      }
      server.close(() => resolvePort(address.port));
    });
  });
}

/** Polls a URL until it answers 200; fails when the process exits or the time runs out. */
export async function waitForOk(
  url: string,
  { timeoutMs = 60_000, isAlive }: { timeoutMs?: number; isAlive: () => boolean },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process exited before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process, from /proc (Linux): now, and its peak since it started. */
export function readMemory(pid: number): { rssBytes: number; peakRssBytes: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssBytes: kib('VmRSS') * 1024, peakRssBytes: kib('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every `everyMs` until stopped; answers the highest seen. */
export function sampleMemory(pid: number, everyMs = 100) {
  let peak = readMemory(pid)?.rssBytes ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, readMemory(pid)?.rssBytes ?? 0);
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, readMemory(pid)?.rssBytes ?? 0);
    },
  };
}

export interface RunningProcess {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

async function startListening(
  args: string[],
  {
    envFor,
    healthPath,
    name,
  }: { envFor: (baseUrl: string) => NodeJS.ProcessEnv; healthPath: string; name: string },
): Promise<RunningProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...envFor(baseUrl), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let isAlive = true;
  const exited = new Promise<void>((resolveExit) =>
    child.on('exit', () => {
      isAlive = false;
      resolveExit();
    }),
  );
  const stop = async () => {
    if (isAlive) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForOk(`${baseUrl}${healthPath}`, { isAlive: () => isAlive });
  } catch (error) {
    await stop();
    throw new Error(`${name} did not start: ${(error as Error).message}`, { cause: error });
  }
  return { child, baseUrl, stop };
}

/**
 * The ceiling: the cheapest server Node can run here, a bare node:http hello world, measured in
 * the same run as ours so both see the same machine.
 */
export function startCeilingServer(): Promise<RunningProcess> {
  const source = `require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  }).listen(Number(process.env.PORT), '127.0.0.1');`;
  return startListening(['-e', source], {
    envFor: () => process.env,
    healthPath: '/',
    name: 'the hello-world server',
  });
}

/** The production build of our server (apps/server/dist), on the given database. */
export function startAppServer({
  databaseUrl,
  extraEnv = {},
}: {
  databaseUrl: string;
  extraEnv?: Record<string, string>;
}): Promise<RunningProcess> {
  return startListening([join(ROOT, 'apps/server/dist/server.js')], {
    envFor: (baseUrl) => ({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      // A deployment on PostgreSQL refuses to start without a payment and a mail choice (ADR
      // 0014, DESIGN D14): these runs pay with the built-in test gateway and print their mail.
      PAYMENT_GATEWAY: 'local',
      MAIL_TRANSPORT: 'log',
      SEED_DEMO: 'false',
      // The benchmark signs its members up and in from one address, and gives them biodatas
      // without opening a mailbox.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ...extraEnv,
    }),
    healthPath: '/api/health',
    name: 'the app server',
  });
}
