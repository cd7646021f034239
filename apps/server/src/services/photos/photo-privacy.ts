import type { PhotoVisibility, PhotoWithheld } from '@bondhon/shared/photos';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawStatement, runStatement } from '../../db/run-statement';
import { createTtlCache } from '../../lib/ttl-cache';

/**
 * Who is looking at a photo (issue 22, ADR 0040): a visitor, a member, or an admin acting as one;
 * and the biodatas whose photo a member may see whatever its owner chose: their own, and those
 * their contact request for was approved.
 */
export interface PhotoViewer {
  /** The member's account; null for a visitor. */
  userId: string | null;
  isMember: boolean;
  isAdmin: boolean;
  entitledTo: ReadonlySet<string>;
}

export const VISITOR: PhotoViewer = Object.freeze({
  userId: null,
  isMember: false,
  isAdmin: false,
  entitledTo: new Set<string>(),
});

/**
 * Why `viewer` may not see the photo of the biodata `biodataId` whose owner chose `visibility`,
 * or null when they may: anyone for `everyone`; members for `members`; for `approved` the owner,
 * admins and members whose contact request for it was approved.
 */
export function photoWithheldFrom(
  viewer: PhotoViewer,
  biodataId: string,
  visibility: PhotoVisibility,
): PhotoWithheld | null {
  if (visibility === 'everyone' || viewer.isAdmin) return null;
  if (!viewer.isMember) return visibility === 'members' ? 'members' : 'request';
  if (visibility === 'members') return null;
  return viewer.entitledTo.has(biodataId) ? null : 'request';
}

/**
 * `withPhotoPrivacy` for `VISITOR`, written by the database (ADR 0043): the JSON text of a row's
 * `profileImage` and `photoWithheld` as a visitor may see them, from its `profile_image` and
 * `photo_visibility` columns. The same rules as photoWithheldFrom; a test holds the two equal.
 */
export function visitorPhotoJson({ image, visibility }: { image: SQL; visibility: SQL }): {
  profileImage: SQL;
  photoWithheld: SQL;
} {
  return {
    profileImage: sql`coalesce(to_json(case when ${visibility} = 'everyone' then ${image} end)::text, 'null')`,
    photoWithheld: sql`case when ${image} is null or ${visibility} = 'everyone' then 'null'
      when ${visibility} = 'members' then '"members"' else '"request"' end`,
  };
}

/** What a read answers of a biodata's photo: its address and visibility as stored. */
export interface StoredPhoto {
  _id: string;
  profileImage: string | null;
  photoVisibility: PhotoVisibility;
}

/**
 * A card, record or premium member as `viewer` may see it: the photo's address where they may
 * see it, else none and why (`photoWithheld`), so the page shows the silhouette with "Photo
 * visible on request". A biodata without a photo withholds nothing. The owner's choice stays on
 * the object for the answers that declare it (the owner's own record); every other answer's
 * schema leaves it out.
 */
export function withPhotoPrivacy<T extends StoredPhoto>(
  item: T,
  viewer: PhotoViewer,
): T & { photoWithheld: PhotoWithheld | null } {
  const withheld =
    item.profileImage === null ? null : photoWithheldFrom(viewer, item._id, item.photoVisibility);
  // Built property by property onto a new object, not spread: V8 gives a spread copy whose
  // property is then replaced a shape of its own, and the compiled serializer that writes these
  // answers met so many that its reads went megamorphic. A page of twelve cards, made and
  // written: 62 µs spread, 10-14 µs so (issue 17).
  return Object.assign({}, item, {
    profileImage: withheld ? null : item.profileImage,
    photoWithheld: withheld,
  });
}

/** Lists as each viewer was shown them, for as long as both the list and the viewer are kept. */
const shownLists = new WeakMap<readonly StoredPhoto[], WeakMap<PhotoViewer, unknown[]>>();

/**
 * `withPhotoPrivacy` for a list. A list kept in a cache (a page of the listing, the premium
 * members) is made once for each viewer kept in theirs (every visitor is `VISITOR`), not again on
 * every request; so the answer is shared and must not be changed.
 */
export function withPhotosPrivacy<T extends StoredPhoto>(
  items: readonly T[],
  viewer: PhotoViewer,
): Array<T & { photoWithheld: PhotoWithheld | null }> {
  let byViewer = shownLists.get(items);
  if (!byViewer) {
    byViewer = new WeakMap();
    shownLists.set(items, byViewer);
  }
  const shown = byViewer.get(viewer) as Array<T & { photoWithheld: PhotoWithheld | null }>;
  if (shown) return shown;
  const made = items.map((item) => withPhotoPrivacy(item, viewer));
  byViewer.set(viewer, made);
  return made;
}

interface ViewerRow {
  userId: string;
  isAdmin: boolean;
  entitledTo: string[];
}

/**
 * A session's viewer in one statement: whether its member acts as an admin, their own biodata,
 * and the biodatas their contact requests for were approved (the requester's unique index).
 */
function photoViewerStatement(adminNeedsTwoFactor: boolean) {
  const actsAsAdmin = adminNeedsTwoFactor
    ? sql`(u.role = 'admin' and u.two_factor_enabled)`
    : sql`u.role = 'admin'`;
  return rawStatement(
    sql`with me as (
        select s.user_id, ${actsAsAdmin} as is_admin
        from sessions s join users u on u.id = s.user_id
        where s.token = ${sql.placeholder('token')} and s.expires_at > now()
      )
      select me.user_id as "userId", me.is_admin as "isAdmin",
        array(
          select b.id::text from biodatas b where b.user_id = me.user_id
          union all
          select r.biodata_id::text from contact_requests r
          where r.requester_id = me.user_id and not r.pending
        ) as "entitledTo"
      from me`,
  );
}

/**
 * Each session's photo viewer, kept for `ttlMs` as the blocked biodatas are
 * (createBlockedBiodatasLookup): a visitor pays nothing, a member one cached lookup. `forget()`
 * drops every answer, which this instance does after each of its successful writes (an approval
 * among them), so its own changes count at once; another instance's within twice `ttlMs`.
 */
export function createPhotoViewerLookup(
  db: Db,
  { ttlMs, adminNeedsTwoFactor }: { ttlMs: number; adminNeedsTwoFactor: boolean },
) {
  const statement = photoViewerStatement(adminNeedsTwoFactor);
  const answers = createTtlCache<PhotoViewer>({ ttlMs, maxEntries: 10_000 });
  return {
    of(token: string | null): Promise<PhotoViewer> {
      if (token === null) return Promise.resolve(VISITOR);
      return answers.get(token, async () => {
        const [row] = await runStatement<ViewerRow>(db, statement, { token });
        if (!row) return VISITOR;
        return {
          userId: row.userId,
          isMember: true,
          isAdmin: row.isAdmin,
          entitledTo: new Set(row.entitledTo),
        };
      });
    },
    forget(): void {
      answers.clear();
    },
  };
}
