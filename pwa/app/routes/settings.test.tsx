import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankAccountsText, bankDialog } from '#shared/messages/banking.ts';
import { settingsPage as text } from '#shared/messages/settings-page.ts';
import { routes, settingsPages, settingsPath } from '#shared/routes.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { makeBankAccount } from '#pwa/features/banking/testing/bank-accounts.ts';
import { settingsPageNames } from '#pwa/features/settings/settings-pages.tsx';
import { SettingsRoute } from './settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>;
}
const where = () => screen.getByTestId('where').textContent;

/** Settings as the router mounts it, opened at `at`. */
function open(at: string) {
  renderSignedIn(
    <>
      <Routes>
        <Route path={routes.settings} element={<SettingsRoute />} />
        <Route path={`${routes.settings}/:page`} element={<SettingsRoute />} />
      </Routes>
      <Where />
    </>,
    makeUser('USA'),
    at,
  );
}

describe('Settings: a list of pages, each at its own address', () => {
  it('lists every page as a link to its address, and none of the pages themselves', () => {
    mockApi({});
    open(routes.settings);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [expect.any(String), routes.home],
      ...settingsPages.map((page) => [settingsPageNames[page].title, settingsPath(page)]),
    ]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens an older link (an anchor, its query kept) at its page; an unknown page at the list', async () => {
    mockApi({});
    open(`${routes.settings}?from=mail#security`);
    await waitFor(() => expect(where()).toBe(`${settingsPath('security')}?from=mail`));
    expect(screen.getByRole('heading', { level: 1, name: text.security })).toBeTruthy();
    cleanup();
    open(`${routes.settings}/nope`);
    await waitFor(() => expect(where()).toBe(routes.settings));
  });

  it('Bank Account: the linked accounts and Connect Bank, and the way back to all settings', async () => {
    mockApi({
      'GET /api/bank-accounts': () => json(200, { bankAccounts: [makeBankAccount({ accountNumber: '1234' })] }),
    });
    open(settingsPath('bank'));
    expect(screen.getByRole('heading', { level: 1, name: bankAccountsText.settingsTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.allSettings }).getAttribute('href')).toBe(routes.settings);
    const section = screen.getByRole('region', { name: bankAccountsText.settingsTitle });
    expect(await within(section).findByText('FinBank Checking')).toBeTruthy();
    expect(within(section).getByText(bankAccountsText.primary)).toBeTruthy();
    expect(within(section).getByText(bankAccountsText.active)).toBeTruthy();
    expect(within(section).getByRole('button', { name: bankDialog.connectBank })).toBeTruthy();
  });
});
