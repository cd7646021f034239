// Load: 3 minutes of mixed traffic from 100 signed-in members, one connection each (browsing,
// searching, details, favourites, biodata edits, contact payments through the local gateway).
// Passes when no answer is a 5xx (or missing) and every write the server acknowledged is in the
// database exactly once.
import { createScenarioDatabase, sampleBiodataIds } from '../lib/database';
import { Stats } from '../lib/http';
import { progress, round, runScenario, serverDatabaseUrl } from '../lib/report';
import { startServer } from '../lib/server';
import { createMembers, runTraffic, WriteLog } from '../lib/traffic';
import { verifyWrites } from '../lib/verify-writes';

const CONNECTIONS = Number(process.env.RELIABILITY_CONNECTIONS ?? 100);
const DURATION_SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 180);
const BIODATAS = 2000;

await runScenario('load', async (cleanup) => {
  const database = await createScenarioDatabase(serverDatabaseUrl(), 'load', {
    biodatas: BIODATAS,
  });
  cleanup(() => database.drop());
  const server = await startServer({ databaseUrl: database.url });
  cleanup(() => server.stop());

  const setupStartedAt = Date.now();
  const setupStats = new Stats();
  progress(`signing up ${CONNECTIONS} members, each with a biodata`);
  const members = await createMembers(server, setupStats, CONNECTIONS, 'load');
  const biodataIds = await sampleBiodataIds(database, 400);

  const stats = new Stats();
  for (const member of members) member.client.stats = stats;
  const log = new WriteLog();
  const counts: Record<string, number> = {};
  const endsAt = Date.now() + DURATION_SECONDS * 1000;
  progress(`${CONNECTIONS} connections of mixed traffic for ${DURATION_SECONDS} s`);
  const ticker = setInterval(() => {
    const { requests, requestsPerSecond } = stats.summary();
    progress(`${requests} requests (${requestsPerSecond}/s)`);
  }, 30_000);
  await runTraffic({ members, biodataIds, log, counts, shouldStop: () => Date.now() >= endsAt });
  clearInterval(ticker);

  const summary = stats.summary();
  const problems: string[] = [];
  for (const [route, count] of Object.entries(summary['5xxByRoute'])) {
    problems.push(`${count} answers ${route}`);
  }
  // Every read the traffic makes is valid (existing ids, filters from the option lists): a
  // refusal there is a bug in the server or in the traffic.
  for (const [route, count] of Object.entries(summary['4xxByRoute'])) {
    if (route.startsWith('GET ')) problems.push(`${count} answers ${route}`);
  }
  for (const [route, count] of Object.entries(summary.noAnswerByRoute)) {
    problems.push(`${count} calls of ${route.replace(/ 0$/, '')} got no answer`);
  }
  const alive = server.isAlive();
  if (!alive) problems.push('the server process died during the load');
  const exitCode = alive ? await server.stop() : null;
  if (alive && exitCode !== 0) problems.push(`the server exited with ${exitCode} on SIGTERM`);

  const verification = await verifyWrites(database.url, members, log);
  problems.push(...verification.problems);
  return {
    figures: {
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      requestsByKind: counts,
      requests: summary.requests,
      requestsPerSecond: summary.requestsPerSecond,
      latencyMs: summary.latencyMs,
      '4xxByRoute': summary['4xxByRoute'],
      '5xx': Object.values(summary['5xxByRoute']).reduce((sum, count) => sum + count, 0),
      acknowledgedWrites: {
        edits: log.edits,
        favouriteAdds: log.favouriteAdds,
        favouriteRemoves: log.favouriteRemoves,
        payments: log.payments.length,
      },
      writesVerified: verification.verified,
      setupSeconds: round((endsAt - DURATION_SECONDS * 1000 - setupStartedAt) / 1000),
    },
    problems,
  };
});
