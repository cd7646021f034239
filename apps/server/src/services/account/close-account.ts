import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import {
  accounts,
  biodatas,
  contactRequests,
  favourites,
  localPaymentIntents,
  mailOutbox,
  paymentIntents,
  payments,
  photos,
  premiumRequests,
  sessions,
  users,
  verifications,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Closes the caller's account (the right to erasure of Bangladesh's Personal Data Protection
 * Ordinance 2025; issue 19), all in one transaction: their biodata (and with it everyone's
 * favourites, contact requests and payment intents for it), their own favourites, contact
 * requests, premium requests and payment intents, their sessions, sign-in accounts and
 * verification tokens, every mail to their address, and the account itself. Their payments stay
 * for the accounts, without the payer; the local gateway's paid intents stay too (the record a
 * gateway keeps of a charge), without the payer's id. Whoever proves who they are may close their
 * account, admins included, except the super-admin: the operator hands that role to someone else
 * first (ADR 0013). The caller has proved who they are (auth/confirm-identity.ts). Their uploaded
 * photos go too; the answer names them, for the photo bucket (which no transaction reaches).
 */
export async function closeAccount({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<{ photoNames: string[] }> {
  return db.transaction(async (tx) => {
    // Locked, so that a concurrent closing waits and then finds no account, and the super-admin
    // flag cannot be given to this account between this read and the deletion.
    const [account] = await tx
      .select({ email: users.email, isSuperAdmin: users.isSuperAdmin })
      .from(users)
      .where(eq(users.id, caller.id))
      .for('update');
    if (!account) throw AppError.notFound('Your account no longer exists.');
    if (account.isSuperAdmin) {
      // The operator's `npm run admin -- super-admin <email>` moves the role.
      throw AppError.conflict(
        "The super admin's account cannot be closed until the operator makes another account " +
          'the super admin.',
      );
    }
    const email = account.email.toLowerCase();

    // What refers to the account or its biodata goes first; each reference left (payments',
    // approvals', decisions') is cleared by its own update or by its foreign key's SET NULL.
    await tx.delete(contactRequests).where(eq(contactRequests.requesterId, caller.id));
    await tx.delete(favourites).where(eq(favourites.userId, caller.id));
    await tx.delete(premiumRequests).where(eq(premiumRequests.userId, caller.id));
    await tx.delete(paymentIntents).where(eq(paymentIntents.userId, caller.id));
    const isPayer = sql`${localPaymentIntents.metadata} ->> 'userId' = ${caller.id}`;
    await tx
      .delete(localPaymentIntents)
      .where(and(isPayer, ne(localPaymentIntents.status, 'succeeded')));
    await tx
      .update(localPaymentIntents)
      .set({ metadata: sql`${localPaymentIntents.metadata} - 'userId'` })
      .where(isPayer);
    await tx.update(payments).set({ userId: null }).where(eq(payments.userId, caller.id));
    // Others' favourites, contact requests and intents for it go by their foreign keys' cascade;
    // payments for it keep no biodata (SET NULL). The listing's counts follow by their triggers.
    await tx.delete(biodatas).where(eq(biodatas.userId, caller.id));

    await tx.delete(sessions).where(eq(sessions.userId, caller.id));
    await tx.delete(accounts).where(eq(accounts.userId, caller.id));
    // Better Auth's tokens name the account by its id (password reset) or by its address.
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, caller.id),
          eq(verifications.value, email),
          eq(verifications.identifier, email),
        ),
      );
    // Pending mail is never sent; sent and failed mail goes too, since it holds the address.
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${email}`);
    // Their photos go with the account (a foreign key's cascade); their names, so that the
    // caller deletes them from the photo bucket too.
    const uploaded = await tx
      .select({ name: photos.name })
      .from(photos)
      .where(eq(photos.ownerId, caller.id));
    await tx.delete(users).where(eq(users.id, caller.id));
    return { photoNames: uploaded.map((photo) => photo.name) };
  });
}
