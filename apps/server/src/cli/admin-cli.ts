// `npm run admin -- promote <email>` / `demote <email>`: an operator changes a user's role.
// With the embedded database, stop the server first (one process at a time).
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env';
import { openDatabaseFromEnv } from '../db/client';
import { AppError } from '../lib/app-error';
import { setRoleByEmail } from '../services/users';

const USAGE = 'Usage: npm run admin -- promote <email> | demote <email>';

const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const [command, email] = positionals;
if ((command !== 'promote' && command !== 'demote') || !email || positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}

let exitCode = 0;
try {
  const env = loadEnv();
  const database = openDatabaseFromEnv(env);
  try {
    await database.migrate();
    const role = command === 'promote' ? 'admin' : 'customer';
    await setRoleByEmail({ db: database.db, email, role, superAdminEmail: env.SUPER_ADMIN_EMAIL });
    console.log(`${email} is now ${role}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  exitCode = 1;
  console.error(
    error instanceof AppError || error instanceof EnvError || error instanceof Error
      ? error.message
      : String(error),
  );
}
process.exit(exitCode);
