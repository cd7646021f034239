import { pino } from 'pino';
import { buildApp } from './app';
import { EnvError, isInteractive, loadEnv } from './config/env';
import { openDatabaseFromEnv } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { formatDemoAccountsNotice, seedDemoAccountsIfMissing } from './db/seed/demo-accounts';
import { createPaymentGateway } from './payments/create-payment-gateway';
import { reconcileContactPayments } from './services/contact-requests';

/** How often payments confirmed at the gateway but never recorded are looked for (decision 8). */
const RECONCILE_EVERY_MS = 60_000;
/** A confirmation younger than this is left to the browser, which is about to record it. */
const RECONCILE_GRACE_MS = 30_000;

async function main() {
  const env = loadEnv();
  const logger = pino({
    level: env.LOG_LEVEL,
    ...(isInteractive
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });

  const database = openDatabaseFromEnv(env);
  logger.info({ database: database.kind }, 'migrating the database');
  await database.migrate();
  if (env.SEED_DEMO) await seedDemoIfEmpty({ database, count: env.SEED_DEMO_BIODATAS, logger });

  const app = await buildApp({ env, database, logger });
  if (env.SEED_DEMO) {
    const created = await seedDemoAccountsIfMissing({ auth: app.auth, db: database.db });
    if (created.length > 0) process.stdout.write(`${formatDemoAccountsNotice(created)}\n`);
  }

  // Payments confirmed while the server was down or dying are recorded before serving.
  const gateway = createPaymentGateway({ env, db: database.db });
  const reconcile = async (graceMs: number) => {
    try {
      const outcome = await reconcileContactPayments({
        db: database.db,
        gateway,
        confirmedBefore: new Date(Date.now() - graceMs),
      });
      if (outcome.recorded + outcome.refused > 0) logger.warn(outcome, 'reconciled payments');
    } catch (error) {
      logger.error({ err: error }, 'reconciling payments failed');
    }
  };
  await reconcile(0);
  const reconciler = setInterval(() => void reconcile(RECONCILE_GRACE_MS), RECONCILE_EVERY_MS);
  reconciler.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(reconciler);
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      // Stops accepting and waits for the open connections, then closes the database (onClose
      // hook), which lets the queries of handlers still running finish first.
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
