import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { CREDENTIAL_PROVIDER } from '../auth/confirm-identity';
import type { Auth } from '../auth/create-auth';
import type { Db } from '../db/client';
import { accounts, sessions, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { recordAudit } from './audit-log';

const NEW_ACCOUNT_NAME = 'Super Admin';

/** A password nobody chose: 24 characters of base64url (144 random bits). */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The operator's `npm run admin -- super-admin <email>` (ADR 0013). Creates the account through
 * the real sign-up when it does not exist. Then, in one transaction, makes it the one
 * super-admin (an admin; whoever held the flag before keeps their admin role without it), ends
 * every session it has and replaces its password (adding one when it only signed in through a
 * provider), so whoever signed up with that address before the owner is shut out. Returns the new
 * password: the only time it is known.
 */
export async function appointSuperAdmin({
  auth,
  db,
  email,
}: {
  auth: Auth;
  db: Db;
  email: string;
}): Promise<{ userId: string; isNew: boolean; password: string }> {
  const parsed = z.email().safeParse(email.trim().toLowerCase());
  if (!parsed.success) throw AppError.badRequest(`${email} is not an e-mail address.`);
  const address = parsed.data;
  const password = generatePassword();

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  let userId = existing?.id;
  if (!userId) {
    const { user } = await auth.api.signUpEmail({
      body: { name: NEW_ACCOUNT_NAME, email: address, password },
    });
    userId = user.id;
  }
  const context = await auth.$context;
  const passwordHash = existing ? await context.password.hash(password) : undefined;
  const newAccountId = context.generateId({ model: 'account' }) || randomBytes(16).toString('hex');

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isSuperAdmin: false })
      .where(and(eq(users.isSuperAdmin, true), ne(users.id, userId)));
    // The operator names the address: it counts as confirmed (ADR 0023).
    const [before] = await tx
      .select({ role: users.role, isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ role: 'admin', isSuperAdmin: true, emailVerified: true })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: null,
      action: 'operator.superAdmin',
      targetType: 'user',
      targetId: userId,
      before: before ?? null,
      after: { role: 'admin', isSuperAdmin: true },
    });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (!passwordHash) return;
    const [credential] = await tx
      .update(accounts)
      .set({ password: passwordHash })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
      .returning({ id: accounts.id });
    if (!credential) {
      await tx.insert(accounts).values({
        id: newAccountId,
        accountId: userId,
        providerId: CREDENTIAL_PROVIDER,
        userId,
        password: passwordHash,
      });
    }
  });
  return { userId, isNew: !existing, password };
}
