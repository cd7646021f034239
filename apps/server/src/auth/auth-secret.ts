import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

const SECRET_KEY = 'auth.secret';

/**
 * The session-signing secret: the configured one, else one generated on first start and kept in
 * the database, so every instance sharing that database signs and verifies alike.
 */
export async function resolveAuthSecret({
  db,
  configured,
}: {
  db: Db;
  configured: string | undefined;
}): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  if (!row) throw new Error('could not read the generated auth secret');
  return row.value;
}
