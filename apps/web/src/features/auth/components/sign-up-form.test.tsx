import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, pending, stubApi } from '../../../test/api-stub';
import { SignUpForm } from './sign-up-form';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SignUpForm federatedReturnTo="/signin" forgotPasswordHref="/forgot-password" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; image?: string; email?: string; password?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.image) await user.type(screen.getByLabelText('Image URL'), values.image);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
}

const validValues = {
  name: 'Ayesha Rahman',
  image: 'https://example.com/ayesha.jpg',
  email: 'ayesha@example.com',
  password: 'secret123',
};

describe('SignUpForm', () => {
  it('shows every required-field message under its field on an empty submit, and sends nothing', async () => {
    const { requests } = stubApi({});
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The schema arrives with the first validation (lib/lazy-resolver.ts): wait for its verdict.
    await screen.findAllByRole('alert');

    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Image URL', 'Image URL is required'],
      ['Email', 'Email is required'],
      ['Password', 'Password is required'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      const description = describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(description).toContain(message);
    }
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Image URL is required',
      'Email is required',
      'Password is required',
    ]);
    expect(requests).toEqual([]);
  });

  it('asks for at least 6 characters of password', async () => {
    stubApi({});
    const user = renderForm();

    await fillForm(user, { ...validValues, password: 'abc12' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('reads "Processing..." and is disabled while the registration is on its way', async () => {
    const { requests } = stubApi({ 'POST /api/auth/sign-up/email': () => pending() });
    const user = renderForm();

    await fillForm(user, validValues);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Login with Google' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: validValues,
    });
  });

  it('says where the confirmation link went, in a dialog and in place of the form', async () => {
    stubApi({ 'POST /api/auth/sign-up/email': () => json({ status: true }) });
    const user = renderForm();

    await fillForm(user, validValues);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Success!')).toBeTruthy();
    expect(within(dialog).getByText(/we have sent a link to ayesha@example\.com/)).toBeTruthy();
    // Behind the dialog (hidden from assistive technology while it is open).
    const panel = screen.getByText('Check your inbox', { ignore: '.swal2-container *' });
    expect(panel.closest('[role="status"]')?.textContent).toContain('ayesha@example.com');
    expect(screen.queryByRole('button', { name: 'Register', hidden: true })).toBeNull();
  });

  it("shows a refusal in the Error! dialog with the server's message", async () => {
    stubApi({
      'POST /api/auth/sign-up/email': () =>
        json(
          { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 1 minute.' },
          { status: 429 },
        ),
    });
    const user = renderForm();

    await fillForm(user, validValues);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Error!')).toBeTruthy();
    expect(within(dialog).getByText(/Too many attempts/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Register', hidden: true })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("puts a 400's field errors beside their fields", async () => {
    stubApi({
      'POST /api/auth/sign-up/email': () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Please correct the highlighted fields.',
            fieldErrors: { image: ['Invalid URL'] },
          },
          { status: 400 },
        ),
    });
    const user = renderForm();

    await fillForm(user, validValues);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const imageError = await screen.findByText('Invalid URL', { ignore: '.swal2-container *' });
    const image = screen.getByLabelText('Image URL', { selector: 'input' });
    expect(image.getAttribute('aria-describedby')).toContain(imageError.id);
  });

  it('has a Forgot password? link to the page that mails a reset link', () => {
    stubApi({});
    renderForm();

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
