// The three pages a mail's link opens, each a LinkPage with its own call and what comes after.
import { useEffect, useRef } from 'react';
import { accountEmail } from '#shared/messages/account-email.ts';
import { verifyLinkExpiredHint } from '#shared/messages/link-pages.ts';
import { auth } from '#shared/messages/auth.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { LinkResult } from '#shared/schemas/account-email.ts';
import type { User } from '#shared/schemas/user.ts';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { confirmEmailChange, undoEmailChange, verifyEmail } from '#pwa/lib/account-email.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { AppLink, useAppShell } from '#pwa/lib/app-shell.tsx';
import { setSessionHint } from '#pwa/lib/session-hint.ts';
import { LinkPage } from './link-page.tsx';

const signInLink = (
  <AppLink to={routes.login} className={buttonClass('primary', 'lg', 'w-full')}>
    {accountEmail.signInToContinue}
  </AppLink>
);

/** The sign-up link opened in the browser that signed up starts its session: the member's first dashboard next. */
async function verifyAndMark(token: string): Promise<LinkResult> {
  const result = await verifyEmail(token);
  if (result.signedIn) {
    const user = await getJson<User>(apiPaths.user);
    setSessionHint(user.id);
    // The account is ready now: said as the dashboard opens.
    toast({ title: accountEmail.verifiedTitle, description: auth.signupSuccessBody });
  }
  return result;
}

function ContinueButton({ now = false }: { now?: boolean }) {
  const { enterAsMember } = useAppShell();
  const go = async () => enterAsMember(await getJson<User>(apiPaths.user), routes.dashboard);
  // The sign-up's link goes on to the first dashboard by itself, once: no second tap (the button stays, should it lag).
  const went = useRef(false);
  useEffect(() => {
    if (!now || went.current) return;
    went.current = true;
    void go();
  });
  return (
    <Button size="lg" onClick={() => void go()}>
      {accountEmail.continueToDashboard}
    </Button>
  );
}

export function VerifyEmailPage() {
  return (
    <LinkPage
      title={accountEmail.verifyTitle}
      working={accountEmail.verifying}
      spend={verifyAndMark}
      done={(result) => (result.signedIn ? <ContinueButton now /> : signInLink)}
      failedHint={verifyLinkExpiredHint}
    />
  );
}

export function ConfirmEmailPage() {
  return (
    <LinkPage
      title={accountEmail.changeEmail}
      working={accountEmail.verifying}
      spend={confirmEmailChange}
      done={(result) => (result.signedIn ? <ContinueButton /> : signInLink)}
      failedHint={accountEmail.linkExpiredHint}
    />
  );
}

export function UndoEmailChangePage() {
  return (
    <LinkPage
      title={accountEmail.undoTitle}
      working={accountEmail.undoing}
      spend={undoEmailChange}
      done={() => signInLink}
      failedHint={accountEmail.linkExpiredHint}
    />
  );
}
