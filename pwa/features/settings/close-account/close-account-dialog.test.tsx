// Settings > Close account says first what happens to money, exactly; refuses while money is on its way, and while
// an investment holds money, which it offers to cash out (never to give up); asks the member to accept the points
// forfeited, type CLOSE and give the password; then leaves for the home page.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closingText as text } from '#shared/messages/closing.ts';
import { portfolio } from '#shared/messages/money.ts';
import { accountClosedText } from '#shared/messages/account-closed.ts';
import { CLOSED_LANDING, closingApiPaths as paths } from '#shared/routes-closing.ts';
import type { ClosingPreview } from '#shared/schemas/closing.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { payoutAccount } from '#pwa/lib/testing/payout-account.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { CloseAccountDialog } from './close-account-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = (over: Partial<ClosingPreview> = {}): ClosingPreview => ({
  blockers: [],
  forfeit: { points: 1234, interestCents: 0, sats: 0 },
  bitcoinValueCents: 0,
  totalCents: 1234,
  pointsRedeemable: false,
  pendingRoundUpCents: 0,
  minimumCents: 2500,
  ...over,
});

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: text.openDialog }));
  const dialog = await screen.findByRole('dialog', { name: text.dialogTitle });
  await within(dialog).findByRole('heading', { name: text.moneyTitle });
  return dialog;
};
const fill = (dialog: HTMLElement, word: string, password: string) => {
  fireEvent.change(within(dialog).getByLabelText(text.confirmLabel), { target: { value: word } });
  fireEvent.change(within(dialog).getByLabelText(text.passwordLabel), { target: { value: password } });
};

describe('Settings > Close account', () => {
  it('lists exactly the points forfeited; closes once accepted, CLOSE typed and the password given', async () => {
    const fetchMock = mockApi({
      [`GET ${paths.preview}`]: () => json(200, preview()),
      [`POST ${paths.close}`]: () => json(200, { message: accountClosedText.body }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithClient(<CloseAccountDialog />);
    const dialog = await open();
    expect(dialog.textContent).toContain(text.pointsForfeit('12.34', '$12.34'));
    expect(dialog.textContent).toContain(text.pointsBelowMinimum('25.00'));
    expect(dialog.textContent).toContain(text.forfeitTotal('$12.34'));
    const submit = within(dialog).getByRole('button', { name: text.submit });
    fill(dialog, 'close', 'Orbit-Rocket9');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: text.acceptForfeit }));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CLOSED_LANDING));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', paths.close)[0]![1].body))).toEqual({
      password: 'Orbit-Rocket9',
      confirm: 'close',
      forfeit: { points: 1234, interestCents: 0, sats: 0 },
    });
  });

  it('never gives up investments: says they are the member’s, and empties each to the payout account', async () => {
    const invested = preview({
      blockers: [{ code: 'invested', message: text.investmentsFirst, until: null }],
      forfeit: { points: 1234, interestCents: 661, sats: 50_000 },
      bitcoinValueCents: 2000,
    });
    const onItsWay = preview({ blockers: [{ code: 'cash_out', message: text.payoutInFlight, until: null }] });
    const fetchMock = mockApi({
      [`GET ${paths.preview}`]: [() => json(200, invested), () => json(200, onItsWay)],
      'GET /api/payout-account': () => json(200, payoutAccount()),
      'POST /api/cash-outs': () => json(201, { netAmount: '6.36' }),
    });
    renderWithClient(<CloseAccountDialog />);
    const dialog = await open();
    expect(dialog.textContent).toContain(text.interestHeld('$6.61'));
    expect(dialog.textContent).toContain(text.bitcoinHeld('$20.00', '0.00050000'));
    expect(dialog.textContent).toContain(text.investmentsYours);
    // Only the points are given up; nothing can be closed yet.
    expect(dialog.textContent).toContain(text.forfeitTotal('$12.34'));
    expect(within(dialog).queryByLabelText(text.passwordLabel)).toBeNull();
    // Below the $25.00 minimum, all of it: $6.61 less the standard $0.25.
    const interest = within(dialog).getByRole('button', { name: text.cashOutAllLabel(portfolio.interestName) });
    expect(interest.closest('li')!.textContent).toContain(text.cashOutAllArrives('$6.36'));
    await waitFor(() => expect((interest as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(interest);
    expect(await within(dialog).findByText(text.payoutInFlight)).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'POST', '/api/cash-outs')[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ amount: 'all', payoutMethod: 'standard', source: 'interest' });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why it cannot close while money is on its way, and asks nothing', async () => {
    mockApi({
      [`GET ${paths.preview}`]: () =>
        json(200, preview({ blockers: [{ code: 'cash_out', message: text.payoutInFlight, until: null }] })),
    });
    renderWithClient(<CloseAccountDialog />);
    const dialog = await open();
    expect(within(dialog).getByText(text.blockedTitle)).toBeTruthy();
    expect(within(dialog).getByText(text.payoutInFlight)).toBeTruthy();
    expect(within(dialog).queryByLabelText(text.passwordLabel)).toBeNull();
  });

  it('when the balances moved, shows the new amounts and asks again', async () => {
    const moved = preview({ forfeit: { points: 1500, interestCents: 0, sats: 0 }, totalCents: 1500 });
    mockApi({
      [`GET ${paths.preview}`]: () => json(200, preview()),
      [`POST ${paths.close}`]: () => json(409, { message: text.changed, closing: moved }),
    });
    renderWithClient(<CloseAccountDialog />);
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: text.acceptForfeit }));
    fill(dialog, 'CLOSE', 'Orbit-Rocket9');
    fireEvent.click(within(dialog).getByRole('button', { name: text.submit }));
    expect(await within(dialog).findByText(text.changed)).toBeTruthy();
    expect(dialog.textContent).toContain(text.pointsForfeit('15.00', '$15.00'));
    expect((within(dialog).getByRole('checkbox', { name: text.acceptForfeit }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
