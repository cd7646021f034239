import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentGateway } from '../../payments/payment-gateway';
import {
  findBiodataByReference,
  NO_SUCH_BIODATA,
  type BiodataReference,
} from '../biodatas/find-biodata-by-reference';
import { recordPaidIntent, type PaidIntentOutcome } from './record-paid-intent';
import { isVisibleTo } from '../biodatas/listing-state';

const MESSAGES = {
  unknownPayment: 'No payment has this transaction id.',
  notYourPayment: 'This payment was not made by you.',
  otherBiodata: 'This payment is not for this biodata.',
} as const;

/**
 * A member's report of a payment: asks the gateway about the intent `transactionId` and, only when it succeeded
 * for the contact price, for this caller and this biodata, records it (recordPaidIntent: the
 * payment and a pending request, or the refund of a second payment). Nothing the browser says
 * about the payment is trusted. A bad request for an unknown or foreign intent, declined for an
 * unpaid one.
 */
export async function recordContactPayment({
  db,
  gateway,
  caller,
  parcelId,
  transactionId,
}: {
  db: Db;
  gateway: PaymentGateway;
  caller: Caller;
  parcelId: BiodataReference;
  transactionId: string;
}): Promise<PaidIntentOutcome> {
  const biodata = await findBiodataByReference(db, parcelId, { readBy: caller });
  const intent = await gateway.retrieveIntent(transactionId);
  // A hidden biodata (ADR 0034), or one in a block with the caller (ADR 0037), is "not found" but
  // to a payment the caller made for it while it could be seen: no made-up payment tells it
  // apart from one that does not exist.
  const isPaidForByCaller =
    intent?.metadata.userId === caller.id && intent.metadata.biodataId === biodata.id;
  if (!isPaidForByCaller && !isVisibleTo(biodata, caller)) {
    throw AppError.notFound(NO_SUCH_BIODATA);
  }
  if (!intent) throw AppError.badRequest(MESSAGES.unknownPayment);
  if (intent.metadata.userId !== caller.id) throw AppError.badRequest(MESSAGES.notYourPayment);
  if (intent.metadata.biodataId !== biodata.id) throw AppError.badRequest(MESSAGES.otherBiodata);
  return recordPaidIntent({ db, gateway, intent, userId: caller.id, biodata });
}
