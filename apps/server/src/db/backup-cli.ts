// `npm run db:backup [-- file]` and `npm run db:restore -- file` (issue 23): the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR) to a file, or a file into it.
import { resolve } from 'node:path';
import { loadEnv } from '../config/env';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';

const [command, given] = process.argv.slice(2);
const env = loadEnv();
const isPostgres = Boolean(env.DATABASE_URL);

if (command === 'backup') {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(given ?? `backups/bondhon-${stamp}.${isPostgres ? 'dump' : 'tar.gz'}`);
  if (env.DATABASE_URL) await backupPostgres(env.DATABASE_URL, file);
  else await backupPglite(env.DATA_DIR, file);
  console.log(`Backed up the ${isPostgres ? 'PostgreSQL' : 'embedded'} database to ${file}`);
} else if (command === 'restore' && given) {
  const file = resolve(given);
  if (env.DATABASE_URL) await restorePostgres(env.DATABASE_URL, file);
  else await restorePglite(file, env.DATA_DIR);
  console.log(
    `Restored ${file} into the ${isPostgres ? 'PostgreSQL database of DATABASE_URL' : `embedded database in ${env.DATA_DIR}`}`,
  );
} else {
  console.error('Usage: npm run db:backup [-- file] | npm run db:restore -- file');
  process.exitCode = 2;
}
