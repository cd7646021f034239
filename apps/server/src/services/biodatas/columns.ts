import { AGE_MIN } from '@bondhon/shared/constants';
import {
  ageOn,
  latestDobForAge,
  type BiodataCard,
  type BiodataPublicRecord,
  type BiodataRecordWithContact,
  type BiodataValues,
  type PremiumMember,
} from '@bondhon/shared/schemas/biodata';
import type { PhotoVisibility } from '@bondhon/shared/photos';
import { biodatas, users } from '../../db/schema';

// Rows to answers. Age is never stored: it is computed from dob for today's date in Bangladesh.

/** The columns of a listing card. */
export const cardColumns = {
  _id: biodatas.id,
  addid: biodatas.addid,
  name: biodatas.name,
  biodataType: biodatas.biodataType,
  profileImage: biodatas.profileImage,
  photoVisibility: biodatas.photoVisibility,
  permanentDivision: biodatas.permanentDivision,
  occupation: biodatas.occupation,
  dob: biodatas.dob,
  verifiedAt: biodatas.verifiedAt,
};

/** Every column anyone signed in may see: no owner e-mail, no mobile. */
export const publicColumns = {
  _id: biodatas.id,
  addid: biodatas.addid,
  biodataType: biodatas.biodataType,
  name: biodatas.name,
  profileImage: biodatas.profileImage,
  photoVisibility: biodatas.photoVisibility,
  dob: biodatas.dob,
  height: biodatas.height,
  weight: biodatas.weight,
  occupation: biodatas.occupation,
  race: biodatas.race,
  fathersName: biodatas.fathersName,
  mothersName: biodatas.mothersName,
  maritalStatus: biodatas.maritalStatus,
  childrenCount: biodatas.childrenCount,
  religion: biodatas.religion,
  religiousPractice: biodatas.religiousPractice,
  educationLevel: biodatas.educationLevel,
  educationSubject: biodatas.educationSubject,
  institution: biodatas.institution,
  occupationDetail: biodatas.occupationDetail,
  monthlyIncome: biodatas.monthlyIncome,
  fathersOccupation: biodatas.fathersOccupation,
  mothersOccupation: biodatas.mothersOccupation,
  brothersCount: biodatas.brothersCount,
  sistersCount: biodatas.sistersCount,
  familyType: biodatas.familyType,
  economicStatus: biodatas.economicStatus,
  aboutMe: biodatas.aboutMe,
  permanentDivision: biodatas.permanentDivision,
  presentDivision: biodatas.presentDivision,
  permanentDistrict: biodatas.permanentDistrict,
  presentDistrict: biodatas.presentDistrict,
  expectedPartnerAge: biodatas.expectedPartnerAge,
  expectedPartnerHeight: biodatas.expectedPartnerHeight,
  expectedPartnerWeight: biodatas.expectedPartnerWeight,
  expectedAgeMin: biodatas.expectedAgeMin,
  expectedAgeMax: biodatas.expectedAgeMax,
  expectedHeightMin: biodatas.expectedHeightMin,
  expectedHeightMax: biodatas.expectedHeightMax,
  acceptableMaritalStatuses: biodatas.acceptableMaritalStatuses,
  preferredDivisions: biodatas.preferredDivisions,
  expectedMinEducation: biodatas.expectedMinEducation,
  expectationsNote: biodatas.expectationsNote,
  verifiedAt: biodatas.verifiedAt,
};

/** The biodata's own contact columns: the mobile and the guardian's contact. */
export const contactColumns = {
  mobile: biodatas.mobile,
  guardianName: biodatas.guardianName,
  guardianRelation: biodatas.guardianRelation,
  guardianMobile: biodatas.guardianMobile,
};

/** The public columns with the contact ones, and the owner's e-mail (joined from users). */
export const recordColumns = { ...publicColumns, ownerEmail: users.email, ...contactColumns };

// The photo's visibility is a privacy setting, written at once, never reviewed (ADR 0040).
const {
  _id: _id,
  addid: _addid,
  verifiedAt: _verifiedAt,
  photoVisibility: _photoVisibility,
  ...publicStoredColumns
} = publicColumns;
/**
 * The fields its owner writes (the form's, stored as they are): what a review looks at, and what
 * an edit waiting for review (before-publish mode) or a verified version keeps (ADR 0036).
 */
export const storedColumns = { ...publicStoredColumns, ...contactColumns };
export type StoredFields = { [Key in keyof typeof storedColumns]: Biodata[Key] };

/** The stored fields of a biodata the form sent (checked by the shared schema). */
export function storedFieldsOf(values: BiodataValues): StoredFields {
  const source = values as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(storedColumns).map((field) => [field, source[field] ?? null]),
  ) as StoredFields;
}

/** The stored fields whose values differ between two versions of a biodata (JSON-equal). */
export function changedStoredFields(
  version: Partial<Record<string, unknown>>,
  other: Partial<Record<string, unknown>>,
): string[] {
  return Object.keys(storedColumns).filter(
    (field) => JSON.stringify(version[field] ?? null) !== JSON.stringify(other[field] ?? null),
  );
}

type Biodata = typeof biodatas.$inferSelect;
export type CardRow = Pick<
  Biodata,
  | 'addid'
  | 'name'
  | 'biodataType'
  | 'profileImage'
  | 'photoVisibility'
  | 'permanentDivision'
  | 'occupation'
  | 'dob'
> & {
  _id: string;
  /** A Date from the query builder, ISO text from the raw statements. */
  verifiedAt: Date | string | null;
};
type ContactColumn = keyof typeof contactColumns;
/** The columns that are the admins' and the owner's business, never a record's. */
type StateColumn =
  | 'declaredAt'
  | 'hiddenAt'
  | 'listed'
  | 'reviewState'
  | 'reviewReason'
  | 'reviewedAt'
  | 'submittedAt'
  | 'createdAt'
  | 'updatedAt';
export type PublicRow = Omit<Biodata, 'id' | 'userId' | ContactColumn | StateColumn> & {
  _id: string;
};
export type ContactRow = PublicRow & Pick<Biodata, ContactColumn> & { ownerEmail: string };

/**
 * An answer as the database holds it: with its photo's visibility, not yet with what a given
 * reader may see of the photo (withPhotoPrivacy, ../photos/photo-privacy.ts, makes the answer).
 */
export type Stored<T> = Omit<T, 'photoWithheld'> & { photoVisibility: PhotoVisibility };
export type StoredCard = Stored<BiodataCard>;
export type StoredPremiumMember = Stored<PremiumMember>;
export type StoredPublicRecord = Stored<BiodataPublicRecord>;
/** A page of cards (a search, suggestions) as the database holds them. */
export type StoredPage<Page extends { items: readonly object[] }> = Omit<Page, 'items'> & {
  items: Stored<Page['items'][number]>[];
};

/** The owner's own biodata, or an admin's reading of it: its photo is theirs to see. */
export function asOwnersRecord(record: Stored<BiodataRecordWithContact>): BiodataRecordWithContact {
  return { ...record, photoWithheld: null };
}

export function toCard(row: CardRow, today: string): StoredCard {
  return {
    _id: row._id,
    addid: row.addid,
    name: row.name,
    biodataType: row.biodataType,
    profileImage: row.profileImage,
    photoVisibility: row.photoVisibility,
    permanentDivision: row.permanentDivision,
    yourAge: ageOn(row.dob, today),
    occupation: row.occupation,
    verifiedAt: isoOf(row.verifiedAt),
  };
}

/** A UTC moment as Date.prototype.toISOString writes it, to the millisecond. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A moment as ISO 8601 text, whichever way its query read it: a date, text already in that form
 * (the listing's statements write it so), or other text PostgreSQL wrote.
 */
function isoOf(moment: Date | string | null): string | null {
  if (moment === null) return null;
  if (moment instanceof Date) return moment.toISOString();
  return ISO_MOMENT.test(moment) ? moment : new Date(moment).toISOString();
}

export function toPremiumMember(row: CardRow, today: string): StoredPremiumMember {
  const { name: _name, ...member } = toCard(row, today);
  return member;
}

/** Builds the public record key by key, so a contact column can never ride along. */
export function toPublicRecord(row: PublicRow, today: string): StoredPublicRecord {
  return {
    _id: row._id,
    addid: row.addid,
    biodataType: row.biodataType,
    name: row.name,
    profileImage: row.profileImage,
    photoVisibility: row.photoVisibility,
    dob: row.dob,
    height: row.height,
    weight: row.weight,
    yourAge: ageOn(row.dob, today),
    occupation: row.occupation,
    race: row.race,
    fathersName: row.fathersName,
    mothersName: row.mothersName,
    maritalStatus: row.maritalStatus,
    childrenCount: row.childrenCount,
    religion: row.religion,
    religiousPractice: row.religiousPractice,
    educationLevel: row.educationLevel,
    educationSubject: row.educationSubject,
    institution: row.institution,
    occupationDetail: row.occupationDetail,
    monthlyIncome: row.monthlyIncome,
    fathersOccupation: row.fathersOccupation,
    mothersOccupation: row.mothersOccupation,
    brothersCount: row.brothersCount,
    sistersCount: row.sistersCount,
    familyType: row.familyType,
    economicStatus: row.economicStatus,
    aboutMe: row.aboutMe,
    permanentDivision: row.permanentDivision,
    presentDivision: row.presentDivision,
    permanentDistrict: row.permanentDistrict,
    presentDistrict: row.presentDistrict,
    expectedPartnerAge: row.expectedPartnerAge,
    expectedPartnerHeight: row.expectedPartnerHeight,
    expectedPartnerWeight: row.expectedPartnerWeight,
    expectedAgeMin: row.expectedAgeMin,
    expectedAgeMax: row.expectedAgeMax,
    expectedHeightMin: row.expectedHeightMin,
    expectedHeightMax: row.expectedHeightMax,
    acceptableMaritalStatuses: row.acceptableMaritalStatuses,
    preferredDivisions: row.preferredDivisions,
    expectedMinEducation: row.expectedMinEducation,
    expectationsNote: row.expectationsNote,
    verifiedAt: isoOf(row.verifiedAt),
  };
}

/** The contact e-mail is always the owner's account e-mail (spec §3). */
export function toRecordWithContact(
  row: ContactRow,
  today: string,
): Stored<BiodataRecordWithContact> {
  return {
    ...toPublicRecord(row, today),
    user: row.ownerEmail,
    mobile: row.mobile,
    contactEmail: row.ownerEmail,
    guardianName: row.guardianName,
    guardianRelation: row.guardianRelation,
    guardianMobile: row.guardianMobile,
  };
}

/** The birth dates of the listing's ages, `minAge` to `maxAge`: `after < dob <= through`. */
export function dobRange(maxAge: number, today: string, minAge: number = AGE_MIN) {
  return { after: latestDobForAge(maxAge + 1, today), through: latestDobForAge(minAge, today) };
}
