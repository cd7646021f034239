import { request } from '@playwright/test';
import { SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD } from './accounts';

/**
 * Checks, once per run, that the super-admin the admin journeys sign in as can sign in: `npm test`
 * makes it with `npm run admin -- super-admin` and passes the printed password on.
 */
export default async function globalSetup() {
  if (!SUPER_ADMIN_PASSWORD) {
    throw new Error(
      'E2E_SUPER_ADMIN_PASSWORD is not set: run the end-to-end tests through `npm test`, which makes the super-admin.',
    );
  }
  const baseURL = process.env.E2E_BASE_URL!;
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/api/auth/sign-in/email', {
      headers: { origin: new URL(baseURL).origin },
      data: { email: SUPER_ADMIN_EMAIL, password: SUPER_ADMIN_PASSWORD },
    });
    if (!response.ok()) {
      throw new Error(
        `the super admin cannot sign in: ${response.status()} ${await response.text()}`,
      );
    }
  } finally {
    await context.dispose();
  }
}
