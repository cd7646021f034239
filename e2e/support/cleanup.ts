import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { superAdmin, type Person } from './accounts';
import { completeSignIn } from './two-factor';

/**
 * Takes away, through the API, what a test's people made (the `people` fixture calls it after the
 * test): a suspension (lifted first, so that they can sign in); their favourites; their contact requests (the super admin approves a pending one first,
 * as only an approved request may be deleted); a premium request still waiting (approved, so it
 * leaves the admins' queue); and the admin or premium standing the test gave them.
 *
 * The API deletes no account, no biodata and no payment (a payment is the record of money
 * taken): those stay until `npm test` drops the run's database. Each test's people have e-mail
 * addresses of their own, so what stays is never mistaken for another test's.
 */
export async function cleanUpPeople(people: readonly Person[], baseURL: string): Promise<void> {
  if (people.length === 0) return;
  const admin = await signedIn(baseURL, superAdmin());
  if (!admin) throw new Error('clean-up: the super admin cannot sign in');
  try {
    for (const person of people) {
      await liftSuspension(admin, person);
      const own = await signedIn(baseURL, person);
      // Never registered: the test stopped first, or the sign-up was refused on purpose.
      if (!own) continue;
      try {
        await removeFavourites(own, person);
        await removeContactRequests(own, admin, person);
        await resetStanding(admin, person);
        await expectOk(await own.post('/api/auth/sign-out'), `signing ${person.email} out`);
      } finally {
        await own.dispose();
      }
    }
    await expectOk(await admin.post('/api/auth/sign-out'), 'signing the super admin out');
  } finally {
    await admin.dispose();
  }
}

/** A request context signed in as `person`, or null when no such account exists. */
async function signedIn(
  baseURL: string,
  person: Pick<Person, 'email' | 'password' | 'totpSecret'>,
): Promise<APIRequestContext | null> {
  const context = await request.newContext({
    baseURL,
    // State-changing calls must come from the site itself.
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  const answer = await completeSignIn(
    context,
    await context.post('/api/auth/sign-in/email', {
      data: { email: person.email, password: person.password },
    }),
    person,
  );
  if (answer.status() === 401) {
    await context.dispose();
    return null;
  }
  await expectOk(answer, `signing in as ${person.email}`);
  return context;
}

async function expectOk(answer: APIResponse, what: string): Promise<APIResponse> {
  if (!answer.ok()) {
    throw new Error(`clean-up: ${what} answered ${answer.status()} ${await answer.text()}`);
  }
  return answer;
}

async function jsonOf<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  return (await expectOk(await answer, what)).json() as Promise<T>;
}

async function removeFavourites(own: APIRequestContext, person: Person) {
  const favourites = await jsonOf<{ _id: string }[]>(
    own.get(`/api/favourites/${encodeURIComponent(person.email)}`),
    `the favourites of ${person.email}`,
  );
  for (const { _id } of favourites) {
    await expectOk(await own.delete(`/api/favourites/delete/${_id}`), `deleting favourite ${_id}`);
  }
}

async function removeContactRequests(
  own: APIRequestContext,
  admin: APIRequestContext,
  person: Person,
) {
  const requests = await jsonOf<{ _id: string; pending: boolean }[]>(
    own.get(`/api/parcels?email=${encodeURIComponent(person.email)}`),
    `the contact requests of ${person.email}`,
  );
  for (const { _id, pending } of requests) {
    if (pending) {
      await expectOk(
        await admin.put(`/api/updateParcel/${_id}`, { data: { email: person.email } }),
        `approving contact request ${_id}`,
      );
    }
    await expectOk(
      await own.delete(`/api/deleteBuyData/${_id}`),
      `deleting contact request ${_id}`,
    );
  }
}

/** Ends the person's suspension, if a test suspended them, so that they can sign in. */
async function liftSuspension(admin: APIRequestContext, person: Person) {
  const email = person.email.toLowerCase();
  const users = await jsonOf<{ _id: string; email: string; suspension: unknown }[]>(
    admin.get(`/api/users/allData?search=${encodeURIComponent(email)}`),
    `the account of ${email}`,
  );
  const user = users.find((entry) => entry.email === email);
  if (!user?.suspension) return;
  await expectOk(
    await admin.delete(`/api/admin/users/${user._id}/suspension`),
    `lifting the suspension of ${email}`,
  );
}

async function resetStanding(admin: APIRequestContext, person: Person) {
  const email = person.email.toLowerCase();
  const premiumRequests = await jsonOf<{ email: string; pending: boolean }[]>(
    admin.get('/api/request-premium'),
    'the premium requests',
  );
  if (premiumRequests.some((entry) => entry.email === email && entry.pending)) {
    await expectOk(
      await admin.put(`/api/makePremeum/update/${encodeURIComponent(email)}`),
      `closing the premium request of ${email}`,
    );
  }

  const users = await jsonOf<{ _id: string; email: string; role: string; person: string }[]>(
    admin.get(`/api/users/allData?search=${encodeURIComponent(email)}`),
    `the account of ${email}`,
  );
  const user = users.find((entry) => entry.email === email);
  if (!user) return;
  if (user.role !== 'customer') {
    await expectOk(
      await admin.put(`/api/users/role/${user._id}`, { data: { role: 'customer' } }),
      `making ${email} a customer again`,
    );
  }
  if (user.person !== 'normal') {
    await expectOk(
      await admin.put(`/api/users/premium/${user._id}`, { data: { person: 'normal' } }),
      `making ${email} normal again`,
    );
  }
}
