import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/config/env';

describe('configuration', () => {
  it('runs with no variables set, on the embedded database at port 3000', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.SEED_DEMO).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads SEED_DEMO=false as off', () => {
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('refuses bad values and lists every bad field', () => {
    let caught: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const { issues } = caught as EnvError;
    expect(issues.map((issue) => issue.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SEED_DEMO']),
    );
    expect((caught as EnvError).message).toContain('Invalid configuration');
  });
});
