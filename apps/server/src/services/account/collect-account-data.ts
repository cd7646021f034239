import type { AccountDataResponse } from '@bondhon/shared/schemas/users';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import {
  accounts,
  mailOutbox,
  notifications,
  paymentIntents,
  payments,
  premiumRequests,
  sessions,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findBiodataByOwnerEmail } from '../biodatas/own-biodata';
import { listOwnContactRequests } from '../contact-requests';
import { listOwnBlocks } from '../blocks';
import { listFavourites } from '../favourites';

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything Bondhon holds about the caller (the right of access; issue 19): their account, how
 * they sign in, their sessions, biodata, favourites, contact requests (contact details only once
 * approved, as their own list shows them), premium requests, payment intents, payments, the
 * mail sent to them and their blocks (never others' blocks of them). Each field is named here, so no password hash, session token or provider
 * token can slip in; the response schema drops anything else again.
 */
export async function collectAccountData({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<AccountDataResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, caller.id));
  if (!user) throw AppError.notFound('Your account no longer exists.');
  const email = user.email.toLowerCase();

  const [
    signInAccounts,
    ownSessions,
    biodata,
    ownFavourites,
    contactRequests,
    ownPremiumRequests,
    ownPaymentIntents,
    ownPayments,
    mails,
    ownNotifications,
    ownBlocks,
  ] = await Promise.all([
    db
      .select({
        providerId: accounts.providerId,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, caller.id))
      .orderBy(asc(accounts.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, caller.id))
      .orderBy(desc(sessions.createdAt)),
    findBiodataByOwnerEmail({ db, email }),
    listFavourites({ db, email }),
    listOwnContactRequests({ db, email }),
    db
      .select({
        biodataId: premiumRequests.biodataId,
        pending: premiumRequests.pending,
        createdAt: premiumRequests.createdAt,
        decidedAt: premiumRequests.decidedAt,
      })
      .from(premiumRequests)
      .where(eq(premiumRequests.userId, caller.id))
      .orderBy(desc(premiumRequests.createdAt)),
    db
      .select({
        gateway: paymentIntents.gateway,
        biodataId: paymentIntents.biodataId,
        status: paymentIntents.status,
        createdAt: paymentIntents.createdAt,
      })
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, caller.id))
      .orderBy(desc(paymentIntents.createdAt)),
    db
      .select({
        gateway: payments.gateway,
        intentId: payments.intentId,
        biodataId: payments.biodataId,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        refundedAt: payments.refundedAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, caller.id))
      .orderBy(desc(payments.createdAt)),
    db
      .select({
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.recipient}) = ${email}`)
      .orderBy(desc(mailOutbox.createdAt)),
    db
      .select({
        kind: notifications.kind,
        biodataAddid: notifications.biodataAddid,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, caller.id))
      .orderBy(desc(notifications.createdAt)),
    listOwnBlocks({ db, caller }),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      role: user.role,
      person: user.person,
      isSuperAdmin: user.isSuperAdmin,
      language: user.language,
      mailOptOuts: user.mailOptOuts,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    notifications: ownNotifications.map((notification) => ({
      ...notification,
      createdAt: notification.createdAt.toISOString(),
      readAt: isoOrNull(notification.readAt),
    })),
    accounts: signInAccounts.map((account) => ({
      providerId: account.providerId,
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
    })),
    sessions: ownSessions.map((session) => ({
      ...session,
      createdAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    })),
    biodata,
    favourites: ownFavourites,
    contactRequests,
    premiumRequests: ownPremiumRequests.map((request) => ({
      ...request,
      createdAt: request.createdAt.toISOString(),
      decidedAt: isoOrNull(request.decidedAt),
    })),
    paymentIntents: ownPaymentIntents.map((intent) => ({
      ...intent,
      createdAt: intent.createdAt.toISOString(),
    })),
    payments: ownPayments.map((payment) => ({
      ...payment,
      refundedAt: isoOrNull(payment.refundedAt),
      createdAt: payment.createdAt.toISOString(),
    })),
    mails: mails.map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: isoOrNull(mail.sentAt),
    })),
    blocks: ownBlocks,
  };
}
