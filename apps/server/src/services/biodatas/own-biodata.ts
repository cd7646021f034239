import {
  todayInBangladesh,
  type BiodataRecordWithContact,
  type BiodataValues,
} from '@bondhon/shared/schemas/biodata';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodataDrafts, biodatas, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordColumns, toRecordWithContact } from './columns';

/** The answer to an owner who tries to save a biodata an admin removed. */
const REMOVED_BIODATA = 'An admin removed your biodata: it can no longer be changed.';

/**
 * Creates or replaces the caller's biodata, in one transaction. `isCreated` says which: the
 * caller had none before.
 */
export async function saveCallerBiodata({
  db,
  caller,
  values,
}: {
  db: Db;
  caller: Caller;
  values: BiodataValues;
}): Promise<{ record: BiodataRecordWithContact; isCreated: boolean }> {
  // Exactly the stored fields: `yourAge` and `contactEmail` are derived, never taken from a body.
  const fields = {
    biodataType: values.biodataType,
    name: values.name,
    profileImage: values.profileImage,
    dob: values.dob,
    height: values.height,
    weight: values.weight,
    occupation: values.occupation,
    race: values.race,
    fathersName: values.fathersName,
    mothersName: values.mothersName,
    maritalStatus: values.maritalStatus,
    childrenCount: values.childrenCount,
    religion: values.religion,
    religiousPractice: values.religiousPractice,
    educationLevel: values.educationLevel,
    educationSubject: values.educationSubject,
    institution: values.institution,
    occupationDetail: values.occupationDetail,
    monthlyIncome: values.monthlyIncome,
    fathersOccupation: values.fathersOccupation,
    mothersOccupation: values.mothersOccupation,
    brothersCount: values.brothersCount,
    sistersCount: values.sistersCount,
    familyType: values.familyType,
    economicStatus: values.economicStatus,
    aboutMe: values.aboutMe,
    permanentDivision: values.permanentDivision,
    presentDivision: values.presentDivision,
    permanentDistrict: values.permanentDistrict,
    presentDistrict: values.presentDistrict,
    expectedPartnerAge: values.expectedPartnerAge,
    expectedPartnerHeight: values.expectedPartnerHeight,
    expectedPartnerWeight: values.expectedPartnerWeight,
    expectedAgeMin: values.expectedAgeMin,
    expectedAgeMax: values.expectedAgeMax,
    expectedHeightMin: values.expectedHeightMin,
    expectedHeightMax: values.expectedHeightMax,
    acceptableMaritalStatuses: values.acceptableMaritalStatuses,
    preferredDivisions: values.preferredDivisions,
    expectedMinEducation: values.expectedMinEducation,
    expectationsNote: values.expectationsNote,
    mobile: values.mobile,
    guardianName: values.guardianName,
    guardianRelation: values.guardianRelation,
    guardianMobile: values.guardianMobile,
    // The schema let the save through only with both declarations made.
    declaredAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ reviewState: biodatas.reviewState })
      .from(biodatas)
      .where(eq(biodatas.userId, caller.id))
      .for('update');
    // A biodata an admin took down stays down (issue 21): its owner is told why on Your Data.
    if (current?.reviewState === 'removed') throw AppError.conflict(REMOVED_BIODATA);
    const update = () =>
      tx
        .update(biodatas)
        .set(fields)
        .where(eq(biodatas.userId, caller.id))
        .returning({ id: biodatas.id });
    // Update first, insert only when there is nothing to update: an upsert would draw (and
    // waste) an addid from the identity sequence on every update.
    let [saved] = await update();
    let isCreated = false;
    if (!saved) {
      [saved] = await tx
        .insert(biodatas)
        .values({ userId: caller.id, ...fields })
        .onConflictDoNothing({ target: biodatas.userId })
        .returning({ id: biodatas.id });
      isCreated = saved !== undefined;
      // A concurrent first save by the same owner won the insert: replace what it wrote.
      if (!saved) [saved] = await update();
    }
    if (!saved) throw AppError.conflict('Your biodata could not be saved. Please try again.');
    // The draft it was written from (if any) has done its work.
    if (isCreated) await tx.delete(biodataDrafts).where(eq(biodataDrafts.userId, caller.id));
    const [row] = await tx
      .select(recordColumns)
      .from(biodatas)
      .innerJoin(users, eq(users.id, biodatas.userId))
      .where(eq(biodatas.id, saved.id));
    if (!row) throw AppError.notFound('Your account no longer exists.');
    return { record: toRecordWithContact(row, todayInBangladesh()), isCreated };
  });
}

/** The biodata of the account with this e-mail, with its contact fields; null when it has none. */
export async function findBiodataByOwnerEmail({
  db,
  email,
}: {
  db: Db;
  email: string;
}): Promise<BiodataRecordWithContact | null> {
  const [row] = await db
    .select(recordColumns)
    .from(biodatas)
    .innerJoin(users, eq(users.id, biodatas.userId))
    .where(eq(users.email, email.toLowerCase()));
  return row ? toRecordWithContact(row, todayInBangladesh()) : null;
}
