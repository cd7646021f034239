import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { capturingLogger, refusalOf } from './helpers/start-up';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/**
 * A deployment: the server runs on a PostgreSQL server (DESIGN D14), its mail chosen
 * (mail-deployment.test.ts tests that choice).
 */
const POSTGRES = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/bondhon',
  MAIL_TRANSPORT: 'log',
};
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
};

describe('the built-in test gateway on a deployment', () => {
  it('refuses to start on PostgreSQL without Stripe keys, saying how to configure payments', () => {
    const refusal = refusalOf(POSTGRES);
    expect(refusal).toContain('Invalid configuration');
    expect(refusal).toContain('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
    expect(refusal).toContain('PAYMENT_GATEWAY=local');
  });

  it('starts on PostgreSQL with the test gateway only when PAYMENT_GATEWAY=local says so', () => {
    expect(refusalOf({ ...POSTGRES, PAYMENT_GATEWAY: 'local' })).toBeNull();
  });

  it('keeps the test gateway as the default of the embedded try-out', () => {
    expect(refusalOf({})).toBeNull();
  });

  it('refuses Stripe on PostgreSQL without the webhook signing secret, which records payments whose browser closed', () => {
    expect(refusalOf({ ...POSTGRES, ...STRIPE_KEYS })).toContain('STRIPE_WEBHOOK_SECRET');
    expect(
      refusalOf({ ...POSTGRES, ...STRIPE_KEYS, STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }),
    ).toBeNull();
  });

  it('refuses PAYMENT_GATEWAY=stripe without the Stripe keys, and a gateway it does not know', () => {
    expect(() => parseEnv({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  async function startLog(variables: Record<string, string>) {
    const { logger, text } = capturingLogger('info');
    const env = testEnv(variables);
    const app = await buildApp({ env, database: await createTestDatabase(), logger });
    await app.ready();
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    return { log: text(), config };
  }

  it('warns at start-up that payments take no money when the test gateway runs on PostgreSQL, and tells the browser', async () => {
    const { log, config } = await startLog({ ...POSTGRES, PAYMENT_GATEWAY: 'local' });
    const warnings = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/test payment gateway.*no money is taken/i),
    );
    expect(config.payments).toEqual({ gateway: 'local', publishableKey: null });
  });

  it('does not warn in the embedded try-out', async () => {
    const { log } = await startLog({});
    expect(log).not.toMatch(/no money is taken/i);
  });
});
