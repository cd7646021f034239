// `npm run admin -- promote <email>` / `demote <email>`: an operator changes a user's role.
// `npm run admin -- super-admin <email>`: makes (or creates) the one super-admin, ends its sessions
// and prints its new password once (ADR 0013).
// With the embedded database, stop the server first (one process at a time).
import { parseArgs } from 'node:util';
import { resolveAuthSecret } from '../auth/auth-secret';
import { createAuth } from '../auth/create-auth';
import { EnvError, loadEnv } from '../config/env';
import { openDatabaseFromEnv } from '../db/client';
import { AppError } from '../lib/app-error';
import { appointSuperAdmin } from '../services/super-admin';
import { setRoleByEmail } from '../services/users';

const USAGE = 'Usage: npm run admin -- promote <email> | demote <email> | super-admin <email>';
const COMMANDS = ['promote', 'demote', 'super-admin'];

const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const [command, email] = positionals;
if (!command || !COMMANDS.includes(command) || !email || positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}

let exitCode = 0;
try {
  const env = loadEnv();
  const database = openDatabaseFromEnv(env);
  try {
    await database.migrate();
    if (command === 'super-admin') {
      const auth = createAuth({
        env,
        db: database.db,
        secret: await resolveAuthSecret({ db: database.db, configured: env.BETTER_AUTH_SECRET }),
      });
      const { isNew, password } = await appointSuperAdmin({ auth, db: database.db, email });
      const address = email.trim().toLowerCase();
      console.log(
        isNew
          ? `${address} is created and is now the super-admin.`
          : `${address} is now the super-admin: its sessions are ended and its password replaced.`,
      );
      // The one line scripts read (scripts/test.mjs); shown only now, kept nowhere.
      console.log('Its password, shown only this once:');
      console.log(`password: ${password}`);
    } else {
      const role = command === 'promote' ? 'admin' : 'customer';
      await setRoleByEmail({ db: database.db, email, role });
      console.log(`${email} is now ${role}.`);
    }
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
