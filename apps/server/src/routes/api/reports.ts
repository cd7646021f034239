import {
  dismissReportsInput,
  dismissReportsResponse,
  reportedBiodatasResponse,
  reportInput,
  reportResponse,
} from '@bondhon/shared/schemas/reports';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireCaller } from '../../auth/caller';
import { createReport, dismissReports, listReportedBiodatas } from '../../services/reports';

const tags = ['reports'];
const security = [{ session: [] }];

/** Reports (issue 21): members report a biodata; admins read them by biodata and decide. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      // A report changes nothing anyone reads but the admins' list.
      config: { keepsPublicCache: true },
      schema: {
        summary: 'Report a biodata (the caller is the reporter)',
        description:
          '201 for a new report; 200 with `alreadyReported` while the caller’s report of this ' +
          'biodata is open (one at a time). 404 for a biodata the caller cannot see, 409 for ' +
          'their own. The reporter is not told what admins decide.',
        tags,
        security,
        body: reportInput,
        response: { 200: reportResponse, 201: reportResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const answer = await createReport({ db: app.db, caller, report: request.body });
      return reply.status(answer.alreadyReported ? 200 : 201).send(answer);
    },
  );

  app.get(
    '/admin/reports',
    {
      schema: {
        summary: 'Open reports by biodata, the most reported first (admins)',
        tags,
        security,
        response: { 200: reportedBiodatasResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listReportedBiodatas({ db: app.db });
    },
  );

  app.post(
    '/admin/reports/:biodataId/dismiss',
    {
      config: { keepsPublicCache: true },
      schema: {
        summary: 'Dismiss every open report of a biodata (admins; in the audit log)',
        tags,
        security,
        params: z.object({ biodataId: z.guid() }),
        body: dismissReportsInput,
        response: { 200: dismissReportsResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return dismissReports({
        db: app.db,
        admin,
        biodataId: request.params.biodataId,
        reason: request.body.reason,
      });
    },
  );
};
