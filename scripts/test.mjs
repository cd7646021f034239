// `npm test`: every test. Vitest (unit and API integration, each file on a fresh migrated
// database), then Playwright end-to-end journeys in Chromium against the built app started on a
// free port with its own database. With DATABASE_URL set, everything runs on that PostgreSQL
// server, in databases the suite creates and drops. `--database-only` runs only what the database
// can change: of the Vitest suites the server's, with fewer hostile requests a call, and the
// end-to-end journeys but the screens tagged @presentation (layout, languages, axe, the
// carousel). That is CI's PostgreSQL pass, after the full first.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureBuilt,
  ensureChromium,
  ensureInstalled,
  freePort,
  ROOT,
  startProcess,
  step,
  waitForOk,
} from './lib/bootstrap.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv.filter((arg) => arg.startsWith('--')));
/** CI's second pass, on the PostgreSQL server: only what the database can change (above). */
const isDatabaseOnly = args.has('--database-only');
/** Anything else narrows the end-to-end run (Playwright's file filters), e.g. `npm run test:e2e -- layout`. */
const e2eFilters = argv.filter((arg) => !arg.startsWith('--'));
const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const results = [];
const reportDir = mkdtempSync(join(tmpdir(), 'bondhon-test-report-'));

/**
 * Makes `email` the super-admin as an operator does, with the real CLI on the server's database
 * (while no server holds it: the embedded database allows one process), and answers the password
 * it prints once (ADR 0013).
 */
function makeSuperAdmin(email, env) {
  const { status, stdout, stderr } = spawnSync(
    bin('tsx'),
    ['apps/server/src/cli/admin-cli.ts', 'super-admin', email],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  const password = /^password: (\S+)$/m.exec(stdout ?? '')?.[1];
  if (status !== 0 || !password) {
    throw new Error(`could not make ${email} the super-admin (exit ${status}):\n${stderr}`);
  }
  return password;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/** Runs one runner; its test counts come from the JSON report `countTests` reads. */
function runSuite(name, command, commandArgs, { env = {}, countTests }) {
  step(name);
  const { status } = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const counts = countTests() ?? { passed: 0, failed: 0 };
  // A runner that failed without reporting a failed test (crash, set-up error) still fails.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name, ok: status === 0, ...counts });
}

ensureInstalled();
const databaseUrl = process.env.DATABASE_URL;
console.log(
  `Database: ${databaseUrl ? `PostgreSQL server (${new URL(databaseUrl).host})` : 'embedded PGlite'}`,
);

if (!args.has('--e2e-only')) {
  const report = join(reportDir, 'vitest.json');
  runSuite(
    'Unit and API tests (Vitest)',
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      // The database's own tests only (CI's second pass: the rest ran in the first).
      ...(isDatabaseOnly ? ['--project', 'server'] : []),
    ],
    {
      // The second pass's hostile requests: fewer a call, drawn afresh (bad-input.property.test.ts).
      env: isDatabaseOnly ? { BAD_INPUT_CASES_PER_CALL: '100' } : {},
      countTests: () => {
        const json = readJson(report);
        return json && { passed: json.numPassedTests, failed: json.numFailedTests };
      },
    },
  );
}

if (!args.has('--unit-only')) {
  ensureBuilt();
  const chromium = ensureChromium();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // A real OpenID Connect provider behind the 'Sign in with Google' button.
  const oidcPort = await freePort();
  const oidc = startProcess(
    bin('tsx'),
    [
      'apps/server/test/support/oidc-provider-cli.ts',
      '--port',
      String(oidcPort),
      '--redirect-uri',
      `${baseUrl}/api/auth/callback/oidc`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [issuer, clientId, clientSecret] = await new Promise((resolveReady, reject) => {
    let output = '';
    oidc.child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /ready (\S+) (\S+) (\S+)/.exec(output);
      if (match) resolveReady(match.slice(1));
    });
    void oidc.exited.then(() => reject(new Error('the OpenID Connect provider did not start')));
  });

  // A real SMTP server the app sends its mail to, which the journeys read (reset links).
  const mail = startProcess(bin('tsx'), ['apps/server/test/support/mail-capture-cli.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [smtpUrl, mailReadUrl] = await new Promise((resolveReady, reject) => {
    let output = '';
    mail.child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /ready (\S+) (\S+)/.exec(output);
      if (match) resolveReady(match.slice(1));
    });
    void mail.exited.then(() => reject(new Error('the SMTP capture server did not start')));
  });

  const e2eEnv = {
    E2E_BASE_URL: baseUrl,
    E2E_MAIL_URL: mailReadUrl,
    CHROMIUM_PATH: chromium,
    E2E_SUPER_ADMIN_EMAIL: 'super.admin@e2e.bondhon.test',
    E2E_OIDC_ISSUER: issuer,
  };
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // Ten pages of listing, so every page-button window (up to 7) fills.
    SEED_DEMO_BIODATAS: '120',
    // Every journey signs in from this one address.
    AUTH_RATE_LIMIT_PER_IP: '10000',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    // The journeys pay with the built-in test gateway, on PostgreSQL too (ADR 0014), and their
    // mail goes to the SMTP capture server.
    PAYMENT_GATEWAY: 'local',
    SMTP_URL: smtpUrl,
  };

  // Each server under test gets a database of its own.
  const cleanUps = [];
  const giveOwnDatabase = async (env) => {
    if (databaseUrl) {
      const { default: pg } = await import('pg');
      const name = `bondhon_e2e_${Date.now().toString(36)}_${cleanUps.length}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      cleanUps.push(async () => {
        const dropper = new pg.Client({ connectionString: databaseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      });
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'bondhon-e2e-'));
      env.DATA_DIR = dataDir;
      cleanUps.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    }
  };
  await giveOwnDatabase(serverEnv);

  // A second server where only verified biodatas are shown (BIODATA_REVIEW=before-publish, issue
  // 21): the review journey's. No demo data: what it shows, the journey makes.
  const reviewPort = await freePort();
  const reviewBaseUrl = `http://127.0.0.1:${reviewPort}`;
  const reviewEnv = {
    ...serverEnv,
    PORT: String(reviewPort),
    PUBLIC_URL: reviewBaseUrl,
    SEED_DEMO: 'false',
    BIODATA_REVIEW: 'before-publish',
    // The journey is the review's; the main server's journeys cover two-step sign-in.
    REQUIRE_ADMIN_2FA: 'false',
  };
  await giveOwnDatabase(reviewEnv);
  e2eEnv.E2E_REVIEW_BASE_URL = reviewBaseUrl;

  const servers = new Map();
  const startServer = async (env = serverEnv) => {
    const server = startProcess(process.execPath, ['apps/server/dist/server.js'], { env });
    servers.set(env, server);
    let isServerAlive = true;
    void server.exited.then(() => (isServerAlive = false));
    await waitForOk(`${env.PUBLIC_URL}/api/health`, { isAlive: () => isServerAlive });
  };
  const stopServer = async (env = serverEnv) => {
    const server = servers.get(env);
    server?.child.kill('SIGTERM');
    await server?.exited;
    servers.delete(env);
  };
  try {
    // As an operator does: the first start seeds the demo data, then the super-admin is made with
    // the CLI while the server is stopped (the embedded database allows one process), so it is the
    // newest account, at the top of Manage Users.
    step('Seeding the demo data: a first start of the built app');
    await startServer();
    await stopServer();
    step(`Making ${e2eEnv.E2E_SUPER_ADMIN_EMAIL} the super-admin (npm run admin -- super-admin)`);
    e2eEnv.E2E_SUPER_ADMIN_PASSWORD = makeSuperAdmin(e2eEnv.E2E_SUPER_ADMIN_EMAIL, serverEnv);

    step(`Starting the review server (before-publish) at ${reviewBaseUrl}`);
    await startServer(reviewEnv);
    await stopServer(reviewEnv);
    e2eEnv.E2E_REVIEW_SUPER_ADMIN_PASSWORD = makeSuperAdmin(
      e2eEnv.E2E_SUPER_ADMIN_EMAIL,
      reviewEnv,
    );
    await startServer(reviewEnv);

    step(`Starting the built app for the end-to-end tests at ${baseUrl}`);
    await startServer();
    const report = join(reportDir, 'playwright.json');
    runSuite(
      'End-to-end tests (Playwright, Chromium)',
      bin('playwright'),
      [
        'test',
        '-c',
        'e2e/playwright.config.ts',
        // Screens as the browser shows them ran in the first pass; the database changes nothing.
        ...(isDatabaseOnly ? ['--grep-invert', '@presentation'] : []),
        ...e2eFilters,
      ],
      {
        env: { ...e2eEnv, E2E_JSON_REPORT: report },
        countTests: () => {
          const stats = readJson(report)?.stats;
          return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected };
        },
      },
    );
  } catch (error) {
    console.error(`\u2716 ${error.message}`);
    results.push({
      name: 'End-to-end tests (Playwright, Chromium)',
      ok: false,
      passed: 0,
      failed: 1,
    });
  } finally {
    oidc.child.kill('SIGTERM');
    mail.child.kill('SIGTERM');
    await Promise.all([
      ...[...servers.keys()].map((env) => stopServer(env)),
      oidc.exited,
      mail.exited,
    ]);
    for (const cleanUp of cleanUps) await cleanUp();
  }
}

rmSync(reportDir, { recursive: true, force: true });
console.log('');
for (const { name, ok, passed, failed } of results) {
  console.log(`${ok ? '\u2714' : '\u2716'} ${name}: ${passed} passed, ${failed} failed`);
}
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed`);
process.exit(results.every((result) => result.ok) && total('passed') > 0 ? 0 : 1);
