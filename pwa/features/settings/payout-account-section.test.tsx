// Settings > Payouts says where money is paid and what is still needed; back from the provider's form it
// reads the account's state; changing a ready account asks for the password before the form opens.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { payoutApiPaths, payoutOnboardingReturn } from '#shared/routes-payouts.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { noPayoutAccount, payoutAccount } from '#pwa/lib/testing/payout-account.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { proofStore } from '#pwa/lib/proof.ts';
import { PayoutAccountSection } from './payout-account-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const none = noPayoutAccount;
const account = payoutAccount;
const goesTo = () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
};

describe('Settings > Payouts', () => {
  it('with no account, explains and opens the form at once (no password to prove yet)', async () => {
    const fetchMock = mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () => json(200, none),
      [`POST ${payoutApiPaths.payoutAccountOnboarding}`]: () =>
        json(200, { url: '/sandbox/payouts/onboarding?link=a' }),
    });
    const assign = goesTo();
    renderWithClient(<PayoutAccountSection />);
    expect(await screen.findByText(text.noneTitle)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.connect }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payouts/onboarding?link=a'));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', payoutApiPaths.payoutAccountOnboarding)[0]![1].body))).toEqual(
      {},
    );
  });

  it('shows the account, its currency and what Stripe still needs, in words', async () => {
    mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () =>
        json(200, account({ status: 'needs_info', requirements: ['your ID number'] })),
    });
    renderWithClient(<PayoutAccountSection />);
    const card = await screen.findByTestId('payout-account');
    expect(card.textContent).toContain('BBVA México ••7897');
    expect(card.textContent).toContain(`${text.paidIn('MXN')} · SPEI to your CLABE`);
    expect(card.textContent).toContain(text.status.needs_info);
    expect(within(card).getByRole('listitem').textContent).toBe('your ID number');
  });

  it('asks for the password to change a ready account, says a wrong one, then opens the form', async () => {
    const fetchMock = mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () => json(200, account({})),
      [`POST ${payoutApiPaths.payoutAccountOnboarding}`]: [
        () => json(400, { message: text.passwordWrong, errors: { password: text.passwordWrong } }),
        () => json(200, { url: 'https://connect.stripe.com/d/x' }),
      ],
    });
    const assign = goesTo();
    renderWithClient(<PayoutAccountSection />);
    fireEvent.click(await screen.findByRole('button', { name: text.change }));
    const dialog = screen.getByRole('dialog', { name: text.changeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: text.confirmChange }));
    expect(await within(dialog).findByText(text.passwordNeeded)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', payoutApiPaths.payoutAccountOnboarding)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(text.passwordLabel), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.confirmChange }));
    expect(await within(dialog).findByText(text.passwordWrong)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(text.passwordLabel), { target: { value: 'Orbit-Rocket9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.confirmChange }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/d/x'));
    const sent = callsTo(fetchMock, 'POST', payoutApiPaths.payoutAccountOnboarding).map(([, init]) =>
      JSON.parse(String(init.body)),
    );
    expect(sent).toEqual([{ password: 'nope' }, { password: 'Orbit-Rocket9' }]);
  });

  it('with two-factor on, asks a code after the password, then sends the change again and opens the form', async () => {
    const fetchMock = mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () => json(200, account({})),
      [`POST ${payoutApiPaths.payoutAccountOnboarding}`]: [
        () => json(403, { message: 'Prove it is you', code: 'proof_needed', twoFactor: true, passkey: false }),
        () => json(200, { url: 'https://connect.stripe.com/d/y' }),
      ],
      [`POST ${securityApiPaths.reauth}`]: () => json(204),
    });
    const assign = goesTo();
    renderWithClient(<PayoutAccountSection />);
    fireEvent.click(await screen.findByRole('button', { name: text.change }));
    const dialog = screen.getByRole('dialog', { name: text.changeTitle });
    fireEvent.change(within(dialog).getByLabelText(text.passwordLabel), { target: { value: 'Orbit-Rocket9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.confirmChange }));
    await waitFor(() => expect(proofStore.current()).toMatchObject({ twoFactor: true, passkey: false }));
    await proofStore.prove({ code: '123456' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/d/y'));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', securityApiPaths.reauth)[0]![1].body))).toEqual({
      code: '123456',
    });
    const sent = callsTo(fetchMock, 'POST', payoutApiPaths.payoutAccountOnboarding).map(([, init]) =>
      JSON.parse(String(init.body)),
    );
    expect(sent).toEqual([{ password: 'Orbit-Rocket9' }, { password: 'Orbit-Rocket9' }]);
  });

  it('just after a change of bank account, says when payouts there start', async () => {
    const from = new Date(Date.now() + 20 * 60 * 60 * 1000);
    mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () =>
        json(200, account({ last4: '8909', payoutsFrom: from.toISOString() })),
    });
    renderWithClient(<PayoutAccountSection />);
    const line = await screen.findByTestId('payouts-start');
    const when = from.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    expect(line.textContent).toBe(text.startsOn(when));
    cleanup();
    // Once that time has passed (or for an account that did not just change), nothing is said.
    mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () =>
        json(200, account({ payoutsFrom: new Date(Date.now() - 60_000).toISOString() })),
    });
    renderWithClient(<PayoutAccountSection />);
    expect(await screen.findByTestId('payout-account')).toBeTruthy();
    expect(screen.queryByTestId('payouts-start')).toBeNull();
  });

  it('back from the form, reads the account from the provider and says it is ready', async () => {
    const fetchMock = mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () =>
        json(200, account({ status: 'onboarding', bankName: null, last4: null })),
      [`POST ${payoutApiPaths.payoutAccountRefresh}`]: () => json(200, account({})),
    });
    renderWithClient(<PayoutAccountSection />, undefined, payoutOnboardingReturn('return'));
    expect(await screen.findByText(text.readyToast)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', payoutApiPaths.payoutAccountRefresh)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('payout-account').textContent).toContain(text.status.ready));
  });

  it('in a country Stripe cannot pay, says so instead of offering a form', async () => {
    mockApi({
      [`GET ${payoutApiPaths.payoutAccount}`]: () => json(200, { ...none, supported: false, country: 'Perú' }),
    });
    renderWithClient(<PayoutAccountSection />);
    expect(await screen.findByText(text.unsupported('Perú'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.connect })).toBeNull();
  });
});
