import { loadEnv } from '../config/env';
import { openDatabaseFromEnv } from './client';

const env = loadEnv();
const database = openDatabaseFromEnv(env);
try {
  await database.migrate();
  console.log(`Migrated the ${database.kind} database.`);
} finally {
  await database.close();
}
