import {
  ALREADY_FAVOURITE_MESSAGE,
  addFavouriteInput,
  addFavouriteResponse,
  deleteFavouriteResponse,
  favouriteIdParams,
  favouriteListResponse,
} from '@bondhon/shared/schemas/favourites';
import { emailParams } from '@bondhon/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, requireOwnEmail, requireSelfOrAdmin } from '../../auth/caller';
import { addFavourite, deleteFavourite, listFavourites } from '../../services/favourites';

const tags = ['favourites'];
const security = [{ session: [] }];

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/favourites',
    {
      // The caller's own: no public answer or suggestion reads it.
      config: { keepsPublicCache: true },
      schema: {
        summary: "Add a biodata to the caller's favourites",
        description:
          "`userEmail` must be the caller's own. 201 `{insertedId}` when added; 200 " +
          "`{insertedId: null, message: 'Already added'}` when it already was (never a second " +
          'row). The display fields of the payload are ignored: they are read from the biodata.',
        tags,
        security,
        body: addFavouriteInput,
        response: { 200: addFavouriteResponse, 201: addFavouriteResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireOwnEmail(
        request,
        request.body.userEmail,
        'You can only add to your own favourites.',
      );
      const added = await addFavourite({ db: app.db, caller, biodataId: request.body.biodataId });
      return added.isNew
        ? reply.status(201).send({ insertedId: added.favouriteId })
        : reply.status(200).send({ insertedId: null, message: ALREADY_FAVOURITE_MESSAGE });
    },
  );

  app.get(
    '/favourites/:email',
    {
      schema: {
        summary: "A user's favourites, newest first (one's own, or anyone's for admins)",
        tags,
        security,
        params: emailParams,
        response: { 200: favouriteListResponse },
      },
    },
    async (request) => {
      await requireSelfOrAdmin(request, request.params.email);
      return listFavourites({ db: app.db, email: request.params.email });
    },
  );

  app.delete(
    '/favourites/delete/:id',
    {
      // The caller's own: no public answer or suggestion reads it.
      config: { keepsPublicCache: true },
      schema: {
        summary: "Remove one of the caller's own favourites",
        description:
          "`id` is the favourite's own `_id`. Anyone else's favourite (admins' too) is 404 and " +
          'nothing is deleted.',
        tags,
        security,
        params: favouriteIdParams,
        response: { 200: deleteFavouriteResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await deleteFavourite({ db: app.db, caller, id: request.params.id });
      return { deletedCount: 1 };
    },
  );
};
