import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { expect } from 'vitest';
import { insertContactRequest, type Caller } from '../biodata-fixtures';
import { createBiodata } from '../payment-fixtures';
import { setStanding, signUp, type TestAccount } from './accounts';
import type { TestContext } from './test-app';

/** Every read call that shows others' biodatas, by the name a test's expectation uses. */
export const EVERY_READ = [
  'search',
  'searchMore',
  'similar',
  'premium',
  'matches',
  'allData',
  'favourites',
  'contactRequests',
  'details',
  'byNumber',
] as const;
export type Read = (typeof EVERY_READ)[number];

/** The same answer for every read: `{ search: seen, searchMore: seen, … }`. */
export function everywhere(isSeen: boolean): Record<Read, boolean> {
  return Object.fromEntries(EVERY_READ.map((read) => [read, isSeen])) as Record<Read, boolean>;
}

/**
 * Whether `viewer` finds the `target` biodata in each read call that shows others' biodatas
 * (issue 21's "never appears" list). The viewer has a Male biodata of their own (`viewersOwnId`,
 * for similar biodatas) and, to see it there, the target in their favourites and an approved
 * contact request for it; the target is a Female biodata of a premium member whose expectations
 * the viewer meets (suggestions), and matches a search in Dhaka (More filters).
 */
export async function seenBy(
  call: Caller,
  viewer: TestAccount,
  target: { _id: string; addid: number },
  { viewersOwnId }: { viewersOwnId: string },
): Promise<Record<Read, boolean>> {
  const json = async (url: string, account?: TestAccount) => {
    const response = await call('GET', url, account);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const ids = (items: { _id: string }[]) => items.map((item) => item._id);
  const search = await json('/api/biodatas/search?maxAge=60&type=All&division=All&page=1', viewer);
  const searchMore = await json(
    '/api/biodatas/search?maxAge=60&type=All&division=All&page=1&presentDivision=Dhaka',
    viewer,
  );
  const similar = await json(`/api/biodataByGender?gender=Female&exclude=${viewersOwnId}`, viewer);
  const premium = await json('/api/premium-members?order=asc', viewer);
  const matches = await json('/api/matches?page=1', viewer);
  const allData = await json('/api/matremony/allData', viewer);
  const favourites = await json(`/api/favourites/${encodeURIComponent(viewer.email)}`, viewer);
  const details = await call('GET', `/api/details/${target._id}`, viewer);
  const byNumber = await call('GET', `/api/biodatas/by-number/${target.addid}`, viewer);
  const contactRequests = await json(
    `/api/parcels?email=${encodeURIComponent(viewer.email)}`,
    viewer,
  );
  return {
    search: ids(search.items).includes(target._id),
    searchMore: ids(searchMore.items).includes(target._id),
    similar: ids(similar).includes(target._id),
    premium: ids(premium).includes(target._id),
    matches: ids(matches.items).includes(target._id),
    allData: ids(allData).includes(target._id),
    favourites: (favourites as { biodataId: string }[]).some(
      (favourite) => favourite.biodataId === target._id,
    ),
    contactRequests: (contactRequests as { parcelId: string }[]).some(
      (request) => request.parcelId === target._id,
    ),
    details: details.statusCode === 200,
    byNumber: byNumber.statusCode === 200,
  };
}

/**
 * A viewer as seenBy wants one: a 32-year-old man with a biodata of his own, whose expectations
 * (a bride about 28) the targets below meet.
 */
export async function arrangeViewer(ctx: TestContext, call: Caller, name = 'Viewer') {
  const viewer = await signUp(ctx.app, ctx.env, { name });
  const viewersOwn = await createBiodata(call, viewer, {
    biodataType: 'Male',
    name,
    dob: latestDobForAge(32, todayInBangladesh()),
    height: `5'7"`,
    expectedPartnerAge: 28,
  });
  return { viewer, viewersOwn };
}

/**
 * A target seenBy finds everywhere: a premium member's biodata that `viewer` keeps in favourites
 * and has an approved contact request for (checked: every read shows it).
 */
export async function arrangeSeenTarget(
  ctx: TestContext,
  call: Caller,
  { viewer, viewersOwn }: { viewer: TestAccount; viewersOwn: { _id: string } },
  name: string,
  {
    beforeSeen,
  }: {
    /** What must happen first for others to see a new biodata (an admin's verification). */
    beforeSeen?: (biodata: { _id: string; addid: number }) => Promise<void>;
  } = {},
) {
  const owner = await signUp(ctx.app, ctx.env, { name });
  const biodata = await createBiodata(call, owner, { name });
  await beforeSeen?.(biodata);
  await setStanding(ctx.app, owner, { person: 'premium' });
  const favourite = await call('POST', '/api/favourites', viewer, {
    userEmail: viewer.email,
    biodataId: biodata._id,
  });
  expect(favourite.statusCode, favourite.body).toBe(201);
  await insertContactRequest(ctx.app, {
    requesterId: viewer.id,
    biodataId: biodata._id,
    pending: false,
  });
  expect(await seenBy(call, viewer, biodata, { viewersOwnId: viewersOwn._id })).toEqual(
    everywhere(true),
  );
  return { owner, biodata };
}

/** A viewer and a target as `seenBy` wants them (arrangeViewer, then arrangeSeenTarget). */
export async function arrangeViewerAndTarget(
  ctx: TestContext,
  call: Caller,
  names: { target: string; viewer: string },
) {
  const { viewer, viewersOwn } = await arrangeViewer(ctx, call, names.viewer);
  const { owner, biodata: target } = await arrangeSeenTarget(
    ctx,
    call,
    { viewer, viewersOwn },
    names.target,
  );
  return { owner, target, viewer, viewersOwn };
}
