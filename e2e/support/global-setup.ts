import { request } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from './accounts';
import { enableTwoFactorByApi } from './two-factor';

/**
 * Checks, once per run, that the super-admin the admin journeys sign in as can sign in: `npm test`
 * makes it with `npm run admin -- super-admin` and passes the printed password on. Where the
 * server requires admins to use two-factor sign-in (a PostgreSQL deployment), turns it on for
 * them as they would in account settings, and hands the journeys its secret
 * (E2E_SUPER_ADMIN_TOTP_SECRET: the workers inherit this process's environment).
 */
export default async function globalSetup() {
  if (!SUPER_ADMIN_PASSWORD) {
    throw new Error(
      'E2E_SUPER_ADMIN_PASSWORD is not set: run the end-to-end tests through `npm test`, which makes the super-admin.',
    );
  }
  const baseURL = process.env.E2E_BASE_URL!;
  const headers = { origin: new URL(baseURL).origin };
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/api/auth/sign-in/email', {
      headers,
      data: { email: SUPER_ADMIN_EMAIL, password: SUPER_ADMIN_PASSWORD },
    });
    if (!response.ok()) {
      throw new Error(
        `the super admin cannot sign in: ${response.status()} ${await response.text()}`,
      );
    }
    const config = (await (await context.get('/api/config')).json()) as {
      requiresAdminTwoFactor: boolean;
    };
    if (config.requiresAdminTwoFactor) {
      process.env.E2E_SUPER_ADMIN_TOTP_SECRET = await enableTwoFactorByApi(
        context,
        SUPER_ADMIN_PASSWORD,
        headers,
      );
    }
  } finally {
    await context.dispose();
  }
}
