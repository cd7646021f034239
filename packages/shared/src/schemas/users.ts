import { z } from 'zod';
import { suspensionRecord } from './moderation';
import { LANGUAGES } from '../languages';
import { PERSONS, ROLES } from '../options';
import { signInInput } from './auth';
import { biodataRecordWithContact } from './biodata';
import { blockedMembersResponse } from './blocks';
import { ownContactRequest } from './contact-requests';
import { favouriteRecord } from './favourites';
import { emailField, imageLink, requiredText, storableText } from './fields';
import { NOTIFICATION_KINDS } from '../notification-kinds';

export const roleSchema = z.enum(ROLES);
export const personSchema = z.enum(PERSONS);

/** POST /users: the caller saves their display name and photo (spec §7). */
export const saveUserInput = z.object({
  name: requiredText('nameRequired', 100),
  image: z.union([imageLink, z.literal(''), z.null()]).optional(),
  email: emailField,
});
export type SaveUserInput = z.infer<typeof saveUserInput>;

export const emailParams = z.object({ email: emailField });
export const userIdParams = z.object({ id: storableText().trim().min(1).max(100) });

/** GET /users/role/{email} */
export const roleResponse = z.object({ role: roleSchema });
export type RoleResponse = z.infer<typeof roleResponse>;

/**
 * GET /stutas/{email}: the spec's `person` and `role`, and whether a premium request of the user's
 * waits for the admins (never for someone premium already).
 */
export const userStatusResponse = z.object({
  person: personSchema,
  role: roleSchema,
  premiumRequestPending: z.boolean(),
});
export type UserStatusResponse = z.infer<typeof userStatusResponse>;

/** A user as admins see them in Manage Users (spec §3 user record). */
export const userRecord = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  person: personSchema,
  /** The fixed super-admin account, whose role never changes. */
  isSuperAdmin: z.boolean(),
  /** The member's suspension in force (issue 21), or null. */
  suspension: suspensionRecord.nullable(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const USERS_PAGE_SIZE_MAX = 100;

/** GET /users/allData: a page of users, newest first, optionally matching a search. */
export const userListQuery = z.object({
  search: storableText().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE_MAX).default(50),
});

export const userListResponse = z.array(userRecord);

/** The saved user, as POST /users answers. */
export const savedUserResponse = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  person: personSchema,
});

export const updateRoleInput = z.object({ role: roleSchema });
export const updatePersonInput = z.object({ person: personSchema });

/** The `{success, message}` answer of spec §7's update calls. */
export const actionResult = z.object({ success: z.boolean(), message: z.string() });
export type ActionResult = z.infer<typeof actionResult>;

/** PUT /users/me/language: the language the caller chose to read in, kept on their account. */
export const languageInput = z.object({ language: z.enum(LANGUAGES) });
export type LanguageInput = z.infer<typeof languageInput>;
export const languageResponse = z.object({ language: z.enum(LANGUAGES) });

/**
 * POST /users/me/close: the member's password, when their account has one (a member who signs in
 * only through Google or OpenID Connect proves who they are by a fresh sign-in instead). The
 * password follows sign-in's rule, so an empty one is "Password is required".
 */
export const closeAccountInput = z.object({ password: signInInput.shape.password.optional() });

/**
 * GET /users/me/data: everything Bondhon holds about the caller (the right of access), as a file
 * to keep. Never a password hash, a session token or a provider's tokens; other members' contact
 * details only where the caller's request for them was approved.
 */
export const accountDataResponse = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: roleSchema,
    person: personSchema,
    isSuperAdmin: z.boolean(),
    language: z.enum(LANGUAGES).nullable(),
    /** The notification kinds the member is not mailed about. */
    mailOptOuts: z.array(z.enum(NOTIFICATION_KINDS)),
    /** Whether sign-in asks for an authenticator code (the secret and backup codes are not given). */
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /** What the member was told of, newest first (issue 19). */
  notifications: z.array(
    z.object({
      kind: z.enum(NOTIFICATION_KINDS),
      biodataAddid: z.number().int().nullable(),
      createdAt: z.string(),
      readAt: z.string().nullable(),
    }),
  ),
  /** How the member signs in: 'credential' (a password), 'google' or 'oidc'. */
  accounts: z.array(
    z.object({ providerId: z.string(), createdAt: z.string(), updatedAt: z.string() }),
  ),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  biodata: biodataRecordWithContact.nullable(),
  favourites: z.array(favouriteRecord),
  contactRequests: z.array(ownContactRequest),
  premiumRequests: z.array(
    z.object({
      biodataId: z.string().nullable(),
      pending: z.boolean(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  paymentIntents: z.array(
    z.object({
      gateway: z.string(),
      biodataId: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      gateway: z.string(),
      intentId: z.string(),
      biodataId: z.string().nullable(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      refundedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  mails: z.array(
    z.object({
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** The member's own blocks, as Blocked members lists them (issue 21). */
  blocks: blockedMembersResponse,
});
export type AccountDataResponse = z.infer<typeof accountDataResponse>;
