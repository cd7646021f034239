import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const SERVER_DIR = join(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr together (a pipe: not a terminal). */
  output(): string;
}

/**
 * Starts the real server (src/server.ts) on a free port with only `env` and a PATH. The child is
 * the server itself (node with tsx's loader, not the tsx command, which would run it in a
 * grandchild): a SIGKILL kills the server, and none outlives its test.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Resolves with the URL the server prints once it listens. */
export function readyUrl({ child, output }: ServerProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /ready at (http:\/\/[^"\s]+)/.exec(output());
      if (match?.[1]) {
        child.stdout?.off('data', check);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', () => reject(new Error(`server exited early:\n${output()}`)));
    check();
  });
}

/** Starts the server, waits until it listens, stops it with SIGTERM: answers all it wrote. */
export async function startAndStop(env: Record<string, string>): Promise<string> {
  const server = startServer(env);
  try {
    await readyUrl(server);
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    await exited;
    return server.output();
  } finally {
    server.child.kill('SIGKILL');
  }
}
