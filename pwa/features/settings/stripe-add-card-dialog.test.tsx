// The Stripe card form's state machine with Stripe.js stubbed (it cannot load offline): SetupIntent, confirm
// with the card Element, save on 'succeeded'; an error or another status fails with its message.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';
import { cardText as text } from '#shared/messages/cards.ts';
import { portfolio } from '#shared/messages/money.ts';
import { apiPaths } from '#shared/routes.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { noPayoutAccount } from '#pwa/lib/testing/payout-account.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { StripeAddCardDialog } from './stripe-add-card-dialog.tsx';

const confirmCardSetup = vi.fn();
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: ({ onChange }: { onChange: (e: { empty: boolean }) => void }) => (
    <input aria-label="Stripe card" onChange={(e) => onChange({ empty: e.target.value === '' })} />
  ),
  useStripe: () => ({ confirmCardSetup }),
  useElements: () => ({ getElement: () => ({ card: true }) }),
}));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  confirmCardSetup.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(
  pendingRoundUps = 0,
  place: PayoutAccountResponse = { ...noPayoutAccount, country: 'USA', currency: 'USD' },
) {
  const fetchMock = mockApi({
    'GET /api/portfolio': () => json(200, { pendingRoundUps, sweepThreshold: 5 }),
    'GET /api/payout-account': () => json(200, place),
    [`POST ${apiPaths.createSetupIntent}`]: () =>
      json(200, { client_secret: 'seti_1_secret_x', setup_intent_id: 'seti_1' }),
    [`POST ${apiPaths.savePaymentMethod}`]: () =>
      json(201, { id: 'pm_1', isDefault: true, card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031 } }),
  });
  renderWithClient(<StripeAddCardDialog publishableKey="pk_test_x" />);
  fireEvent.click(screen.getByRole('button', { name: text.addCard }));
  return fetchMock;
}
const dialog = () => within(screen.getByRole('dialog', { name: text.addCard }));
const submit = () => fireEvent.click(dialog().getByRole('button', { name: text.saveCard }));
const toastText = () => document.body.textContent ?? '';

describe('adding a card with Stripe.js', () => {
  it('says what saving the card starts: round-ups charged at $5.00, and what waits now charged at once', async () => {
    show(21.29);
    const note = await waitFor(() => {
      const shown = dialog().getByTestId('card-charge-note').textContent ?? '';
      expect(shown).toContain(text.chargeNow('$21.29', portfolio.interestName));
      return shown;
    });
    expect(note).toContain(text.chargeNote('$5.00'));
    cleanup();
    show(3.2);
    await waitFor(() =>
      expect(dialog().getByTestId('card-charge-note').textContent).toContain(text.waitingNow('$3.20')),
    );
  });

  it("tells a Mexican member the charge is in dollars, about how much in pesos, and the bank's fee", async () => {
    show(20, noPayoutAccount); // Mexico, 18.5 pesos to the dollar
    await waitFor(() =>
      expect(dialog().getByTestId('card-charge-note').textContent).toContain(
        text.chargeInDollars('$20.00', 'MX$370.00'),
      ),
    );
    cleanup();
    show(20);
    await waitFor(() =>
      expect(dialog().getByTestId('card-charge-note').textContent).toContain(
        text.chargeNow('$20.00', portfolio.interestName),
      ),
    );
    expect(dialog().getByTestId('card-charge-note').textContent).not.toContain(
      text.chargeInDollars('$20.00', null).slice(0, 30),
    );
  });

  it('asks for the card first, then confirms the SetupIntent after 1 s and saves the PaymentMethod', async () => {
    const calls = show();
    submit();
    await waitFor(() => expect(toastText()).toContain(text.enterCard));
    expect(callsTo(calls, 'POST', apiPaths.createSetupIntent)).toHaveLength(0);

    confirmCardSetup.mockResolvedValue({ setupIntent: { status: 'succeeded', payment_method: 'pm_1' } });
    fireEvent.change(dialog().getByLabelText('Stripe card'), { target: { value: '4242' } });
    submit();
    await waitFor(() => expect(callsTo(calls, 'POST', apiPaths.createSetupIntent)).toHaveLength(1));
    expect(confirmCardSetup).not.toHaveBeenCalled(); // the spec's 1 s wait
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() =>
      expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', { payment_method: { card: { card: true } } }),
    );
    await waitFor(() => expect(toastText()).toContain(text.addedBody));
    const [, init] = callsTo(calls, 'POST', apiPaths.savePaymentMethod)[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ paymentMethodId: 'pm_1' });
  });

  it("shows Stripe's message for a declined card, and the spec's for a setup that did not succeed", async () => {
    const calls = show();
    fireEvent.change(dialog().getByLabelText('Stripe card'), { target: { value: '4000' } });
    confirmCardSetup.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    submit();
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(toastText()).toContain('Your card was declined.'));
    // Kept in the sheet, with what to do, after the toast has gone.
    expect(dialog().getByTestId('card-failure').textContent).toBe(`Your card was declined.${text.failedNext}`);
    confirmCardSetup.mockResolvedValueOnce({
      setupIntent: { status: 'requires_payment_method', payment_method: null },
    });
    submit();
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(toastText()).toContain(text.setupIncomplete));
    expect(dialog().getByTestId('card-failure').textContent).toContain(text.setupIncomplete);
    expect(callsTo(calls, 'POST', apiPaths.savePaymentMethod)).toHaveLength(0);
  });
});
