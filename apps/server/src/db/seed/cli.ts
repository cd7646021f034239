// `npm run db:seed -- --biodatas N [--seed S] [--batch-size B] [--concurrency C]`: inserts demo
// biodatas (records 1..N of seed S) into the configured database, migrating it first.
import { parseArgs } from 'node:util';
import { EnvError, isInteractive, loadEnv } from '../../config/env';
import { causeChain } from '../../lib/cause-chain';
import { openDatabaseFromEnv, type Database } from '../client';
import {
  DEFAULT_BATCH_SIZE,
  MAX_BATCH_SIZE,
  MAX_CONCURRENCY,
  MAX_SEED,
  MAX_SEED_COUNT,
  seedBiodatas,
  type SeedProgress,
} from './seed-biodatas';

const USAGE = `Usage: npm run db:seed -- --biodatas N [--seed S] [--batch-size B] [--concurrency C]

Creates demo biodatas 1..N of seed S (default 1), each with its owner account, in the database
DATABASE_URL names (else the embedded one in DATA_DIR). Re-running a seed adds only what is
missing; another seed adds other people.

  --biodatas N      how many biodatas, 1 to ${MAX_SEED_COUNT.toLocaleString('en-US')}
  --seed S          which set of people, 0 to ${MAX_SEED.toLocaleString('en-US')} (default 1)
  --batch-size B    rows per transaction, 1 to ${MAX_BATCH_SIZE.toLocaleString('en-US')} (default ${DEFAULT_BATCH_SIZE})
  --concurrency C   batches in flight, 1 to ${MAX_CONCURRENCY} (default 2 on PostgreSQL; always 1 on PGlite)
  -h, --help        show this help`;

const EXIT_USAGE = 2;
const EXIT_INTERRUPTED = 130;

interface CliOptions {
  count: number;
  seed: number;
  batchSize: number;
  concurrency: number | undefined;
}

class UsageError extends Error {}

function parseWholeNumber(flag: string, raw: string, min: number, max: number): number {
  const value = /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(
      `--${flag} must be a whole number from ${min} to ${max.toLocaleString('en-US')}, got "${raw}".`,
    );
  }
  return value;
}

function parseCliOptions(args: string[]): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        biodatas: { type: 'string' },
        seed: { type: 'string' },
        'batch-size': { type: 'string' },
        concurrency: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.biodatas === undefined) throw new UsageError('--biodatas N is required.');
  return {
    count: parseWholeNumber('biodatas', values.biodatas, 1, MAX_SEED_COUNT),
    seed: values.seed === undefined ? 1 : parseWholeNumber('seed', values.seed, 0, MAX_SEED),
    batchSize:
      values['batch-size'] === undefined
        ? DEFAULT_BATCH_SIZE
        : parseWholeNumber('batch-size', values['batch-size'], 1, MAX_BATCH_SIZE),
    concurrency:
      values.concurrency === undefined
        ? undefined
        : parseWholeNumber('concurrency', values.concurrency, 1, MAX_CONCURRENCY),
  };
}

const numberFormat = new Intl.NumberFormat('en-US');
const format = (value: number) => numberFormat.format(Math.round(value));

function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes}m ${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

/** On a terminal one line rewritten in place (at most 10 times a second); else a line per 10%. */
function createProgressReporter({ startedAt }: { startedAt: number }) {
  let lastDrawAt = 0;
  let lastTenth = 0;
  let hasLine = false;
  const describe = ({ processed, total }: SeedProgress) => {
    const seconds = (performance.now() - startedAt) / 1000;
    const rate = seconds > 0 ? processed / seconds : 0;
    const eta = rate > 0 ? (total - processed) / rate : Number.POSITIVE_INFINITY;
    const percent = total > 0 ? (processed / total) * 100 : 100;
    return `${format(processed)}/${format(total)} (${percent.toFixed(1)}%) · ${format(rate)}/s · ETA ${formatDuration(eta)}`;
  };
  return {
    report(progress: SeedProgress) {
      if (isInteractive) {
        const now = performance.now();
        if (now - lastDrawAt < 100 && progress.processed < progress.total) return;
        lastDrawAt = now;
        hasLine = true;
        process.stdout.write(`\r\x1b[K  ${describe(progress)}`);
        return;
      }
      const tenth = Math.floor((progress.processed / progress.total) * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        console.log(`  ${describe(progress)}`);
      }
    },
    /** Ends the in-place line so later output starts on a fresh one. */
    finish() {
      if (hasLine) process.stdout.write('\n');
      hasLine = false;
    },
  };
}

async function runSeed(options: CliOptions, database: Database, signal: AbortSignal) {
  const concurrency = database.kind === 'pglite' ? 1 : (options.concurrency ?? 2);
  const target = database.kind === 'pglite' ? 'the embedded PGlite database' : 'PostgreSQL';
  console.log(
    `Seeding ${format(options.count)} biodatas (seed ${options.seed}, batches of ${format(options.batchSize)}, ${concurrency} at a time) into ${target}…`,
  );
  const startedAt = performance.now();
  const progress = createProgressReporter({ startedAt });
  try {
    const result = await seedBiodatas({
      db: database.db,
      count: options.count,
      seed: options.seed,
      batchSize: options.batchSize,
      concurrency,
      onProgress: progress.report,
      signal,
    });
    progress.finish();
    const seconds = (performance.now() - startedAt) / 1000;
    const rate = seconds > 0 ? result.inserted / seconds : 0;
    const outcome = result.isComplete
      ? 'Done'
      : `Interrupted after ${format(result.processed)} of ${format(result.total)}`;
    console.log(
      `${outcome}: ${format(result.inserted)} inserted, ${format(result.skipped)} skipped as already present, in ${seconds.toFixed(1)} s (${format(rate)} rows/s).`,
    );
    return result.isComplete;
  } finally {
    progress.finish();
  }
}

/** The error's message and those of its causes (a failed query wraps the driver's error). */
function describeError(error: unknown): string {
  return causeChain(error)
    .map((link) => (link instanceof Error ? link.message : String(link)))
    .join('\n  caused by: ');
}

async function main(): Promise<number> {
  let options: CliOptions | 'help';
  try {
    options = parseCliOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }

  const env = loadEnv();
  const database = openDatabaseFromEnv(env);
  // Ctrl-C stops after the batches in flight (each is one transaction, so nothing is half
  // written); a second Ctrl-C quits at once.
  const controller = new AbortController();
  const onInterrupt = () => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    console.error('\nStopping after the current batch… (Ctrl-C again to quit now)');
    controller.abort();
  };
  process.on('SIGINT', onInterrupt);
  try {
    await database.migrate();
    const isComplete = await runSeed(options, database, controller.signal);
    return isComplete ? 0 : EXIT_INTERRUPTED;
  } finally {
    process.off('SIGINT', onInterrupt);
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof EnvError) {
      console.error(error.message);
    } else {
      console.error(`Seeding failed: ${describeError(error)}`);
    }
    process.exitCode = 1;
  },
);
