// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server with hot reload.
// Vite proxies /api and /media to the API server on PORT (3000).
import { ensureInstalled, startProcess } from './lib/bootstrap.mjs';

ensureInstalled();
const processes = [
  startProcess('npm', ['run', 'dev', '-w', '@bondhon/server']),
  startProcess('npm', ['run', 'dev', '-w', '@bondhon/web']),
];
const stopAll = () => processes.forEach(({ child }) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
// When one stops, stop the other.
await Promise.race(processes.map(({ exited }) => exited));
stopAll();
await Promise.all(processes.map(({ exited }) => exited));
