import { Readable } from 'node:stream';
import {
  allBiodataResponse,
  biodataCountsResponse,
  biodataDetailsResponse,
  biodataIdParams,
  biodataNumberParams,
  biodataNumberResponse,
  biodataInput,
  biodataOwnerQuery,
  biodataPublicRecord,
  biodataRecordWithContact,
  biodataSearchQuery,
  biodataSearchResponse,
  NO_BIODATA_MESSAGE,
  type BiodataPublicRecord,
  ownBiodataResponse,
  premiumMembersQuery,
  premiumMembersResponse,
  similarBiodataQuery,
  similarBiodataResponse,
} from '@bondhon/shared/schemas/biodata';
import type { BiodataReviewMode } from '@bondhon/shared/schemas/moderation';
import { emailParams } from '@bondhon/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  requireAdmin,
  requireCaller,
  requireVerifiedEmail,
  requireOwnEmail,
  requireSelfOrAdmin,
} from '../../auth/caller';
import { AppError } from '../../lib/app-error';
import { compiledResponse } from '../../lib/compiled-serializer';
import { createSemaphore } from '../../lib/semaphore';
import { streamAllBiodatas } from '../../services/biodatas/all-biodatas-stream';
import { countBiodatas } from '../../services/biodatas/biodata-counts';
import { findBiodataDetails } from '../../services/biodatas/biodata-details';
import { findBiodataByReference } from '../../services/biodatas/find-biodata-by-reference';
import { findBiodataByOwnerEmail, saveCallerBiodata } from '../../services/biodatas/own-biodata';
import { listPremiumMembers } from '../../services/biodatas/premium-members';
import { asksOfMembersFacts } from '../../services/biodatas/filtered-search';
import {
  searchBiodatas,
  searchBiodatasAsVisitorJson,
} from '../../services/biodatas/search-biodatas';
import { listSimilarBiodatas } from '../../services/biodatas/similar-biodatas';
import { VISITOR, withPhotosPrivacy } from '../../services/photos/photo-privacy';

const tags = ['biodatas'];
const JSON_UTF8 = 'application/json; charset=utf-8';

/** The text of one JSON array, batch by batch: the batch already taken (`first`), then the rest. */
async function* jsonArrayText<T>(
  first: IteratorResult<T[]>,
  rest: AsyncGenerator<T[]>,
): AsyncGenerator<string> {
  try {
    let separator = '[';
    for (let batch = first; !batch.done; batch = await rest.next()) {
      yield separator + batch.value.map((record) => JSON.stringify(record)).join(',');
      separator = ',';
    }
    yield separator === '[' ? '[]' : ']';
  } finally {
    await rest.return(undefined);
  }
}
const security = [{ session: [] }];

const PUBLIC_FIELDS = Object.keys(biodataPublicRecord.shape) as (keyof BiodataPublicRecord)[];

/** A record cut to the fields anyone signed in may see (no owner e-mail, mobile or contact). */
function publicFieldsOf(record: BiodataPublicRecord): BiodataPublicRecord {
  const fields: Partial<Record<keyof BiodataPublicRecord, unknown>> = {};
  for (const key of PUBLIC_FIELDS) fields[key] = record[key];
  return fields as BiodataPublicRecord;
}

/** How many allData streams one instance serves at once (each holds a database connection). */
export const ALL_DATA_STREAMS_AT_ONCE = 2;

export const biodataRoutes: FastifyPluginAsyncZod<{
  /** The compatibility listing streams the whole table: a few calls a minute per client. */
  allDataPerMinute: number;
  /** When a saved biodata is shown to others (BIODATA_REVIEW, ADR 0036). */
  reviewMode: BiodataReviewMode;
}> = async (app, { allDataPerMinute, reviewMode }) => {
  const allDataTurns = createSemaphore(ALL_DATA_STREAMS_AT_ONCE);

  app.put(
    '/addBioData',
    {
      schema: {
        summary: "Create (201) or replace (200) the caller's own biodata",
        description:
          "`email` must be the caller's own (admins too write only their own). `addid` is " +
          "assigned on creation and never changes; `contactEmail` is always the owner's e-mail. " +
          '403 EMAIL_NOT_VERIFIED where the server requires a confirmed address (ADR 0023).',
        tags,
        security,
        querystring: biodataOwnerQuery,
        body: biodataInput,
        response: { 200: biodataRecordWithContact, 201: biodataRecordWithContact },
      },
    },
    async (request, reply) => {
      const caller = requireVerifiedEmail(
        request,
        await requireOwnEmail(request, request.query.email, 'You can only save your own biodata.'),
      );
      const { record, isCreated } = await saveCallerBiodata({
        db: app.db,
        caller,
        values: request.body,
        reviewMode,
      });
      return reply.status(isCreated ? 201 : 200).send(record);
    },
  );

  app.get(
    '/thearData/:email',
    {
      schema: {
        summary: "A user's biodata with contact fields (one's own, or anyone's for admins)",
        tags,
        security,
        params: emailParams,
        response: { 200: ownBiodataResponse },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.params.email);
      const record = await findBiodataByOwnerEmail({ db: app.db, email: request.params.email });
      return record ?? { message: NO_BIODATA_MESSAGE };
    },
  );

  app.get(
    '/biodatas/search',
    {
      schema: {
        summary: 'A page of the biodata listing (12 a page), youngest first, with the total',
        description:
          'Ages 18 to `maxAge` inclusive, computed from the date of birth today in Bangladesh; ' +
          '`division` matches the permanent division. No contact fields. More filters (all but ' +
          '`minAge` and `verified`) need a session: anonymous callers get 401.',
        tags,
        querystring: biodataSearchQuery,
        response: { 200: compiledResponse(biodataSearchResponse) },
      },
    },
    async (request, reply) => {
      // More filters ask of facts only signed-in members may see (DESIGN D1): an anonymous
      // caller could otherwise narrow each card down to its religion or district.
      if (asksOfMembersFacts(request.query) && !(await request.hasLiveSession())) {
        throw AppError.unauthenticated();
      }
      const viewer = await request.photoViewer();
      if (viewer === VISITOR) {
        // The listing's busiest answer, written by the database (ADR 0043); the same text the
        // schema's serializer would write, as a test holds.
        const text = await searchBiodatasAsVisitorJson({
          db: app.db,
          ...request.query,
          countsCache: app.publicCache.searchCounts,
        });
        // Text with a JSON type goes out as it is: the serializer writes objects only.
        if (text !== undefined) return reply.type(JSON_UTF8).send(text as never);
      }
      const page = await searchBiodatas({
        db: app.db,
        ...request.query,
        countsCache: app.publicCache.searchCounts,
        matchesCache: app.publicCache.searchMatches,
        pagesCache: app.publicCache.searchPages,
        // None for visitors (no query); a member's from memory (ADR 0037).
        blocked: await request.blockedBiodatas(),
      });
      return { ...page, items: withPhotosPrivacy(page.items, viewer) };
    },
  );

  app.get(
    '/matremony/allData',
    {
      config: { rateLimit: { max: allDataPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: 'Every biodata, without contact fields (streamed; prefer /biodatas/search)',
        description:
          'Whole records, so it needs a session, as `/details/{id}` does (DESIGN D1); ' +
          'anonymous callers get 401.',
        tags,
        security,
        response: {
          200: {
            description:
              'A JSON array of every biodata in addid order, without owner e-mail, mobile or ' +
              `contact e-mail. Streamed in batches; rate limited to ${allDataPerMinute} calls a minute.`,
            content: { 'application/json': { schema: allBiodataResponse } },
          },
        },
      },
    },
    async (request, reply) => {
      await requireCaller(request);
      // Whole-table streams take turns: each holds a batch in memory and keeps a database
      // connection busy, so many at once would crowd out every other call. The rest wait.
      const release = await allDataTurns.acquire();
      // The first batch is read before answering: a database that fails then gets an error
      // answer (503 or 500), not a 200 whose body breaks off.
      const batches = streamAllBiodatas({
        db: app.db,
        blocked: await request.blockedBiodatas(),
        viewer: await request.photoViewer(),
      });
      let first: IteratorResult<BiodataPublicRecord[]>;
      try {
        first = await batches.next();
      } catch (error) {
        release();
        throw error;
      }
      // A stream bypasses the response serializer (and the type provider types send() by the
      // schema, not by stream): the service reads the public columns only.
      // Byte mode with a small high-water mark: at most one batch waits in memory per response
      // (object mode would queue 16), so many slow downloads at once stay cheap.
      const stream = Readable.from(jsonArrayText(first, batches), {
        objectMode: false,
        highWaterMark: 16 * 1024,
      });
      // 'close' follows the end of the stream, an error, or the client going away.
      stream.once('close', release);
      return reply.type(JSON_UTF8).send(stream as never);
    },
  );

  app.get(
    '/details/:id',
    {
      schema: {
        summary: 'One biodata; contact fields only for those entitled to them',
        description:
          'Owner e-mail (`user`), `mobile` and `contactEmail` are present for the owner, admins, ' +
          'premium persons and a caller whose contact request for this biodata is approved; ' +
          'absent for everyone else.',
        tags,
        security,
        params: biodataIdParams,
        response: { 200: compiledResponse(biodataDetailsResponse) },
      },
    },
    async (request) => {
      // The caller is looked up in the details query itself (one round trip for the call).
      const sessionToken = request.sessionToken();
      if (sessionToken === null) throw AppError.unauthenticated();
      const details = await findBiodataDetails({
        db: app.db,
        id: request.params.id,
        sessionToken,
        adminNeedsTwoFactor: app.requiresAdminTwoFactor,
      });
      // The answer's schema admits contact fields (for the entitled), so a caller who is not
      // gets the public schema's fields only, whatever the record holds.
      return details.canSeeContact ? details.record : publicFieldsOf(details.record);
    },
  );

  app.get(
    '/biodataByGender',
    {
      schema: {
        summary: 'A few other biodatas of a type, closest in age to the excluded one first',
        tags,
        security,
        querystring: similarBiodataQuery,
        response: { 200: compiledResponse(similarBiodataResponse) },
      },
    },
    async (request) => {
      await requireCaller(request);
      const similar = await listSimilarBiodatas({
        db: app.db,
        biodataType: request.query.gender,
        excludeId: request.query.exclude,
        blocked: await request.blockedBiodatas(),
      });
      return withPhotosPrivacy(similar, await request.photoViewer());
    },
  );

  app.get(
    '/biodatas/by-number/:addid',
    {
      schema: {
        summary: 'Find by Biodata ID: the `_id` of the biodata with this number (addid), or 404',
        tags,
        params: biodataNumberParams,
        response: { 200: biodataNumberResponse },
      },
    },
    async (request) => {
      const { id } = await findBiodataByReference(app.db, request.params.addid, {
        visibleTo: await request.getCaller(),
      });
      return { _id: id };
    },
  );

  app.get(
    '/premium-members',
    {
      schema: {
        summary: 'Biodatas of premium members by age (asc: youngest first), at most 6',
        tags,
        querystring: premiumMembersQuery,
        response: { 200: compiledResponse(premiumMembersResponse) },
      },
    },
    async (request) => {
      const members = await listPremiumMembers({
        db: app.db,
        order: request.query.order,
        cache: app.publicCache.premiumMembers,
        blocked: await request.blockedBiodatas(),
      });
      return withPhotosPrivacy(members, await request.photoViewer());
    },
  );

  app.get(
    '/bioDatas/counts',
    {
      schema: {
        summary: 'Biodata counts: total, male, female, and of premium owners (admins)',
        tags,
        security,
        response: { 200: biodataCountsResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return countBiodatas({ db: app.db });
    },
  );
};
