// The sign-up's mail link opens the page that confirms the email, and goes on to the first dashboard by itself:
// no second tap, and 'Email confirmed' said as it opens.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { accountApiPaths } from '#shared/routes-account.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { AppShellProvider, PlainLink } from '#pwa/lib/app-shell.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { VerifyEmailPage } from './link-pages.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('VerifyEmailPage', () => {
  it('confirms the email and enters the dashboard without a tap, once', async () => {
    const user = makeUser('Mexico');
    mockApi({
      [`POST ${accountApiPaths.verifyEmail}`]: () => json(200, { message: 'Email confirmed.', signedIn: true }),
      [`GET ${apiPaths.user}`]: () => json(200, user),
    });
    window.history.replaceState(null, '', `${routes.home}verify-email#the-token`);
    const enterAsMember = vi.fn();
    renderWithClient(
      <AppShellProvider value={{ Link: PlainLink, enterAsMember }}>
        <VerifyEmailPage />
      </AppShellProvider>,
    );
    await waitFor(() => expect(enterAsMember).toHaveBeenCalledWith(user, routes.dashboard));
    expect(shownToast()).toContain(accountEmail.verifiedTitle);
    // Should the dashboard be slow to come, the way on is still there to tap.
    expect(screen.getByRole('button', { name: accountEmail.continueToDashboard })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(enterAsMember).toHaveBeenCalledTimes(1);
  });
});
