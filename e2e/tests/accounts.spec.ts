import { uniqueEmail } from '../support/accounts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { theMailTo, VERIFICATION_SUBJECT } from '../support/mail';

test('a new member registers, confirms the address from the mail, signs out and signs in again', async ({
  page,
  baseURL,
  people,
}) => {
  const person = people.create('journey', 'Sadia Islam');
  await page.goto('/signup');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Image URL').fill(`${baseURL}/media/portraits/female-04.svg`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const welcome = page.getByRole('dialog');
  await expect(welcome.getByText('Success!')).toBeVisible();
  await expect(welcome.getByText(`we have sent a link to ${person.email}`)).toBeVisible();
  await welcome.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/signup-check-inbox.png', fullPage: true });

  // Before the link: signed in with the password, the dashboard says what the address is for.
  await page.goto('/signin');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
  const notice = page.getByRole('region', { name: 'Send a new link' });
  await expect(notice.getByText(`We sent a link to ${person.email}.`)).toBeVisible();
  // The notice is the layout's: the screen's own heading comes with its code, which may still
  // be on its way.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Biodata' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/verify-notice.png', fullPage: true });

  // The link in the mail confirms the address and signs her in.
  const mail = await theMailTo(page.request, person.email, VERIFICATION_SUBJECT);
  expect(mail.subject).toBe('Confirm your e-mail address for Bondhon');
  expect(mail.text).toContain('Assalamu alaikum Sadia Islam,');
  await page.context().clearCookies();
  await page.goto(mail.links[0]!);
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
  await expect(page.getByRole('region', { name: 'Send a new link' })).toBeHidden();

  const header = page.getByRole('banner');
  await expect(header.getByText(person.name).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/customer-dashboard.png', fullPage: true });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
  ).toBeVisible();

  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
});

test('a wrong password shows the error dialog with the server message', async ({
  page,
  people,
}) => {
  const person = await people.register(page.request, 'wrong-password');
  await page.context().clearCookies();

  await page.goto('/signin');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Error!')).toBeVisible();
  await expect(dialog.getByText('Invalid email or password')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/signin-error-dialog.png' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('registering with an e-mail already in use answers as any sign-up, and the owner is told by mail', async ({
  page,
  baseURL,
  people,
}) => {
  const person = await people.register(page.request, 'taken', 'Nasrin Akter');
  await page.context().clearCookies();

  await page.goto('/signup');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Image URL').fill(`${baseURL}/media/portraits/male-04.svg`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('another-password');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Success!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();

  const mail = await theMailTo(page.request, person.email, /Someone tried to register/);
  expect(mail.text).toContain('Assalamu alaikum Nasrin Akter,');
  expect(mail.links).toEqual([
    `${baseURL}/forgot-password`,
    `${baseURL}/dashboard/customer/account`,
  ]);
});

test('the register form names every required field, and the short password', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  for (const message of [
    'Name is required',
    'Image URL is required',
    'Email is required',
    'Password is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/signup-errors.png', fullPage: true });

  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Image URL').fill('javascript:alert(1)');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Invalid URL')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
});

test('the sign-in form names both required fields, and links to Register', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByText("Don't have an account?")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Register here' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a new person signs in through the federated provider and lands on a customer dashboard', async ({
  page,
}) => {
  const login = uniqueEmail('fed').split('@')[0]!.replaceAll('.', '-');
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();

  // The provider's own sign-in and consent pages.
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_OIDC_ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);
  await expect(page.getByRole('banner').getByText(`Federated ${login}`).first()).toBeVisible();
});

test('a member who forgot the password gets a link by mail and signs in with a new one', async ({
  page,
  people,
}) => {
  const member = await people.register(page.request, 'forgot', 'Rehana Parvin');
  await page.context().clearCookies();

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/forgot-password.png', fullPage: true });

  const mail = await theMailTo(page.request, member.email, /password/);
  expect(mail.subject).toBe('Reset your Bondhon password');
  expect(mail.text).toContain('Assalamu alaikum Rehana Parvin,');
  const [link] = mail.links;
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/.artifacts/screens/reset-password.png', fullPage: true });

  const newPassword = 'a new jasmine garland 7';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  const done = page.getByRole('dialog');
  await expect(done.getByText('Password changed')).toBeVisible();
  // The clean-up signs the member in with the password they have now.
  member.password = newPassword;
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  // The dialog, named "Password changed", fades out on the sign-in page: a member types once it has gone.
  await expect(done).toBeHidden();

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customer\/viewbioData$/);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
