import { Writable } from 'node:stream';
import { pino, type Level, type Logger } from 'pino';
import { EnvError, parseEnv, serverStartIssues } from '../../src/config/env';

/** The start-up refusal for this configuration, as the server prints it; null when it starts. */
export function refusalOf(variables: Record<string, string>): string | null {
  const issues = serverStartIssues(parseEnv(variables));
  return issues.length > 0 ? new EnvError(issues).message : null;
}

/** A pino logger at `level` whose lines are kept: `text()` is all it wrote so far. */
export function capturingLogger(level: Level): { logger: Logger; text: () => string } {
  let log = '';
  const logger = pino(
    { level },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    }),
  );
  return { logger, text: () => log };
}
