import { failedMailListResponse, mailIdParams } from '@bondhon/shared/schemas/mail';
import { actionResult } from '@bondhon/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/caller';
import { AppError } from '../../lib/app-error';
import { listFailedMail, retryFailedMail } from '../../services/mail';

const tags = ['mail'];
const security = [{ session: [] }];

/** The mail the worker could not send, for admins to see and send again (ADR 0022). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail/failed',
    {
      schema: {
        summary: 'Mail that could not be sent after every attempt, newest first (admins)',
        description: 'Each with its recipient, subject, attempts and the last error.',
        tags,
        security,
        response: { 200: failedMailListResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { items: await listFailedMail({ db: app.db }) };
    },
  );

  app.post(
    '/mail/failed/:id/retry',
    {
      schema: {
        summary: 'Send a failed mail again (admins)',
        description: 'It goes back in the queue, due now. 404 when no failed mail has this id.',
        tags,
        security,
        params: mailIdParams,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      if (!(await retryFailedMail({ db: app.db, actor, id: request.params.id }))) {
        throw AppError.notFound('No failed mail has this id.');
      }
      app.mail.wake();
      return { success: true, message: 'The mail is queued again.' };
    },
  );
};
