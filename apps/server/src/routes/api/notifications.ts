import { notificationListResponse } from '@bondhon/shared/schemas/notifications';
import { actionResult } from '@bondhon/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import {
  listNotifications,
  markNotificationsRead,
  NOTIFICATION_LIST_LIMIT,
} from '../../services/notifications';

const tags = ['notifications'];
const security = [{ session: [] }];

/** What a member was told of (issue 19): the bell's count and the notifications page. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        summary: "The caller's notifications, newest first, and how many are unread",
        description: `At most ${NOTIFICATION_LIST_LIMIT}; the unread count is of them all.`,
        tags,
        security,
        response: { 200: notificationListResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return listNotifications({ db: app.db, caller });
    },
  );

  app.post(
    '/notifications/read',
    {
      // The caller's own: no public answer or suggestion reads it.
      config: { keepsPublicCache: true },
      schema: {
        summary: "Mark every notification of the caller's read",
        tags,
        security,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const marked = await markNotificationsRead({ db: app.db, caller });
      return { success: true, message: `${marked} marked read.` };
    },
  );
};
