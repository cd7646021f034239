// Crash: 20 members pay for contacts in loops (a few close the page between the card and the
// recording, as browsers do), the server is killed with SIGKILL in the middle, then restarted on
// the same database and paid through again. Afterwards every intent the gateway confirmed has
// exactly one payment row and one contact request, and no request lacks a confirmed payment.
import { createScenarioDatabase, sampleBiodataIds } from '../lib/database';
import { Stats, type Target } from '../lib/http';
import { progress, runScenario, serverDatabaseUrl } from '../lib/report';
import { startServer } from '../lib/server';
import { createMembers, runTraffic, WriteLog } from '../lib/traffic';
import { verifyWrites } from '../lib/verify-writes';

const PAYERS = 20;
const sleep = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

await runScenario('crash', async (cleanup) => {
  const database = await createScenarioDatabase(serverDatabaseUrl(), 'crash', { biodatas: 500 });
  cleanup(() => database.drop());
  let server = await startServer({ databaseUrl: database.url });
  cleanup(() => server.stop());
  const target: Target = { baseUrl: server.baseUrl };

  const members = await createMembers(target, new Stats(), PAYERS, 'crash');
  const biodataIds = await sampleBiodataIds(database, 400);
  const stats = new Stats();
  for (const member of members) member.client.stats = stats;
  const log = new WriteLog();
  const counts: Record<string, number> = {};

  let stop = false;
  const payBefore = runTraffic({
    members,
    biodataIds,
    log,
    counts,
    mix: { payment: 1 },
    abandonShare: 0.05,
    shouldStop: () => stop,
  });
  await sleep(6000);
  progress('SIGKILL to the server in the middle of payments');
  await server.kill();
  stop = true;
  await payBefore;
  const beforeKill = {
    acknowledged: log.payments.length,
    unrecorded: log.unrecordedConfirmed.length,
  };

  server = await startServer({ databaseUrl: database.url });
  target.baseUrl = server.baseUrl;
  progress('restarted; paying again for 4 s');
  stop = false;
  // No abandoning now: only the start-up reconciliation runs within the scenario.
  const payAfter = runTraffic({
    members,
    biodataIds,
    log,
    counts,
    mix: { payment: 1 },
    shouldStop: () => stop,
  });
  await sleep(4000);
  stop = true;
  await payAfter;

  const problems: string[] = [];
  const exitCode = await server.stop();
  if (exitCode !== 0) problems.push(`the restarted server exited with ${exitCode} on SIGTERM`);
  const summary = stats.summary();
  for (const [route, count] of Object.entries(summary['5xxByRoute'])) {
    problems.push(`${count} answers ${route}`);
  }
  const verification = await verifyWrites(database.url, members, log);
  problems.push(...verification.problems);
  const [intents] = await database.query<{ created: number; succeeded: number; requests: number }>(
    `select (select count(*)::int from local_payment_intents) as created,
            (select count(*)::int from local_payment_intents where status = 'succeeded') as succeeded,
            (select count(*)::int from contact_requests) as requests`,
  );
  if (verification.verified.reconciledPayments === 0) {
    problems.push(
      'no confirmed-but-unrecorded payment was left to reconcile: the case went untested',
    );
  }
  return {
    figures: {
      faultsInjected: 1,
      requests: summary.requests,
      intentsCreated: intents?.created,
      intentsConfirmed: intents?.succeeded,
      contactRequests: intents?.requests,
      acknowledgedBeforeKill: beforeKill.acknowledged,
      confirmedUnrecordedBeforeKill: beforeKill.unrecorded,
      acknowledgedInAll: log.payments.length,
      noAnswerByRoute: summary.noAnswerByRoute,
      writesVerified: verification.verified,
    },
    problems,
  };
});
