import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankAccountsText, bankDialog } from '#shared/messages.ts';
import { json, makeUser, mockApi, renderSignedIn } from '#pwa/features/banking/test-kit.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsPage: Bank Account', () => {
  it('lists the linked accounts and offers Connect Bank', async () => {
    mockApi({
      'GET /api/bank-accounts': () =>
        json(200, {
          bankAccounts: [
            {
              id: 1,
              accountName: 'FinBank Checking',
              accountNumber: '1234',
              accountType: 'checking',
              bankName: 'FinBank',
              provider: 'finicity',
              isPrimary: true,
              isActive: true,
              needsAttention: false,
              lastSyncedAt: null,
            },
          ],
        }),
    });
    renderSignedIn(<SettingsPage />, makeUser('USA'));
    const heading = screen.getByRole('heading', { name: bankAccountsText.settingsTitle });
    const section = heading.parentElement!;
    expect(await within(section).findByText('FinBank Checking')).toBeTruthy();
    expect(within(section).getByText(bankAccountsText.primary)).toBeTruthy();
    expect(within(section).getByText(bankAccountsText.active)).toBeTruthy();
    expect(within(section).getByRole('button', { name: bankDialog.connectBank })).toBeTruthy();
  });
});
