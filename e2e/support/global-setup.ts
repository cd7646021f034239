import { request } from '@playwright/test';
import { E2E_PASSWORD, SUPER_ADMIN_EMAIL } from './accounts';

/** Creates the super-admin account the admin journeys sign in with (once per run). */
export default async function globalSetup() {
  const baseURL = process.env.E2E_BASE_URL!;
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/api/auth/sign-up/email', {
      headers: { origin: new URL(baseURL).origin },
      data: {
        name: 'Super Admin',
        email: SUPER_ADMIN_EMAIL,
        password: E2E_PASSWORD,
        image: `${baseURL}/media/portraits/male-01.svg`,
      },
    });
    if (!response.ok()) {
      throw new Error(
        `could not create the super admin: ${response.status()} ${await response.text()}`,
      );
    }
  } finally {
    await context.dispose();
  }
}
