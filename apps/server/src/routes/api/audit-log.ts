import { auditLogQuery, auditLogResponse } from '@bondhon/shared/schemas/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/caller';
import { listAuditLog } from '../../services/audit-log';

/** The audit log (issue 21): every admin's and operator's action, for admins to read. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        summary: "Admins' and operators' actions, newest first (admins)",
        description:
          'Filtered by the admin (`actor`, an e-mail), the `action`, the `target` (an id, or a ' +
          "member's e-mail) and Bangladesh dates `from`/`to` (both included); 20 a page. The log " +
          'is append-only: no call changes it, and the database refuses to.',
        tags: ['admin'],
        security: [{ session: [] }],
        querystring: auditLogQuery,
        response: { 200: auditLogResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listAuditLog({ db: app.db, ...request.query });
    },
  );
};
