import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, customer, json, sessionEndpoints, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

describe('login guard', () => {
  it('shows a loading indicator while the session resolves, then sends a visitor to /signin', async () => {
    let answerSession: (response: Response) => void = () => {};
    stubApi({
      'GET /api/auth/get-session': () =>
        new Promise<Response>((resolve) => {
          answerSession = resolve;
        }),
    });
    const { router } = renderApp('/dashboard/customer/favorites');

    expect(await screen.findByRole('status', { name: 'Checking your sign-in…' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/customer/favorites');

    answerSession(json(null));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard/customer/favorites', search: '', hash: '' },
    });
    expect(screen.queryByRole('status', { name: 'Checking your sign-in…' })).toBeNull();
  });

  it('guards the details page too', async () => {
    stubApi(sessionEndpoints(null));
    const { router } = renderApp('/details/42');

    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('sends a signed-in customer who opens the admin area to their own dashboard', async () => {
    stubApi(sessionEndpoints(customer));
    const { router } = renderApp('/dashboard/admin/manageUsers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Biodata' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/customer/viewbioData');
    expect(screen.queryByRole('heading', { name: 'Manage Users' })).toBeNull();
  });

  it('lets an admin open both the admin and the customer area', async () => {
    stubApi({ ...sessionEndpoints(admin), 'GET /api/users/allData': () => json([]) });
    const { router } = renderApp('/dashboard/admin/manageUsers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeTruthy();
    await router.navigate('/dashboard/customer/favorites');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Favourite Biodatas' }),
    ).toBeTruthy();
  });

  it('brings a visitor back to the guarded page once they sign in', async () => {
    let isSignedIn = false;
    const signedIn = sessionEndpoints(customer);
    stubApi({
      ...signedIn,
      'GET /api/auth/get-session': (request) =>
        isSignedIn ? signedIn['GET /api/auth/get-session']!(request) : json(null),
      'POST /api/auth/sign-in/email': () => {
        isSignedIn = true;
        return json({ token: 't', user: customer });
      },
    });
    const { router } = renderApp('/details/42');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/details/42'));
  });
});
