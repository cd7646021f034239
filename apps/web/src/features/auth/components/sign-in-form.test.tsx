import { DIALOG_COLORS } from '@bondhon/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, LOCAL_PAYMENTS, pending, stubApi } from '../../../test/api-stub';
import { SignInForm } from './sign-in-form';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SignInForm federatedReturnTo="/signin" forgotPasswordHref="/forgot-password" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function signInWith(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInForm', () => {
  it('asks for both fields on an empty submit', async () => {
    const { requests } = stubApi({});
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The schema arrives with the first validation (lib/lazy-resolver.ts): wait for its verdict.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(requests).toEqual([]);
  });

  it('reads "Signing In..." and is disabled while signing in', async () => {
    stubApi({ 'POST /api/auth/sign-in/email': () => pending() });
    const user = renderForm();

    await signInWith(user, 'secret123');

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("opens the Error! dialog with the server's message on a wrong password", async () => {
    stubApi({
      'POST /api/auth/sign-in/email': () =>
        json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        ),
    });
    const user = renderForm();

    await signInWith(user, 'wrong-password');

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Error!');
    expect(within(dialog).getByText('Invalid email or password')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: 'OK', hidden: true })
        .style.getPropertyValue('--swal2-confirm-button-background-color'),
    ).toBe(DIALOG_COLORS.error);
  });

  it('says so in the Error! dialog when no federated provider is configured', async () => {
    const { requests } = stubApi({
      'GET /api/config': () => json({ federatedProvider: null, payments: LOCAL_PAYMENTS }),
    });
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(
      within(dialog).getByText('Google sign-in is not configured on this server.'),
    ).toBeTruthy();
    expect(requests.map((request) => request.path)).toEqual(['/api/config']);
  });

  it('starts the federated sign-in with the configured provider and waits with "Please wait..."', async () => {
    const { requests } = stubApi({
      'GET /api/config': () => json({ federatedProvider: 'oidc', payments: LOCAL_PAYMENTS }),
      'POST /api/auth/sign-in/social': () => pending(),
    });
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('button', { name: 'Please wait...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', true);
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/auth/sign-in/social',
      body: { provider: 'oidc', callbackURL: '/signin', errorCallbackURL: '/signin' },
    });
  });

  it('has a Forgot password? link under the password, to the page that mails a reset link', () => {
    stubApi({});
    renderForm();

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('asks for the authenticator code after a right password, and signs in with it', async () => {
    const { requests } = stubApi({
      'POST /api/auth/sign-in/email': () =>
        json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': () => pending(),
    });
    const user = renderForm();

    await signInWith(user, 'secret123');
    await user.type(await screen.findByLabelText('Authenticator code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/auth/two-factor/verify-totp',
      body: { code: '123456' },
    });
    // No session was read yet: the password alone signed nobody in.
    expect(requests.map((request) => request.path)).not.toContain('/api/auth/get-session');
  });

  it('takes a backup code instead, and shows why a code was refused', async () => {
    const { requests } = stubApi({
      'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true }),
      'POST /api/auth/two-factor/verify-backup-code': () =>
        json({ code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' }, { status: 401 }),
    });
    const user = renderForm();

    await signInWith(user, 'secret123');
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid backup code');
    expect(requests.at(-1)).toMatchObject({
      path: '/api/auth/two-factor/verify-backup-code',
      body: { code: 'abcde-12345' },
    });
  });
});
