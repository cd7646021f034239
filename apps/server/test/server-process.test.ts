import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/data-dir-lock';

const SERVER_DIR = join(import.meta.dirname, '..');
const TSX = join(SERVER_DIR, '../../node_modules/.bin/tsx');

function startServer(env: Record<string, string>) {
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Resolves with the URL the server prints once it listens. */
function readyUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /ready at (http:\/\/[^"\s]+)/.exec(output());
      if (match?.[1]) {
        child.stdout?.off('data', check);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', () => reject(new Error(`server exited early:\n${output()}`)));
    check();
  });
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bondhon-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration and names the bad fields', async () => {
    const { child, output } = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('DATABASE_URL');
  });

  it('serves, holds the embedded database for itself, and shuts down cleanly on SIGTERM', async () => {
    const { child, output } = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    try {
      const url = await readyUrl(child, output);
      const health = await fetch(`${url.replace('localhost', '127.0.0.1')}/api/health`);
      expect(health.status).toBe(200);

      // A second process on the same embedded database would corrupt it: refused.
      expect(() => openDatabase({ dataDir })).toThrow(DataDirLockedError);

      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(output()).toContain('shutting down');
      expect(existsSync(join(dataDir, 'bondhon.pid'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
