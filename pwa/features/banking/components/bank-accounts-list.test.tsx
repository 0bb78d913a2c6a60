import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankAccountsText as text, banking } from '#shared/messages/banking.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { makeBankAccount } from '#pwa/features/banking/testing/bank-accounts.ts';
import { BankAccountsList } from './bank-accounts-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BankAccountsList', () => {
  it('shows name, masked number, Primary, Active/Inactive and Needs attention', async () => {
    mockApi({
      'GET /api/bank-accounts': () =>
        json(200, {
          bankAccounts: [
            makeBankAccount(),
            makeBankAccount({
              id: 2,
              accountName: 'Old Savings',
              accountNumber: '5678',
              isPrimary: false,
              isActive: false,
              needsAttention: true,
            }),
          ],
        }),
    });
    renderSignedIn(<BankAccountsList />, makeUser('USA'));
    const [first, second] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('FinBank Checking')).toBeTruthy();
    expect(within(first).getByText(text.accountNumber('1234'))).toBeTruthy();
    expect(within(first).getByText(text.primary)).toBeTruthy();
    expect(within(first).getByText(text.active)).toBeTruthy();
    expect(within(first).queryByText(text.needsAttention)).toBeNull();
    expect(within(second).getByText(text.inactive)).toBeTruthy();
    expect(within(second).queryByText(text.primary)).toBeNull();
    expect(within(second).getByText(text.needsAttention)).toBeTruthy();
    expect(within(second).getByText(text.needsAttentionHint)).toBeTruthy();
    expect(within(second).queryByRole('button', { name: text.unlinkLabel('Old Savings') })).toBeNull();
  });

  it('says so when there is none', async () => {
    mockApi({ 'GET /api/bank-accounts': () => json(200, { bankAccounts: [] }) });
    renderSignedIn(<BankAccountsList />, makeUser('USA'));
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it('unlinks after a confirmation and refreshes the list', async () => {
    const fetchMock = mockApi({
      'GET /api/bank-accounts': [
        () => json(200, { bankAccounts: [makeBankAccount()] }),
        () => json(200, { bankAccounts: [makeBankAccount({ isActive: false })] }),
      ],
      'DELETE /api/bank-accounts/1': () => new Response(null, { status: 204 }),
    });
    renderSignedIn(<BankAccountsList />, makeUser('USA'));
    fireEvent.click(await screen.findByRole('button', { name: text.unlinkLabel('FinBank Checking') }));
    const dialog = screen.getByRole('dialog', { name: text.unlinkTitle });
    expect(within(dialog).getByText(text.unlinkBody('FinBank Checking'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: text.unlink }));
    await waitFor(() =>
      expect(shownToast()).toBe(`${banking.unlinkedTitle}|${banking.unlinkedBody('FinBank Checking')}`),
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/bank-accounts/1')).toHaveLength(1);
    expect(await screen.findByText(text.inactive)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says Unlink failed and keeps the dialog open', async () => {
    mockApi({
      'GET /api/bank-accounts': () => json(200, { bankAccounts: [makeBankAccount()] }),
      'DELETE /api/bank-accounts/1': () => json(500, { message: 'boom' }),
    });
    renderSignedIn(<BankAccountsList />, makeUser('USA'));
    fireEvent.click(await screen.findByRole('button', { name: text.unlinkLabel('FinBank Checking') }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.unlink }));
    await waitFor(() => expect(shownToast()).toBe(`${text.unlinkFailedTitle}|${text.unlinkFailedBody}`));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
