// Database outage: under steady traffic (20 members), the machine's PostgreSQL server is stopped
// for about 5 s and started again. While it is down every call must answer quickly (503 for what
// needs the database, never a hang or another 5xx) and the server must stay alive; once it is
// back the server must serve again within 5 s, without a restart, and lose no acknowledged write.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createScenarioDatabase, sampleBiodataIds } from '../lib/database';
import { Stats } from '../lib/http';
import { progress, round, runScenario, serverDatabaseUrl } from '../lib/report';
import { startServer } from '../lib/server';
import { createMembers, runTraffic, WriteLog } from '../lib/traffic';
import { verifyWrites } from '../lib/verify-writes';

const run = promisify(execFile);
const CONNECTIONS = 20;
const DOWN_MS = 5000;
/** The slowest answer accepted while the database is down (the pool waits 3 s for a connection). */
const MAX_OUTAGE_ANSWER_MS = 3500;
const MAX_RECOVERY_MS = 5000;
const CLUSTER = ['15', 'main'];

const sleep = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

await runScenario('outage', async (cleanup) => {
  const database = await createScenarioDatabase(serverDatabaseUrl(), 'outage', { biodatas: 500 });
  cleanup(() => database.drop());
  const server = await startServer({ databaseUrl: database.url });
  cleanup(() => server.stop());
  // Whatever happens, PostgreSQL is left running for everyone else on this machine.
  cleanup(() => run('pg_ctlcluster', [...CLUSTER, 'start']).catch(() => {}));

  const members = await createMembers(server, new Stats(), CONNECTIONS, 'outage');
  const biodataIds = await sampleBiodataIds(database, 200);
  const stats = new Stats(true);
  for (const member of members) member.client.stats = stats;
  const log = new WriteLog();
  const counts: Record<string, number> = {};
  let stopTraffic = false;
  const traffic = runTraffic({
    members,
    biodataIds,
    log,
    counts,
    shouldStop: () => stopTraffic,
  });

  await sleep(8000);
  progress('stopping PostgreSQL');
  const stopStartedAt = Date.now();
  await run('pg_ctlcluster', [...CLUSTER, 'stop', '-m', 'fast']);
  const downAt = Date.now();
  await sleep(DOWN_MS);
  progress('starting PostgreSQL');
  await run('pg_ctlcluster', [...CLUSTER, 'start']);
  const upAt = Date.now();
  let recoveredAt: number | null = null;
  while (Date.now() - upAt < 30_000) {
    const health = await fetch(`${server.baseUrl}/api/health`).catch(() => null);
    if (health?.status === 200) {
      recoveredAt = Date.now();
      break;
    }
    await sleep(100);
  }
  progress(
    `PostgreSQL up; the server answered 200 ${recoveredAt ? recoveredAt - upAt : '?'} ms later`,
  );
  await sleep(8000);
  stopTraffic = true;
  await traffic;

  const problems: string[] = [];
  const during = stats.answers.filter((a) => a.startedAt >= downAt && a.startedAt + a.ms <= upAt);
  const statusesDuring: Record<string, number> = {};
  for (const answer of during) {
    const key = `${answer.route} ${answer.status}`;
    statusesDuring[key] = (statusesDuring[key] ?? 0) + 1;
    if (answer.status === 0) problems.push(`no answer from ${answer.route} during the outage`);
    else if (answer.status >= 500 && answer.status !== 503) {
      problems.push(`${answer.status} from ${answer.route} during the outage`);
    }
  }
  const maxDuringMs = Math.max(0, ...during.map((answer) => answer.ms));
  if (maxDuringMs > MAX_OUTAGE_ANSWER_MS) {
    problems.push(`an answer during the outage took ${round(maxDuringMs)} ms`);
  }
  if (during.length === 0) problems.push('no call was answered during the outage');
  const outside = stats.answers.filter(
    (a) => a.startedAt + a.ms < stopStartedAt || a.startedAt > (recoveredAt ?? upAt),
  );
  for (const answer of outside) {
    if (answer.status === 0 || answer.status >= 500) {
      problems.push(`${answer.status || 'no answer'} from ${answer.route} outside the outage`);
    }
  }
  const recoveryMs = recoveredAt === null ? null : recoveredAt - upAt;
  if (recoveryMs === null || recoveryMs > MAX_RECOVERY_MS) {
    problems.push(`the server did not serve again within ${MAX_RECOVERY_MS} ms (${recoveryMs})`);
  }
  const writesAfter = outside.filter(
    (a) => a.startedAt > upAt && a.route.startsWith('P') && a.status < 300,
  ).length;
  if (writesAfter === 0) problems.push('no write was acknowledged after the outage');
  if (!server.isAlive()) problems.push('the server process died');
  const exitCode = server.isAlive() ? await server.stop() : null;
  if (exitCode !== 0) problems.push(`the server exited with ${exitCode} on SIGTERM`);

  const verification = await verifyWrites(database.url, members, log);
  problems.push(...verification.problems);
  const summary = stats.summary();
  return {
    figures: {
      faultsInjected: 1,
      downMs: upAt - downAt,
      answersDuringOutage: during.length,
      statusesDuringOutage: statusesDuring,
      maxAnswerMsDuringOutage: round(maxDuringMs),
      recoveryMs,
      writesAcknowledgedAfterOutage: writesAfter,
      requests: summary.requests,
      requestsByKind: counts,
      latencyMs: summary.latencyMs,
      '5xxByRoute': summary['5xxByRoute'],
      writesVerified: verification.verified,
    },
    problems: [...new Set(problems)],
  };
});
