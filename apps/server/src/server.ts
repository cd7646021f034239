import { setFlagsFromString } from 'node:v8';
import { pino } from 'pino';
import { buildApp } from './app';
import { EnvError, isInteractive, loadEnv, serverStartIssues } from './config/env';
import { openDatabaseFromEnv } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { announceDemoAccounts } from './db/seed/demo-accounts';
import { MAIL_EVERY_MS } from './plugins/mail';
import { END_SUSPENSIONS_EVERY_MS } from './plugins/moderation';
import { RECONCILE_EVERY_MS } from './plugins/payments';

/**
 * V8 lets the old generation grow to a multiple of what its last full collection kept, up to four
 * times when collecting is cheap. Under load, data that outlives a request's database round trips
 * is promoted there, so the server's memory rose to about 400 MB of which about 55 MB was live.
 * Twice what was kept costs a full collection more often (a few milliseconds each) and no
 * measured throughput; half again cost 5% (ADR 0044). V8 reads it at each collection, so setting
 * it here, before the app starts, takes effect however the server is started.
 */
const HEAP_GROWING_PERCENT = 100;
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

/**
 * How much log the process holds while standard output does not take it (a stalled pipe): past
 * this, lines are dropped rather than the server's memory growing without end.
 */
const LOG_BUFFER_BYTES = 16 * 1024 * 1024;

async function main() {
  const env = loadEnv();
  // Payments chosen, not defaulted to the test gateway, on a deployment (ADR 0014).
  const startIssues = serverStartIssues(env);
  if (startIssues.length > 0) throw new EnvError(startIssues);
  // Lines are written as the event loop allows, not one blocking write each: pino flushes what is
  // left when the process exits (ADR 0047). A terminal gets them pretty, from a worker thread.
  const logger = isInteractive
    ? pino({
        level: env.LOG_LEVEL,
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
      })
    : pino(
        { level: env.LOG_LEVEL },
        pino.destination({ sync: false, maxLength: LOG_BUFFER_BYTES }),
      );

  const database = openDatabaseFromEnv(env);
  if (env.MIGRATE_ON_START) {
    // Once, whoever starts first: the others wait for it (an advisory lock, db/client.ts).
    logger.info({ database: database.kind }, 'migrating the database');
    await database.migrate();
  } else {
    logger.info({ database: database.kind }, 'not migrating: MIGRATE_ON_START=false');
    const pending = await database.pendingMigrations();
    if (pending > 0) {
      await database.close();
      throw new EnvError([
        `The database is not migrated: ${pending} migration${pending === 1 ? '' : 's'} to apply. ` +
          'Run `npm run db:migrate` (or start with MIGRATE_ON_START=true).',
      ]);
    }
  }

  // Payments confirmed while the server was down are recorded when the app is ready, before it
  // serves, then every minute (plugins/payments.ts).
  const app = await buildApp({
    env,
    database,
    logger,
    reconcileEveryMs: RECONCILE_EVERY_MS,
    deliverMailEveryMs: MAIL_EVERY_MS,
    endSuspensionsEveryMs: END_SUSPENSIONS_EVERY_MS,
  });
  // Demo biodatas and accounts together, on an empty database only (DESIGN D14).
  if (env.SEED_DEMO) {
    const { accounts } = await seedDemoIfEmpty({
      database,
      auth: app.auth,
      count: env.SEED_DEMO_BIODATAS,
      logger,
    });
    announceDemoAccounts({
      created: accounts,
      logger,
      terminal: isInteractive ? process.stdout : null,
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), env.SHUTDOWN_DRAIN_MS + 15_000);
    forceExit.unref();
    try {
      // Readiness answers 503 at once; the instance goes on answering what it is sent while a
      // load balancer notices and stops sending it anything.
      app.readiness.startDraining();
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
      // Stops accepting and the reconciler, waits for the open connections, then closes the
      // database (onClose hook), which lets the queries of handlers still running finish first.
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info({ url }, `Bondhon is ready at ${url}`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
