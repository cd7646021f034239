/** The domain of every account the benchmark signs up (database.ts tells their biodatas apart). */
export const BENCH_EMAIL_DOMAIN = 'bench.bondhon.test';

/** How many accounts this process has signed up: each gets an address of its own. */
let accounts = 0;

/**
 * Signs a new customer up through the real auth API, then in (a sign-up signs nobody in);
 * answers its address and session cookie.
 */
export async function signUp(
  baseUrl: string,
  name = 'Bench Reader',
): Promise<{ email: string; cookie: string }> {
  const email = `bench.${Date.now().toString(36)}.${process.pid}.${(accounts += 1)}@${BENCH_EMAIL_DOMAIN}`;
  const password = 'bench-password-1';
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${baseUrl}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const signedUp = await post('sign-up/email', {
    name,
    email,
    password,
    image: `${baseUrl}/media/portraits/male-01.svg`,
  });
  if (!signedUp.ok) {
    throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  }
  const response = await post('sign-in/email', { email, password });
  if (!response.ok) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return { email, cookie };
}
