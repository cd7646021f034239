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
 * What `seenBy` needs: a premium member's Female biodata (`target`) and a viewer with a Male
 * biodata (32, 5'7", expecting a partner of 28) whom the target's expectations suit both ways,
 * the target in the viewer's favourites and an approved contact request of the viewer's for it.
 */
export async function arrangeViewerAndTarget(
  ctx: TestContext,
  call: Caller,
  names: { target: string; viewer: string },
) {
  const owner = await signUp(ctx.app, ctx.env, { name: names.target });
  const target = await createBiodata(call, owner, { name: names.target });
  await setStanding(ctx.app, owner, { person: 'premium' });
  const viewer = await signUp(ctx.app, ctx.env, { name: names.viewer });
  const viewersOwn = await createBiodata(call, viewer, {
    biodataType: 'Male',
    name: names.viewer,
    dob: latestDobForAge(32, todayInBangladesh()),
    height: `5'7"`,
    expectedPartnerAge: 28,
  });
  const favourite = await call('POST', '/api/favourites', viewer, {
    userEmail: viewer.email,
    biodataId: target._id,
  });
  expect(favourite.statusCode, favourite.body).toBe(201);
  await insertContactRequest(ctx.app, {
    requesterId: viewer.id,
    biodataId: target._id,
    pending: false,
  });
  return { owner, target, viewer, viewersOwn };
}
