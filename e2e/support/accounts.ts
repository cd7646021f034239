import type { APIRequestContext, Page } from '@playwright/test';
import { theMailTo, VERIFICATION_SUBJECT } from './mail';
import { completeSignIn } from './two-factor';

export const E2E_PASSWORD = 'e2e-password-42';
export const SUPER_ADMIN_EMAIL =
  process.env.E2E_SUPER_ADMIN_EMAIL ?? 'super.admin@e2e.bondhon.test';
/** Printed by `npm run admin -- super-admin`, which `npm test` runs before the server starts. */
export const SUPER_ADMIN_PASSWORD = process.env.E2E_SUPER_ADMIN_PASSWORD ?? '';

/**
 * The super admin as the journeys sign in: where the server requires admins to use two-factor
 * sign-in, the global set-up turned it on and left the secret in E2E_SUPER_ADMIN_TOTP_SECRET.
 */
export function superAdmin(): Pick<Person, 'email' | 'password' | 'totpSecret'> {
  return {
    email: SUPER_ADMIN_EMAIL,
    password: SUPER_ADMIN_PASSWORD,
    totpSecret: process.env.E2E_SUPER_ADMIN_TOTP_SECRET,
  };
}

let counter = 0;

/** A unique, readable e-mail for a person a test creates. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@e2e.bondhon.test`;
}

export interface Person {
  name: string;
  email: string;
  password: string;
  /** The authenticator's secret, once the test turned two-factor sign-in on for them. */
  totpSecret?: string;
}

export function newPerson(label: string, name = 'Test Person'): Person {
  return { name, email: uniqueEmail(label), password: E2E_PASSWORD };
}

function originOf(baseURL: string | undefined): Record<string, string> {
  return baseURL ? { origin: new URL(baseURL).origin } : {};
}

/**
 * Registers through the real API and opens the confirmation link mailed to the person, as they
 * would: the address is verified and `request` signed in (with a page's request context, the
 * page too).
 */
export async function registerByApi(
  request: APIRequestContext,
  person: Person,
  baseURL = process.env.E2E_BASE_URL,
): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: originOf(baseURL),
    data: { ...person, image: `${baseURL}/media/portraits/female-02.svg` },
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  await openVerificationLink(request, person.email);
}

/** Opens the confirmation link mailed to `email`: verified, and `request` signed in. */
export async function openVerificationLink(request: APIRequestContext, email: string) {
  const mail = await theMailTo(request, email, VERIFICATION_SUBJECT);
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  const opened = await request.get(link, { maxRedirects: 0 });
  if (opened.status() !== 302 || opened.headers().location !== '/email-verified') {
    throw new Error(
      `the confirmation link failed: ${opened.status()} ${opened.headers().location}`,
    );
  }
}

/** Signs in with the password, and the authenticator's code when the account asks for one. */
export async function signInByApi(
  request: APIRequestContext,
  person: Pick<Person, 'email' | 'password' | 'totpSecret'>,
  baseURL = process.env.E2E_BASE_URL,
) {
  const headers = originOf(baseURL);
  const response = await completeSignIn(
    request,
    await request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: person.email, password: person.password },
    }),
    person,
    headers,
  );
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Signs the page in as the super admin (made by the operator's CLI before the run). */
export async function signInAsSuperAdmin(page: Page) {
  await signInByApi(page.request, superAdmin());
}
