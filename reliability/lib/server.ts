import { startAppServer } from '../../bench/src/processes';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  isAlive(): boolean;
  /** SIGTERM, then waits for the exit: answers the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>;
}

/** The settings every scenario's server runs with on top of the benchmark's (bench/src/processes). */
export const SERVER_ENV: Record<string, string> = {
  // Many users are signed up from one address at the start.
  AUTH_RATE_LIMIT_PER_IP: '100000',
  // Every wrong sign-in comes from this one address: the per-e-mail limit is the one checked.
  AUTH_FAILURES_PER_IP_EMAIL: '1000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  // Members publish and pay as soon as they have signed up: these scenarios are about faults, not
  // the mail path (apps/server/test/email-verification.test.ts and the e2e journeys cover that).
  REQUIRE_EMAIL_VERIFICATION: 'false',
};

/**
 * Starts the production build (apps/server/dist/server.js) on a free port against `databaseUrl`
 * and waits until /api/health answers 200. Its log (warnings and errors) goes to stderr.
 */
export async function startServer({
  databaseUrl,
  extraEnv = {},
}: {
  databaseUrl: string;
  extraEnv?: Record<string, string>;
}): Promise<ServerProcess> {
  const redis: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL }
    : {};
  const running = await startAppServer({
    databaseUrl,
    extraEnv: { ...SERVER_ENV, ...redis, ...extraEnv },
  });
  const { child } = running;
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      exitCode = child.exitCode;
      resolveExit();
      return;
    }
    child.once('exit', (code) => {
      exitCode = code;
      resolveExit();
    });
  });
  return {
    baseUrl: running.baseUrl,
    pid: child.pid ?? -1,
    isAlive: () => exitCode === undefined,
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      await exited;
      return exitCode ?? null;
    },
    async kill() {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
    },
  };
}
