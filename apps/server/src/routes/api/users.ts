import { mailSettings, mailSettingsInput } from '@bondhon/shared/schemas/notifications';
import {
  accountDataResponse,
  actionResult,
  closeAccountInput,
  emailParams,
  languageInput,
  languageResponse,
  roleResponse,
  savedUserResponse,
  saveUserInput,
  updatePersonInput,
  updateRoleInput,
  userIdParams,
  userListQuery,
  userListResponse,
  userStatusResponse,
} from '@bondhon/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnPhoto } from '../../services/photos/photo-store';
import {
  requireAdmin,
  requireCaller,
  requireOwnEmail,
  requireSelfOrAdmin,
} from '../../auth/caller';
import { confirmRequestIdentity, RECENT_SIGN_IN_MS } from '../../auth/confirm-identity';
import { closeAccount } from '../../services/account/close-account';
import { findMailSettings, saveMailSettings } from '../../services/notifications';
import { collectAccountData } from '../../services/account/collect-account-data';
import {
  changeUserPerson,
  changeUserRole,
  findUserStatusByEmail,
  listUsers,
  saveCallerLanguage,
  saveCallerProfile,
} from '../../services/users';

const tags = ['users'];
const security = [{ session: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      schema: {
        summary: "Save the caller's display name and photo",
        tags,
        security,
        body: saveUserInput,
        response: { 200: savedUserResponse },
      },
    },
    async (request) => {
      const caller = await requireOwnEmail(
        request,
        request.body.email,
        'You can only save your own account.',
      );
      await requireOwnPhoto(app.db, caller.id, request.body.image, 'image');
      return saveCallerProfile({
        db: app.db,
        caller,
        name: request.body.name,
        image: request.body.image,
      });
    },
  );

  app.put(
    '/users/me/language',
    {
      schema: {
        summary: 'Keep the language the caller reads in on their account (DESIGN D16)',
        tags,
        security,
        body: languageInput,
        response: { 200: languageResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return saveCallerLanguage({ db: app.db, caller, language: request.body.language });
    },
  );

  app.get(
    '/users/me/mail-settings',
    {
      schema: {
        summary: 'The notification kinds the caller is not mailed about (issue 19)',
        tags,
        security,
        response: { 200: mailSettings },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return findMailSettings({ db: app.db, caller });
    },
  );

  app.put(
    '/users/me/mail-settings',
    {
      // The caller's own: no public answer or suggestion reads it.
      config: { keepsPublicCache: true },
      schema: {
        summary: 'Choose the notification kinds the caller is not mailed about (issue 19)',
        description:
          'Kinds: `contactRequestPaid` (someone paid for your contact), ' +
          '`contactRequestApproved`, `premiumApproved`, `favouriteBiodataDeleted` (a favourite ' +
          'deleted by its owner), `contactRequestWithdrawn` (a pending request withdrawn and ' +
          'refunded) and `marriageClaimed` (a member says they married you through Bondhon). ' +
          'Every kind is mailed by default.',
        tags,
        security,
        body: mailSettingsInput,
        response: { 200: mailSettings },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return saveMailSettings({ db: app.db, caller, settings: request.body });
    },
  );

  app.post(
    '/users/me/close',
    {
      schema: {
        summary: "Close the caller's account and delete what Bondhon holds about them (issue 19)",
        description:
          'A member with a password gives it (400 when missing, 403 when wrong, both on ' +
          '`password`; 429 after too many wrong ones, counted with sign-in failures). A member ' +
          `who signs in only through Google or OpenID Connect needs a sign-in of the last ` +
          `${RECENT_SIGN_IN_MS / 60_000} minutes instead (else 403 REAUTH_REQUIRED). In one ` +
          'transaction: the biodata (and others’ favourites and contact requests for it), ' +
          'favourites, contact and premium requests, payment intents, sessions, sign-in ' +
          'accounts, verification tokens and mail are deleted, payments kept without the payer. ' +
          'The super admin cannot close their account (409). The answer removes the session ' +
          'cookies.',
        tags,
        security,
        body: closeAccountInput,
        response: { 200: actionResult },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      await confirmRequestIdentity(request, caller, request.body.password);
      const { photoNames } = await closeAccount({ db: app.db, caller });
      if (app.photoBucket && photoNames.length > 0) {
        // The account is closed either way; a photo left in the private bucket is unreachable
        // (no row names it), and the log says which, for the operator to delete.
        await app.photoBucket.remove(photoNames).catch((error: unknown) => {
          request.log.error({ err: error, photoNames }, 'closed account: photos left in bucket');
        });
      }
      reply.header('set-cookie', app.expiredSessionCookies);
      return { success: true, message: 'Your account is closed.' };
    },
  );

  app.get(
    '/users/me/data',
    {
      schema: {
        summary: 'Everything Bondhon holds about the caller, as a JSON file (issue 19)',
        description:
          'Never a password hash, a session token or a provider’s tokens; contact details of ' +
          'others only where the caller’s request for them was approved.',
        tags,
        security,
        response: { 200: accountDataResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const data = await collectAccountData({ db: app.db, caller });
      reply.header('content-disposition', 'attachment; filename="bondhon-my-data.json"');
      return data;
    },
  );

  app.get(
    '/users/role/:email',
    {
      schema: {
        summary: "A user's role (one's own, or anyone's for admins)",
        tags,
        security,
        params: emailParams,
        response: { 200: roleResponse },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.params.email);
      const { role } = await findUserStatusByEmail({ db: app.db, email: request.params.email });
      return { role };
    },
  );

  app.get(
    '/stutas/:email',
    {
      schema: {
        summary:
          "A user's person status, role and whether a premium request is pending (one's own, or anyone's for admins)",
        tags,
        security,
        params: emailParams,
        response: { 200: userStatusResponse },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.params.email);
      return findUserStatusByEmail({ db: app.db, email: request.params.email });
    },
  );

  app.get(
    '/users/allData',
    {
      schema: {
        summary: 'Users, newest first (admins); the total is in x-total-count',
        tags,
        security,
        querystring: userListQuery,
        response: { 200: userListResponse },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const { users, total } = await listUsers({ db: app.db, ...request.query });
      reply.header('x-total-count', String(total));
      return users;
    },
  );

  app.put(
    '/users/role/:id',
    {
      schema: {
        summary: "Change a user's role (admins; never the super admin's or one's own)",
        tags,
        security,
        params: userIdParams,
        body: updateRoleInput,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { role } = request.body;
      await changeUserRole({ db: app.db, actor, userId: request.params.id, role });
      return { success: true, message: `User is now ${role}` };
    },
  );

  app.put(
    '/users/premium/:id',
    {
      schema: {
        summary: "Change a user's person status (admins)",
        tags,
        security,
        params: userIdParams,
        body: updatePersonInput,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { person } = request.body;
      await changeUserPerson({ db: app.db, actor, userId: request.params.id, person });
      return { success: true, message: `User is now ${person}` };
    },
  );
};
