import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_POPUP_TIMEOUT_MS } from '#shared/constants.ts';
import { bankDialog } from '#shared/messages/banking.ts';
import { validation } from '#shared/messages/common.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { checking, connectCallback, fakePopup } from '#pwa/features/banking/testing/connect-popup.ts';
import { ConnectBankButton } from './connect-bank-button.tsx';

const CONNECT_URL = 'https://connect.example.test/?id=abc';
/** Let the fake API answer and React Query tell the screen (both wait on a 0 ms timer). */
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function startConnect(
  api: Parameters<typeof mockApi>[0],
  popup: ReturnType<typeof fakePopup> | null,
  onSuccess?: () => void,
) {
  const fetchMock = mockApi(api);
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  renderSignedIn(<ConnectBankButton onSuccess={onSuccess} />, makeUser('USA'));
  fireEvent.click(screen.getByRole('button', { name: bankDialog.connectBank }));
  const dialog = screen.getByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.connectAccount }));
  await settle();
  return { fetchMock, open, dialog };
}

/** Why it failed, said in the dialog (not a toast over its buttons). */
const problemIn = (dialog: HTMLElement) => within(dialog).queryByRole('alert')?.textContent ?? null;

const saved = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'POST', '/api/bank-accounts').map(([, init]) => JSON.parse(init.body as string));

describe('Bank connection dialog: the Connect popup', () => {
  it('opens a 500x600 popup on the connect URL, watches it every second, and completes when it closes', async () => {
    const popup = fakePopup();
    const onSuccess = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock, open, dialog } = await startConnect(
      {
        'POST /api/finicity/create-connect-url': () => json(200, { connect_url: CONNECT_URL }),
        'POST /api/finicity/connect-callback': () => json(200, connectCallback()),
        // The first save fails: it is logged, and the second is still sent.
        'POST /api/bank-accounts': [() => json(500, { message: 'boom' }), () => json(201, {})],
      },
      popup,
      onSuccess,
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![2]).toMatch(/^width=500,height=600,/);
    expect(popup.location.href).toBe(CONNECT_URL);
    expect(within(dialog).getByText(bankDialog.popupWaiting)).toBeTruthy();
    expect(within(dialog).getByText(bankDialog.popupAutoUpdate)).toBeTruthy();

    await settle(5_000);
    expect(callsTo(fetchMock, 'POST', '/api/finicity/connect-callback')).toHaveLength(0);

    popup.closed = true;
    await settle(999);
    expect(callsTo(fetchMock, 'POST', '/api/finicity/connect-callback')).toHaveLength(0);
    await settle(1);
    await settle();
    expect(callsTo(fetchMock, 'POST', '/api/finicity/connect-callback')).toHaveLength(1);
    expect(saved(fetchMock)).toEqual([
      {
        finicityAccountId: 'acc-1',
        accountName: 'FinBank Checking',
        accountNumber: '1234',
        accountType: 'checking',
        bankName: 'FinBank',
        isPrimary: false,
      },
      {
        finicityAccountId: 'acc-2',
        accountName: 'FinBank Card',
        accountNumber: '9876',
        accountType: 'creditCard',
        bankName: 'FinBank',
        isPrimary: false,
      },
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(shownToast()).toBe(`${bankDialog.connectedTitle}|${bankDialog.linkedAccount('FinBank Checking')}`);
    expect(within(dialog).getByRole('heading', { name: bankDialog.successTitle })).toBeTruthy();
    expect(within(dialog).getByText(bankDialog.successComplete)).toBeTruthy();

    // It stays, saying the transactions are on their way, until the member is done with it.
    await settle(5_000);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status').textContent).toBe(bankDialog.importing);
    fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.done }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the only account Primary', async () => {
    const popup = fakePopup();
    const { fetchMock } = await startConnect(
      {
        'POST /api/finicity/create-connect-url': () => json(200, { connect_url: CONNECT_URL }),
        'POST /api/finicity/connect-callback': () => json(200, connectCallback([checking])),
        'POST /api/bank-accounts': () => json(201, {}),
      },
      popup,
    );
    popup.closed = true;
    await settle(1_000);
    await settle();
    expect(saved(fetchMock).map((b) => b.isPrimary)).toEqual([true]);
  });

  it('closes the popup after 5 minutes and completes anyway', async () => {
    const popup = fakePopup();
    const { fetchMock } = await startConnect(
      {
        'POST /api/finicity/create-connect-url': () => json(200, { connect_url: CONNECT_URL }),
        'POST /api/finicity/connect-callback': () => json(200, connectCallback([checking])),
        'POST /api/bank-accounts': () => json(201, {}),
      },
      popup,
    );
    await settle(CONNECT_POPUP_TIMEOUT_MS - 1);
    expect(popup.close).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/api/finicity/connect-callback')).toHaveLength(0);
    await settle(1);
    await settle();
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'POST', '/api/finicity/connect-callback')).toHaveLength(1);
    expect(shownToast()).toBe(`${bankDialog.connectedTitle}|${bankDialog.linkedAccount('FinBank Checking')}`);
  });

  it('says the popup was blocked and stays on the intro', async () => {
    const { fetchMock, dialog } = await startConnect({}, null);
    expect(problemIn(dialog)).toBe(
      `${bankDialog.setupFailedTitle}${bankDialog.setupFailedBody(validation.popupBlocked)}`,
    );
    expect(within(dialog).getByRole('button', { name: bankDialog.connectAccount })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says Setup failed with the server's error, or 'Unknown server error', and closes the popup", async () => {
    const popup = fakePopup();
    const { dialog } = await startConnect(
      { 'POST /api/finicity/create-connect-url': () => json(502, { error: 'Aggregator unavailable' }) },
      popup,
    );
    expect(problemIn(dialog)).toBe(
      `${bankDialog.setupFailedTitle}${bankDialog.setupFailedBody('Aggregator unavailable')}`,
    );
    expect(popup.close).toHaveBeenCalled();
    expect(within(dialog).getByText(bankDialog.trustedFinicity)).toBeTruthy();
    cleanup();
    const again = await startConnect(
      { 'POST /api/finicity/create-connect-url': () => new Response('<html>Bad gateway</html>', { status: 502 }) },
      fakePopup(),
    );
    expect(problemIn(again.dialog)).toBe(
      `${bankDialog.setupFailedTitle}${bankDialog.setupFailedBody(bankDialog.unknownServerError)}`,
    );
  });

  it('says when no connect URL came back', async () => {
    const { dialog } = await startConnect(
      { 'POST /api/finicity/create-connect-url': () => json(200, {}) },
      fakePopup(),
    );
    expect(problemIn(dialog)).toBe(
      `${bankDialog.setupFailedTitle}${bankDialog.setupFailedBody(validation.noConnectUrl)}`,
    );
  });

  it('says Connection failed and returns to the intro when the callback fails', async () => {
    const popup = fakePopup();
    const { dialog, fetchMock } = await startConnect(
      {
        'POST /api/finicity/create-connect-url': () => json(200, { connect_url: CONNECT_URL }),
        'POST /api/finicity/connect-callback': () => json(400, { message: 'No accounts were linked' }),
      },
      popup,
    );
    popup.closed = true;
    await settle(1_000);
    await settle();
    expect(problemIn(dialog)).toBe(
      `${bankDialog.connectionFailedTitle}${bankDialog.callbackFailedBody('No accounts were linked')}`,
    );
    expect(within(dialog).getByText(bankDialog.trustedFinicity)).toBeTruthy();
    // Trying again clears the old reason.
    fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.connectAccount }));
    expect(problemIn(dialog)).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/bank-accounts')).toHaveLength(0);
  });

  it('brings a popup hidden behind the window back with Open it again', async () => {
    const popup = fakePopup();
    const { open, dialog } = await startConnect(
      { 'POST /api/finicity/create-connect-url': () => json(200, { connect_url: CONNECT_URL }) },
      popup,
    );
    expect(within(dialog).getByText(bankDialog.popupHidden)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: bankDialog.openPopupAgain }));
    expect(popup.focus).toHaveBeenCalled();
    expect(open).toHaveBeenLastCalledWith('', 'giftorbit-bank-connect');
    expect(popup.location.href).toBe(CONNECT_URL);
  });

  it('closing the dialog while waiting stops watching and closes the popup', async () => {
    const popup = fakePopup();
    const { fetchMock, dialog } = await startConnect(
      { 'POST /api/finicity/create-connect-url': () => json(200, { connect_url: CONNECT_URL }) },
      popup,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(popup.close).toHaveBeenCalled();
    await settle(CONNECT_POPUP_TIMEOUT_MS);
    expect(callsTo(fetchMock, 'POST', '/api/finicity/connect-callback')).toHaveLength(0);
  });
});
