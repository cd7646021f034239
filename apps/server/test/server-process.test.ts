import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { readyUrl, startServer } from './helpers/server-process';

describe('the server process', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bondhon-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration and names the bad fields', async () => {
    const { child, output } = startServer({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      SUPER_ADMIN_EMAIL: 'chief@example.com',
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('DATABASE_URL');
    expect(output()).toContain('npm run admin -- super-admin <email>');
  });

  it('serves, logs each call once, holds the embedded database, and shuts down on SIGTERM', async () => {
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const { child, output } = server;
    try {
      const url = await readyUrl(server);
      const health = await fetch(`${url.replace('localhost', '127.0.0.1')}/api/health`);
      expect(health.status).toBe(200);

      // A second process on the same embedded database would corrupt it: refused.
      expect(() => openDatabase({ dataDir })).toThrow(DataDirLockedError);

      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(output()).toContain('shutting down');
      // One access line for the call, written out before the process ended.
      const accessLines = output()
        .split('\n')
        .filter((line) => line.includes('"route":"/api/health"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(accessLines).toEqual([
        expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }),
      ]);
      expect(existsSync(join(dataDir, 'bondhon.pid'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
