import {
  firstNameOf,
  SPOUSE_DELETED_WITHIN_DAYS,
  type DeleteBiodataInput,
} from '@bondhon/shared/schemas/biodata-deletion';
import { messageKey } from '@bondhon/shared/validation-messages';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import {
  biodataDeletions,
  biodatas,
  contactRequests,
  favourites,
  payments,
  successStories,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { refundSecondPayment } from '../contact-payments/record-paid-intent';
import { notify } from '../notifications';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MESSAGES = {
  noBiodata: 'You have no biodata to delete.',
  spouseIsYou: 'This is your own Biodata ID: enter your spouse’s.',
  spouseNotFound: 'No biodata has this Biodata ID.',
} as const;

/** What a deletion did: the Biodata ID, and whether it completed a story now shown. */
export interface BiodataDeletion {
  deletedAddid: number;
  isStoryShown: boolean;
}

/** The spouse a member names: a biodata still here, or a recent deletion (with what it said). */
type Spouse =
  | { kind: 'biodata'; ownerId: string }
  | {
      kind: 'deleted';
      deletionId: string;
      namesCaller: boolean;
      sharesStory: boolean;
    };

/**
 * The biodata or recent deletion with this Biodata ID. A hidden biodata counts: a member who
 * married often hides theirs first, and naming it tells nothing its number does not (the answer
 * is the same for a listed one). A 400 on `spouseAddid` for one's own or an unknown number.
 */
async function findSpouse(
  tx: Tx,
  { spouseAddid, ownAddid }: { spouseAddid: number; ownAddid: number },
): Promise<Spouse> {
  if (spouseAddid === ownAddid) {
    throw AppError.validation({ spouseAddid: [messageKey('spouseIsYou')] }, MESSAGES.spouseIsYou);
  }
  const [biodata] = await tx
    .select({ ownerId: biodatas.userId })
    .from(biodatas)
    .where(eq(biodatas.addid, spouseAddid));
  if (biodata) return { kind: 'biodata', ownerId: biodata.ownerId };
  const [deletion] = await tx
    .select({
      id: biodataDeletions.id,
      spouseAddid: biodataDeletions.spouseAddid,
      sharesStory: biodataDeletions.sharesStory,
    })
    .from(biodataDeletions)
    .where(
      and(
        eq(biodataDeletions.deletedAddid, spouseAddid),
        gt(
          biodataDeletions.deletedAt,
          sql`now() - make_interval(days => ${SPOUSE_DELETED_WITHIN_DAYS})`,
        ),
      ),
    );
  if (!deletion) {
    throw AppError.validation(
      { spouseAddid: [messageKey('spouseNotFound')] },
      MESSAGES.spouseNotFound,
    );
  }
  return {
    kind: 'deleted',
    deletionId: deletion.id,
    namesCaller: deletion.spouseAddid === ownAddid,
    sharesStory: deletion.sharesStory,
  };
}

/**
 * Deletes the caller's own biodata for good (issue 21; the account stays), in one transaction
 * with everything that follows from it:
 * - the record of the deletion (reason, spouse's Biodata ID, the story and the first name only
 *   with the consent to share it);
 * - others' favourites of it removed, each of those members told;
 * - pending (paid, not yet approved) contact requests for it closed, their payments due for a
 *   refund, each requester told; approved ones go with the biodata, as closing an account does
 *   (the requester already has what they paid for);
 * - when the spouse's biodata is still here, its owner told that a member says they married them
 *   through Bondhon (so they can confirm); when the spouse deleted theirs naming the caller, and
 *   both agreed to share, the couple's success story.
 * The refunds are then asked of the gateway; one it cannot make now stays due for the
 * reconciler (ADR 0014). The caller has proved who they are (auth/confirm-identity.ts).
 */
export async function deleteOwnBiodata({
  db,
  gateway,
  caller,
  input,
}: {
  db: Db;
  gateway: PaymentGateway;
  caller: Caller;
  input: DeleteBiodataInput;
}): Promise<BiodataDeletion & { refundsDue: number }> {
  const deleted = await db.transaction(async (tx) => {
    // Locked: a second deletion (a double click) waits, then finds nothing to delete.
    const [own] = await tx
      .select({ id: biodatas.id, addid: biodatas.addid, name: biodatas.name })
      .from(biodatas)
      .where(eq(biodatas.userId, caller.id))
      .for('update');
    if (!own) throw AppError.notFound(MESSAGES.noBiodata);

    const isMarriedThroughBondhon = input.reason === 'marriedThroughBondhon';
    const spouseAddid = isMarriedThroughBondhon ? (input.spouseAddid ?? null) : null;
    let spouse: Spouse | null = null;
    if (spouseAddid !== null) {
      // The couple's deletions meet here, one after the other: the second sees the first.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${Math.min(own.addid, spouseAddid)}::int, ${Math.max(own.addid, spouseAddid)}::int)`,
      );
      spouse = await findSpouse(tx, { spouseAddid, ownAddid: own.addid });
    }

    const withdrawn = await tx
      .delete(contactRequests)
      .where(and(eq(contactRequests.biodataId, own.id), eq(contactRequests.pending, true)))
      .returning({
        requesterId: contactRequests.requesterId,
        paymentId: contactRequests.paymentId,
      });
    const refundIds = withdrawn.map((request) => request.paymentId);
    if (refundIds.length > 0) {
      await tx
        .update(payments)
        .set({ status: 'refund_due' })
        .where(and(inArray(payments.id, refundIds), eq(payments.status, 'succeeded')));
    }
    const favouredBy = await tx
      .selectDistinct({ userId: favourites.userId })
      .from(favourites)
      .where(and(eq(favourites.biodataId, own.id), ne(favourites.userId, caller.id)));

    const sharesStory = isMarriedThroughBondhon && input.sharesStory === true;
    const [record] = await tx
      .insert(biodataDeletions)
      .values({
        deletedAddid: own.addid,
        reason: input.reason,
        details: input.reason === 'other' ? (input.details ?? null) : null,
        spouseAddid,
        sharesStory,
        firstName: sharesStory ? firstNameOf(own.name) : null,
        story: sharesStory && input.story ? input.story : null,
      })
      .returning({ id: biodataDeletions.id });
    if (!record) throw new Error('the deletion was not recorded');

    // Others' favourites, approved contact requests, open payment intents and reports go by their
    // foreign keys' cascade; payments keep no biodata (SET NULL); the counts follow by triggers.
    await tx.delete(biodatas).where(eq(biodatas.id, own.id));

    for (const { userId } of favouredBy) {
      await notify(tx, { userId, kind: 'favouriteBiodataDeleted', biodataAddid: own.addid });
    }
    for (const { requesterId } of withdrawn) {
      await notify(tx, {
        userId: requesterId,
        kind: 'contactRequestWithdrawn',
        biodataAddid: own.addid,
      });
    }

    let isStoryShown = false;
    if (spouse?.kind === 'biodata' && spouse.ownerId !== caller.id) {
      await notify(tx, {
        userId: spouse.ownerId,
        kind: 'marriageClaimed',
        biodataAddid: own.addid,
      });
    } else if (spouse?.kind === 'deleted' && spouse.namesCaller) {
      if (sharesStory && spouse.sharesStory) {
        const [story] = await tx
          .insert(successStories)
          .values({ firstDeletionId: spouse.deletionId, secondDeletionId: record.id })
          .onConflictDoNothing()
          .returning({ id: successStories.id });
        isStoryShown = story !== undefined;
      }
    }
    return { deletedAddid: own.addid, isStoryShown, refundIds };
  });

  let refundsDue = 0;
  for (const paymentId of deleted.refundIds) {
    try {
      const refund = await refundSecondPayment({ db, gateway, paymentId });
      if (refund.status !== 'refunded') refundsDue += 1;
    } catch {
      // Still due: the reconciler tries again (and logs what fails).
      refundsDue += 1;
    }
  }
  return { deletedAddid: deleted.deletedAddid, isStoryShown: deleted.isStoryShown, refundsDue };
}
