import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { bankAccountsText } from '#shared/messages/banking.ts';
import type { User } from '#shared/schemas/user.ts';
import { AppHeader } from './app-header.tsx';

const user = (bankAccountConnected: boolean) =>
  ({
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    userType: 'gifter',
    bankAccountConnected,
  }) as User;

afterEach(cleanup);

describe('AppHeader', () => {
  it("shows 'Bank Connected' only when a bank is connected", () => {
    render(
      <MemoryRouter>
        <AppHeader user={user(true)} />
      </MemoryRouter>,
    );
    expect(screen.getByText(bankAccountsText.connectedBadge)).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <AppHeader user={user(false)} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(bankAccountsText.connectedBadge)).toBeNull();
  });
});
