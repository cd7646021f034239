import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { causeChain } from '../src/lib/cause-chain';
import { callerFor, findCountMismatches } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { arrangeSeenTarget, arrangeViewer, everywhere, seenBy } from './helpers/seen-everywhere';
import { withoutRequestId } from './helpers/answers';
import { useTestApp } from './helpers/test-app';
import { paymentBody } from './payment-fixtures';

describe('a biodata its owner hides (issue 21)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);
  let owner: TestAccount;
  let viewer: TestAccount;
  let admin: TestAccount;
  let hidden: { _id: string; addid: number };
  let viewersOwn: { _id: string };

  const json = async (url: string, account?: TestAccount) => {
    const response = await call('GET', url, account);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const setHidden = (account: TestAccount, isHidden: boolean) =>
    call('PUT', '/api/biodata-visibility', account, { hidden: isHidden });
  const seenByViewer = () => seenBy(call, viewer, hidden, { viewersOwnId: viewersOwn._id });

  beforeAll(async () => {
    ({ viewer, viewersOwn } = await arrangeViewer(ctx, call));
    // The viewer asked for the contact before it was hidden, and was approved.
    ({ owner, biodata: hidden } = await arrangeSeenTarget(
      ctx,
      call,
      { viewer, viewersOwn },
      'Hidden Owner',
    ));
    admin = await signUp(ctx.app, ctx.env, { name: 'Admin' });
    await setStanding(ctx.app, admin, { role: 'admin' });
  });

  it('is seen everywhere before it is hidden (the reads below can see it)', async () => {
    expect(await seenByViewer()).toEqual(everywhere(true));
    expect((await json('/api/biodata-visibility', owner)).hiddenAt).toBeNull();
  });

  it('reaches nobody else once hidden, nor the counts, and everywhere again once shown', async () => {
    const before = await json('/api/bioDatas/counts', admin);
    const hide = await setHidden(owner, true);
    expect(hide.statusCode, hide.body).toBe(200);
    const { hiddenAt } = hide.json();
    expect(Date.parse(hiddenAt)).toBeGreaterThan(Date.now() - 60_000);

    expect(await seenByViewer()).toEqual(everywhere(false));
    expect(await json('/api/bioDatas/counts', admin)).toEqual({
      total: before.total - 1,
      male: before.male,
      female: before.female - 1,
      premium: before.premium - 1,
    });
    expect(await findCountMismatches(ctx.app)).toEqual([]);
    // Its owner still sees it, and reads since when it is hidden; hiding again keeps that time.
    expect((await call('GET', `/api/details/${hidden._id}`, owner)).statusCode).toBe(200);
    expect((await json('/api/biodata-visibility', owner)).hiddenAt).toBe(hiddenAt);
    expect((await setHidden(owner, true)).json().hiddenAt).toBe(hiddenAt);
    // Admins, who act on reports, still read it.
    expect((await call('GET', `/api/details/${hidden._id}`, admin)).statusCode).toBe(200);

    const show = await setHidden(owner, false);
    expect(show.statusCode, show.body).toBe(200);
    expect(show.json()).toEqual({
      hiddenAt: null,
      isListed: true,
      review: { state: 'pending', reason: null, verifiedAt: null },
    });
    expect(await seenByViewer()).toEqual(everywhere(true));
    expect(await json('/api/bioDatas/counts', admin)).toEqual(before);
    expect(await findCountMismatches(ctx.app)).toEqual([]);
  });

  it('cannot be favourited or paid for by anyone else while hidden', async () => {
    const other = await signUp(ctx.app, ctx.env);
    await setHidden(owner, true);
    try {
      const favourite = await call('POST', '/api/favourites', other, {
        userEmail: other.email,
        biodataId: hidden._id,
      });
      expect(favourite.statusCode).toBe(404);
      for (const parcelId of [hidden._id, hidden.addid]) {
        const payment = await call('POST', '/api/create-payment-intent', other, {
          parcelId,
          email: other.email,
        });
        expect(payment.statusCode, String(parcelId)).toBe(404);
      }
      // Nor can a made-up payment tell it apart from a biodata that does not exist.
      const recorded = await call(
        'POST',
        '/api/payments',
        other,
        paymentBody(other, hidden._id, 'pi_made_up'),
      );
      expect(recorded.statusCode).toBe(404);
      expect(recorded.json().message).toBe('No biodata has this id.');
    } finally {
      await setHidden(owner, false);
    }
  });

  it('is answered 404 to a hidden biodata’s page exactly as to one that does not exist', async () => {
    await setHidden(owner, true);
    try {
      const hiddenPage = await call('GET', `/api/details/${hidden._id}`, viewer);
      const missing = await call(
        'GET',
        '/api/details/00000000-0000-4000-8000-000000000000',
        viewer,
      );
      expect(hiddenPage.statusCode).toBe(404);
      expect(withoutRequestId(hiddenPage.json())).toEqual(withoutRequestId(missing.json()));
    } finally {
      await setHidden(owner, false);
    }
  });

  it('is the caller’s own to hide: no session 401, no biodata 404, a bad body 400', async () => {
    expect(
      (await call('PUT', '/api/biodata-visibility', undefined, { hidden: true })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/biodata-visibility')).statusCode).toBe(401);
    const withoutBiodata = await signUp(ctx.app, ctx.env);
    expect((await setHidden(withoutBiodata, true)).statusCode).toBe(404);
    expect((await call('GET', '/api/biodata-visibility', withoutBiodata)).statusCode).toBe(404);
    for (const body of [{}, { hidden: 'yes' }, { hidden: true, userId: owner.id }]) {
      const response = await call('PUT', '/api/biodata-visibility', viewer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // The viewer's attempts changed nothing of anyone's.
    expect((await json('/api/biodata-visibility', viewer)).hiddenAt).toBeNull();
    expect((await json('/api/biodata-visibility', owner)).hiddenAt).toBeNull();
  });

  it('keeps the database’s rule: a hidden biodata is never listed', async () => {
    const refusal = await ctx.app.db
      .execute(sql`update biodatas set hidden_at = now(), listed = true where id = ${hidden._id}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    const messages = causeChain(refusal).map((error) => (error as Error).message);
    expect(messages.join('\n')).toMatch(/biodatas_hidden_not_listed_check/);
  });
});
