import { vi } from 'vitest';
import type { ConnectCallbackResponse } from '#shared/schemas/banks.ts';

/** Accounts as the Connect callback returns them. */
export const checking = {
  id: 'acc-1',
  name: 'FinBank Checking',
  number: '1234',
  type: 'checking',
  institutionName: 'FinBank',
};
export const card = {
  id: 'acc-2',
  name: 'FinBank Card',
  number: '9876',
  type: 'creditCard',
  institutionName: 'FinBank',
};

/** POST /api/finicity/connect-callback's answer for the accounts the user picked. */
export const connectCallback = (accounts = [checking, card]): ConnectCallbackResponse => ({
  success: true,
  accounts,
  account: { name: accounts[0]!.name },
});

/** A popup the test closes itself, as the user would; pass it to a `window.open` spy. */
export function fakePopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close: vi.fn(() => (popup.closed = true)),
    focus: vi.fn(),
  };
  return popup;
}
