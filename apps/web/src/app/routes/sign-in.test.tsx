import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, json, sessionEndpoints, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

describe('Sign In and Register pages', () => {
  it('signs in, saves the user, says so, and goes to the dashboard of their role', async () => {
    let isSignedIn = false;
    const signedIn = sessionEndpoints(customer);
    const { requests } = stubApi({
      ...signedIn,
      'GET /api/auth/get-session': (request) =>
        isSignedIn ? signedIn['GET /api/auth/get-session']!(request) : json(null),
      'POST /api/auth/sign-in/email': () => {
        isSignedIn = true;
        return json({ token: 't', user: customer });
      },
    });
    const { router } = renderApp('/signin');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Success!')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/customer/viewbioData'),
    );
    const saves = requests.filter(
      (request) => request.method === 'POST' && request.path === '/api/users',
    );
    expect(saves).toEqual([
      expect.objectContaining({
        body: { name: customer.name, image: null, email: customer.email },
      }),
    ]);
  });

  it('sends someone already signed in (back from the federated provider) to their dashboard', async () => {
    const { requests } = stubApi(sessionEndpoints(customer));
    const { router } = renderApp('/signin');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/customer/viewbioData'),
    );
    expect(requests.filter((request) => request.path === '/api/users')).toHaveLength(1);
  });

  it('shows a federated failure from ?error= in the Error! dialog and clears it from the address', async () => {
    stubApi(sessionEndpoints(null));
    const { router } = renderApp('/signin?error=access_denied');

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Error!')).toBeTruthy();
    expect(within(dialog).getByText('Google sign-in was cancelled.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('offers Register here on Sign In and Login on Register', async () => {
    stubApi(sessionEndpoints(null));
    renderApp('/signin');
    const user = userEvent.setup();

    expect(await screen.findByText("Don't have an account?")).toBeTruthy();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Register here' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register now!' })).toBeTruthy();
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  });
});
