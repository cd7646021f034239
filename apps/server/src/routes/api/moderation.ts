import {
  decisionReasonInput,
  reviewQueueQuery,
  reviewQueueResponse,
  suspendUserInput,
  suspensionResponse,
} from '@bondhon/shared/schemas/moderation';
import { actionResult, userIdParams } from '@bondhon/shared/schemas/users';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/caller';
import { removeBiodataPhoto } from '../../services/moderation/photo-removal';
import { removeBiodata } from '../../services/moderation/biodata-removal';
import {
  listReviewQueue,
  requestBiodataChanges,
  verifyBiodata,
} from '../../services/moderation/reviews';
import { liftSuspension, suspendMember } from '../../services/moderation/suspensions';

const tags = ['moderation'];
const security = [{ session: [] }];
const biodataIdParams = z.object({ id: z.guid() });

/**
 * Admins' decisions on biodatas and members (issue 21, ADR 0036): each in one transaction with
 * its notification to the member and its audit entry.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/review-queue',
    {
      schema: {
        summary: 'Biodatas waiting for review, the longest waiting first (admins)',
        description:
          'Each as submitted, with its last verified version and the fields changed since ' +
          '(null: never verified). 10 a page.',
        tags,
        security,
        querystring: reviewQueueQuery,
        response: { 200: reviewQueueResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listReviewQueue({ db: app.db, page: request.query.page });
    },
  );

  app.post(
    '/admin/biodatas/:id/verify',
    {
      schema: {
        summary: 'Verify a biodata waiting for review (admins)',
        description:
          'It gets the Verified badge; an edit waiting apart becomes what others see, and where ' +
          'only verified biodatas are shown, it is shown. Its owner is told. 409 unless waiting.',
        tags,
        security,
        params: biodataIdParams,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await verifyBiodata({ db: app.db, admin, biodataId: request.params.id });
      return { success: true, message: 'The biodata is verified.' };
    },
  );

  app.post(
    '/admin/biodatas/:id/request-changes',
    {
      schema: {
        summary: 'Ask the owner of a biodata waiting for review to change something (admins)',
        description:
          'The reason is shown to the owner, who edits the biodata to send it back for review. ' +
          '409 unless waiting.',
        tags,
        security,
        params: biodataIdParams,
        body: decisionReasonInput,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await requestBiodataChanges({
        db: app.db,
        admin,
        biodataId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true, message: 'The owner is asked to change it.' };
    },
  );

  app.post(
    '/admin/biodatas/:id/remove',
    {
      schema: {
        summary: 'Take a biodata down, with a reason its owner is told (admins)',
        description:
          'Nobody but its owner and admins sees it again, and its owner cannot change it. ' +
          'Closes its open reports. 404 for no such biodata, 409 when it is already removed.',
        tags,
        security,
        params: biodataIdParams,
        body: decisionReasonInput,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await removeBiodata({
        db: app.db,
        admin,
        biodataId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true, message: 'The biodata is removed.' };
    },
  );

  app.post(
    '/admin/biodatas/:id/photo-removal',
    {
      schema: {
        summary: 'Take a biodata’s photo off it, with a reason its owner is told (admins)',
        description:
          'The photo leaves what others see and any edit waiting for review; the biodata ' +
          'otherwise stays as it is. 404 for no such biodata, 409 when it has no photo.',
        tags,
        security,
        params: biodataIdParams,
        body: decisionReasonInput,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await removeBiodataPhoto({
        db: app.db,
        admin,
        biodataId: request.params.id,
        reason: request.body.reason,
      });
      return { success: true, message: 'The photo is removed.' };
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      schema: {
        summary: 'Suspend a member until a day, or indefinitely, with a reason (admins)',
        description:
          'Their sessions end at once, they cannot sign in (told why and until when) and their ' +
          'biodata disappears from others’ view; the open reports of it are closed. Suspending ' +
          'again replaces the end and the reason. 409 for an admin or oneself.',
        tags,
        security,
        params: userIdParams,
        body: suspendUserInput,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const suspension = await suspendMember({
        db: app.db,
        admin,
        userId: request.params.id,
        suspension: request.body,
      });
      return { suspension };
    },
  );

  app.delete(
    '/admin/users/:id/suspension',
    {
      schema: {
        summary: 'End a member’s suspension now (admins)',
        description: '409 when the member is not suspended.',
        tags,
        security,
        params: userIdParams,
        response: { 200: suspensionResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await liftSuspension({ db: app.db, admin, userId: request.params.id });
      return { suspension: null };
    },
  );
};
