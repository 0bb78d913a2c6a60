import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankAccountsText, bankDialog } from '#shared/messages/banking.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { makeBankAccount } from '#pwa/features/banking/testing/bank-accounts.ts';
import { SettingsRoute } from './settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsPage: Bank Account', () => {
  it('lists the linked accounts and offers Connect Bank', async () => {
    mockApi({
      'GET /api/bank-accounts': () => json(200, { bankAccounts: [makeBankAccount({ accountNumber: '1234' })] }),
    });
    renderSignedIn(<SettingsRoute />, makeUser('USA'));
    const section = screen.getByRole('region', { name: bankAccountsText.settingsTitle });
    expect(await within(section).findByText('FinBank Checking')).toBeTruthy();
    expect(within(section).getByText(bankAccountsText.primary)).toBeTruthy();
    expect(within(section).getByText(bankAccountsText.active)).toBeTruthy();
    expect(within(section).getByRole('button', { name: bankDialog.connectBank })).toBeTruthy();
  });
});
