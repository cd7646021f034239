import { screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, json, pending, stubApi, type StubRequest } from '../../../test/api-stub';
import { dialogText } from '../../../test/dialogs';
import { renderComponent } from '../../../test/render-component';
import { ContactPurchaseModal } from './contact-purchase-modal';

// Stripe.js and Stripe Elements, replaced at the module boundary: nothing is downloaded.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmCardPayment: vi.fn(),
  cardElement: { kind: 'card-element' },
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: ({ onChange }: { onChange?: (event: { error?: { message: string } }) => void }) => (
    <button
      type="button"
      onClick={() => onChange?.({ error: { message: 'Your card number is incomplete.' } })}
    >
      Stripe card field
    </button>
  ),
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment }),
  useElements: () => ({ getElement: () => stripe.cardElement }),
}));

const BIODATA = { _id: '3f0c9a4e-6a3b-4c1e-9d2f-5b7a8c9d0e1f', addid: 42, name: 'Nusrat Jahan' };

const intent = (gateway: 'local' | 'stripe' = 'local') => ({
  success: true,
  message: 'Payment intent created',
  clientSecret: 'pi_test_1_secret_abc',
  paymentIntentId: 'pi_test_1',
  amount: 500,
  currency: 'usd',
  gateway,
});

type Handlers = Parameters<typeof stubApi>[0];

function stubPayment(handlers: Handlers = {}) {
  return stubApi({
    'POST /api/create-payment-intent': () => json(intent()),
    'POST /api/local-gateway/confirm': () =>
      json({ paymentIntentId: 'pi_test_1', status: 'succeeded' }),
    'POST /api/payments': () => json({ insertedId: 'c1' }, { status: 201 }),
    ...handlers,
  });
}

function renderModal() {
  const onClose = vi.fn();
  function Harness() {
    const [isOpen, setIsOpen] = useState(true);
    if (!isOpen) return <p>Modal closed</p>;
    return (
      <ContactPurchaseModal
        biodata={BIODATA}
        email={customer.email}
        onClose={() => {
          onClose();
          setIsOpen(false);
        }}
      />
    );
  }
  return { ...renderComponent(<Harness />, `/details/${BIODATA._id}`), onClose };
}

async function fillCard(
  user: ReturnType<typeof renderModal>['user'],
  { number = '4242424242424242', expiry = '1234', cvc = '123' } = {},
) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await user.type(screen.getByLabelText('CVC'), cvc);
}

const callsTo = (requests: StubRequest[], path: string) =>
  requests.filter((request) => request.path === path);

beforeEach(() => {
  stripe.loadStripe.mockReset();
  stripe.confirmCardPayment.mockReset();
});

describe('Contact purchase modal', () => {
  it('says what the $5 buys and creates a payment intent for this biodata when it opens', async () => {
    const { requests } = stubPayment();
    renderModal();

    const dialog = screen.getByRole('dialog', { name: 'Purchase contact information' });
    expect(within(dialog).getByText(/Nusrat Jahan \(Biodata ID 42\) for \$5/)).toBeTruthy();
    expect(within(dialog).getByText('An admin reviews and approves your request.')).toBeTruthy();
    expect(within(dialog).getByText(/appear under Contact Request in your dashboard/)).toBeTruthy();
    await screen.findByLabelText('Card number');
    expect(callsTo(requests, '/api/create-payment-intent').map((request) => request.body)).toEqual([
      { parcelId: BIODATA._id, email: customer.email },
    ]);
  });

  it('shows a loading indicator until the intent is ready', () => {
    stubPayment({ 'POST /api/create-payment-intent': () => pending() });
    renderModal();

    expect(screen.getByRole('status', { name: 'Preparing your payment…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit $5' })).toBeNull();
  });

  it('offers labelled card fields with card autocomplete and a numeric keyboard', async () => {
    stubPayment();
    renderModal();

    const number = await screen.findByLabelText('Card number');
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    const cvc = screen.getByLabelText('CVC');
    expect([number, expiry, cvc].map((input) => input.getAttribute('autocomplete'))).toEqual([
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    expect([number, expiry, cvc].map((input) => input.getAttribute('inputmode'))).toEqual([
      'numeric',
      'numeric',
      'numeric',
    ]);
    expect(screen.getByRole('button', { name: 'Submit $5' })).toHaveProperty('type', 'submit');
  });

  it('says how to stay safe before the card form: verify in person, never send money, report', async () => {
    stubPayment();
    renderModal();
    const safety = await screen.findByRole('region', { name: 'Stay safe' });
    expect(
      within(safety)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Meet and verify the family in person, with your guardians, before you decide anything.',
      'Never send money to someone you met here, whatever the reason they give.',
      'Report anyone who asks for money or does not seem genuine.',
    ]);
  });

  it('formats the card number in groups of four and the expiry as MM/YY while typing', async () => {
    stubPayment();
    const { user } = renderModal();

    await fillCard(user);

    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveProperty('value', '12/34');
  });

  it('pays with the card, records the payment, closes and says "Your payment was successful."', async () => {
    const { requests } = stubPayment();
    const { user, onClose } = renderModal();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    await waitFor(async () =>
      expect(await dialogText()).toEqual({
        title: 'Success!',
        text: 'Your payment was successful.',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Modal closed')).toBeTruthy();
    expect(callsTo(requests, '/api/local-gateway/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_test_1_secret_abc',
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(callsTo(requests, '/api/payments').map((request) => request.body)).toEqual([
      {
        parcelId: BIODATA._id,
        email: customer.email,
        transactionId: 'pi_test_1',
        amount: 500,
        buyuser: customer.email,
        paymentMethod: 'card',
      },
    ]);
  });

  it('is busy while the card is being charged', async () => {
    stubPayment({ 'POST /api/local-gateway/confirm': () => pending() });
    const { user } = renderModal();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it("shows a declined card's message in red under the form, keeps the modal open and records nothing", async () => {
    const { requests } = stubPayment({
      'POST /api/local-gateway/confirm': () =>
        json({ code: 'CARD_DECLINED', message: 'Your card was declined.' }, { status: 402 }),
    });
    const { user, onClose } = renderModal();

    await fillCard(user, { number: '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    const message = await screen.findByText('Your card was declined.');
    expect(message.className).toContain('text-error');
    const form = screen.getByRole('form', { name: 'Card payment' });
    expect(form.lastElementChild).toBe(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(callsTo(requests, '/api/payments')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Submit $5' })).toHaveProperty('disabled', false);
  });

  it('puts the field errors of a refused card beside their fields', async () => {
    stubPayment({
      'POST /api/local-gateway/confirm': () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Check the card details.',
            fieldErrors: {
              'card.number': ['Your card number is invalid.'],
              'card.expiry': ["Your card's expiration date is in the past."],
            },
          },
          { status: 400 },
        ),
    });
    const { user } = renderModal();

    await fillCard(user, { number: '4242424242424241', expiry: '0120' });
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Your card number is invalid.');
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
    expect(screen.getByLabelText('CVC').getAttribute('aria-invalid')).toBe('false');
  });

  it('after a charged card whose request could not be recorded, retries only the recording', async () => {
    let recordAttempts = 0;
    const { requests } = stubPayment({
      'POST /api/payments': () => {
        recordAttempts += 1;
        return recordAttempts === 1
          ? json({ code: 'SERVICE_UNAVAILABLE', message: 'Try later.' }, { status: 503 })
          : json({ insertedId: 'c1' }, { status: 201 });
      },
    });
    const { user, onClose } = renderModal();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    expect(await screen.findByText(/Your payment went through.*Try later\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(callsTo(requests, '/api/local-gateway/confirm')).toHaveLength(1);
    expect(callsTo(requests, '/api/payments')).toHaveLength(2);
  });

  it("closes with an alert of the server's message when the intent is refused", async () => {
    stubPayment({
      'POST /api/create-payment-intent': () =>
        json({ code: 'CONFLICT', message: 'You already requested this contact.' }, { status: 409 }),
    });
    const { onClose } = renderModal();

    await waitFor(async () =>
      expect(await dialogText()).toEqual({
        title: 'Error!',
        text: 'You already requested this contact.',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Modal closed')).toBeTruthy();
  });

  it('closes with an alert when the intent answer says success false', async () => {
    stubPayment({
      'POST /api/create-payment-intent': () =>
        json({ success: false, message: 'Payments are paused.' }),
    });
    const { onClose } = renderModal();

    await waitFor(async () =>
      expect(await dialogText()).toEqual({ title: 'Error!', text: 'Payments are paused.' }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with an alert when the server cannot be reached for the intent', async () => {
    stubPayment({
      'POST /api/create-payment-intent': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { onClose } = renderModal();

    await waitFor(async () =>
      expect(await dialogText()).toEqual({
        title: 'Error!',
        text: 'Could not reach the server. Check your connection and try again.',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says test payments take no money with the built-in gateway', async () => {
    stubPayment();
    renderModal();

    const notice = await screen.findByText('Test payments: no money is taken.');
    expect(
      screen.getByRole('dialog', { name: 'Purchase contact information' }).contains(notice),
    ).toBe(true);
  });

  it('says the second payment was refunded when the biodata was already requested', async () => {
    stubPayment({
      'POST /api/payments': () =>
        json({ insertedId: 'c1', refund: { status: 'refunded', amount: 500, currency: 'usd' } }),
    });
    const { user, onClose } = renderModal();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    await waitFor(async () =>
      expect(await dialogText()).toEqual({
        title: 'Payment refunded',
        text: 'You already have a contact request for this biodata. Your second payment of $5 was refunded.',
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the second payment will be refunded when the refund is still on its way', async () => {
    stubPayment({
      'POST /api/payments': () =>
        json({ insertedId: 'c1', refund: { status: 'pending', amount: 500, currency: 'usd' } }),
    });
    const { user } = renderModal();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    await waitFor(async () =>
      expect(await dialogText()).toEqual({
        title: 'Refund on its way',
        text: 'You already have a contact request for this biodata. Your second payment of $5 will be refunded shortly.',
      }),
    );
  });

  it('never loads Stripe with the built-in gateway', async () => {
    const { requests } = stubPayment();
    renderModal();

    await screen.findByLabelText('Card number');
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    expect(callsTo(requests, '/api/config')).toHaveLength(0);
  });

  describe('with the Stripe gateway', () => {
    function stubStripe(handlers: Handlers = {}) {
      stripe.loadStripe.mockResolvedValue({ kind: 'stripe' });
      return stubPayment({
        'POST /api/create-payment-intent': () => json(intent('stripe')),
        'GET /api/config': () =>
          json({
            federatedProvider: null,
            payments: { gateway: 'stripe', publishableKey: 'pk_test_123' },
          }),
        ...handlers,
      });
    }

    it('confirms the card with Stripe, records the payment and says so', async () => {
      const { requests } = stubStripe();
      stripe.confirmCardPayment.mockResolvedValue({
        paymentIntent: { id: 'pi_stripe_9', status: 'succeeded' },
      });
      const { user, onClose } = renderModal();

      await user.click(await screen.findByRole('button', { name: 'Submit $5' }));

      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
      expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_test_1_secret_abc', {
        payment_method: { card: stripe.cardElement, billing_details: { email: customer.email } },
      });
      expect(callsTo(requests, '/api/payments')[0]?.body).toMatchObject({
        transactionId: 'pi_stripe_9',
      });
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(screen.getByText('Modal closed')).toBeTruthy();
    });

    it("shows Stripe's card error in red under the form and records nothing", async () => {
      const { requests } = stubStripe();
      stripe.confirmCardPayment.mockResolvedValue({
        error: { message: 'Your card has insufficient funds.' },
      });
      const { user, onClose } = renderModal();

      await user.click(await screen.findByRole('button', { name: 'Submit $5' }));

      const message = await screen.findByText('Your card has insufficient funds.');
      expect(message.className).toContain('text-error');
      expect(onClose).not.toHaveBeenCalled();
      expect(callsTo(requests, '/api/payments')).toHaveLength(0);
    });

    it('does not say test payments: Stripe takes the money', async () => {
      stubStripe();
      renderModal();

      await screen.findByRole('button', { name: 'Submit $5' });
      expect(screen.queryByText('Test payments: no money is taken.')).toBeNull();
    });

    it("shows the card field's own validation message under the form", async () => {
      stubStripe();
      const { user } = renderModal();

      await user.click(await screen.findByRole('button', { name: 'Stripe card field' }));

      expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    });
  });
});
