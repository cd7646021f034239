import { availableParallelism } from 'node:os';
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

  it('sizes the PostgreSQL pool to twice the cores unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(2 * availableParallelism());
    expect(parseEnv({ DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBe(
      2 * availableParallelism(),
    );
    expect(parseEnv({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads SEED_DEMO=false as off', () => {
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('seeds nothing demo on a PostgreSQL server unless SEED_DEMO=true says so', () => {
    const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/bondhon';
    expect(parseEnv({ DATABASE_URL }).SEED_DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('requires admins to use two-step sign-in on a PostgreSQL server, and lets REQUIRE_ADMIN_2FA decide', () => {
    const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/bondhon';
    expect(parseEnv({}).REQUIRE_ADMIN_2FA).toBe(false);
    expect(parseEnv({ DATABASE_URL }).REQUIRE_ADMIN_2FA).toBe(true);
    expect(parseEnv({ DATABASE_URL, REQUIRE_ADMIN_2FA: 'false' }).REQUIRE_ADMIN_2FA).toBe(false);
    expect(parseEnv({ REQUIRE_ADMIN_2FA: 'true' }).REQUIRE_ADMIN_2FA).toBe(true);
  });

  it('refuses SUPER_ADMIN_EMAIL and says how the super-admin is made now', () => {
    let caught: unknown;
    try {
      parseEnv({ SUPER_ADMIN_EMAIL: 'chief@example.com' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).issues).toEqual([
      expect.stringMatching(/^SUPER_ADMIN_EMAIL: .*npm run admin -- super-admin <email>/),
    ]);
  });

  it('keeps photos in PostgreSQL unless PHOTO_STORE=s3 names a bucket and its keys', () => {
    expect(parseEnv({}).PHOTO_STORE).toBe('postgres');
    const bucket = {
      PHOTO_STORE: 's3',
      S3_BUCKET_URL: 'https://bondhon-photos.s3.ap-south-1.amazonaws.com',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'a-secret-of-the-bucket',
    };
    expect(parseEnv(bucket)).toMatchObject(bucket);
    expect(() => parseEnv({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /PHOTO_STORE=s3: set S3_BUCKET_URL, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    for (const S3_BUCKET_URL of ['ftp://photos.example.com', 'https://s3.example.com/photos?x=1']) {
      expect(() => parseEnv({ ...bucket, S3_BUCKET_URL })).toThrow(/S3_BUCKET_URL/);
    }
  });

  it('uses Stripe only with both of its keys, and refuses keys of the wrong kind', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' };
    expect(parseEnv(keys)).toMatchObject(keys);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both or neither/,
    );
    let caught: unknown;
    try {
      parseEnv({
        STRIPE_SECRET_KEY: 'pk_test_abc123',
        STRIPE_PUBLISHABLE_KEY: 'sk_test_abc123',
        STRIPE_API_PORT: 'eighty',
        STRIPE_API_PROTOCOL: 'ftp',
      });
    } catch (error) {
      caught = error;
    }
    expect((caught as EnvError).issues.map((issue) => issue.split(':')[0]).sort()).toEqual([
      'STRIPE_API_PORT',
      'STRIPE_API_PROTOCOL',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_SECRET_KEY',
    ]);
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
