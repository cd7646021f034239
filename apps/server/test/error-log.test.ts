import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { biodataBody } from './biodata-fixtures';
import { browserHeaders, signUp } from './helpers/accounts';
import { capturingLogger } from './helpers/start-up';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

describe('the log of a failed request', () => {
  it('keeps the failed statement and the database’s error, not the values sent with it', async () => {
    const { logger, text } = capturingLogger('error');
    const env = testEnv({ PUBLIC_CACHE_TTL_MS: '0' });
    const app = await buildApp({ env, database: await createTestDatabase(), logger });
    try {
      const account = await signUp(app, env);
      // A real query failure: the statement names a table that is gone.
      await app.db.execute(sql`alter table biodatas rename to biodatas_gone`);
      const answer = await app.inject({
        method: 'PUT',
        url: `/api/addBioData?email=${encodeURIComponent(account.email)}`,
        headers: browserHeaders(env, account.cookie),
        payload: { ...biodataBody(), mobile: '+8801711000999' },
      });
      expect(answer.statusCode).toBe(500);

      expect(text()).toContain('request failed');
      // The save's first statement: it reads the owner's biodata before it writes.
      expect(text()).toContain('"query":"select \\"id\\", \\"review_state\\"');
      expect(text()).toContain('relation \\"biodatas\\" does not exist');
      const token = decodeURIComponent(account.cookie.split('=')[1]!).split('.')[0]!;
      for (const secret of [token, '+8801711000999', '8801711000999']) {
        expect(text(), 'a value sent with the statement').not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
