// `npm start`: install what is missing, build what is stale, then serve app and API on one port
// (migrating the database and seeding demo data on an empty one happen in the server itself).
import { ensureBuilt, ensureInstalled, ROOT, startProcess } from './lib/bootstrap.mjs';

ensureInstalled();
ensureBuilt();

const { child, exited } = startProcess(process.execPath, ['apps/server/dist/server.js'], {
  cwd: ROOT,
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
const { code, signal } = await exited;
process.exit(code ?? (signal ? 0 : 1));
