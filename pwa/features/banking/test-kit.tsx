// Test helpers for the bank screens: a signed-in user already in the cache (as the guard leaves it), and the
// dashboard's fake API and render helper.
import type { ReactNode } from 'react';
import type { Country } from '#shared/constants.ts';
import type { User } from '#shared/schemas/user.ts';
import { createQueryClient } from '#pwa/app/query-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { renderWithClient } from '#pwa/features/dashboard/test-kit.tsx';

export { callsTo, json, mockApi } from '#pwa/features/dashboard/test-kit.tsx';

export const makeUser = (country: Country, over: Partial<User> = {}): User => ({
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  userType: 'gifter',
  country,
  profilePicture: null,
  location: null,
  tiktokUsername: null,
  tiktokProfileUrl: null,
  bankAccountConnected: false,
  bankAccountName: null,
  bankAccountNumber: null,
  autoRoundUpEnabled: true,
  roundUpMethod: 'dollar',
  roundUpMultiplier: 1,
  weeklyCap: null,
  investmentChoice: 'interest',
  pointsEnabled: true,
  notifyTransactionAlerts: true,
  notifyCashOutReminders: true,
  notifyCreatorUpdates: false,
  referralCode: 'ABCD2345',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** Renders with `user` signed in (null: the user query answered no user; undefined: not loaded at all). */
export function renderSignedIn(ui: ReactNode, user: User | null | undefined) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(userKeys.current(), user);
  return renderWithClient(ui, queryClient);
}

/** The toast on screen, as 'title|description'. */
export const shownToast = () => {
  const item = document.querySelector('[aria-label="toasts"] li');
  return item ? [...item.querySelectorAll('span')].map((s) => s.textContent).join('|') : null;
};
