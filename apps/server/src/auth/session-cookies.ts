import type { Auth } from './create-auth';

type AuthCookies = Awaited<Auth['$context']>['authCookies'];

/**
 * Set-Cookie values that make a browser drop the cookies Better Auth keeps a session in (the
 * token, the cached session, "don't remember me"), with the attributes they were set with: what
 * Better Auth's sign-out answers, for an answer of ours that ends the session (a closed account).
 */
export function expiredSessionCookies(cookies: AuthCookies): string[] {
  return [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken].map(
    ({ name, attributes }) => {
      const parts = [`${name}=`, 'Max-Age=0', `Path=${attributes.path ?? '/'}`];
      if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
      if (attributes.httpOnly) parts.push('HttpOnly');
      if (attributes.secure) parts.push('Secure');
      if (attributes.sameSite) {
        const sameSite = attributes.sameSite.toLowerCase();
        parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`);
      }
      return parts.join('; ');
    },
  );
}
