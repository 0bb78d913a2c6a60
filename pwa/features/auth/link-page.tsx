// A page a mail's link opens (confirm the email, confirm a new email, undo a change). The token is after
// '#', read once and wiped from the address bar; the page spends it with one POST (a mail scanner that fetches the
// link spends nothing) and says what happened.
import { type ReactNode, useEffect, useState } from 'react';
import { accountEmail } from '#shared/messages/account-email.ts';
import type { LinkResult } from '#shared/schemas/account-email.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { linkTokenHere } from '#pwa/lib/account-email.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { AuthCard } from './auth-card.tsx';

type State = { kind: 'working' } | { kind: 'done'; result: LinkResult } | { kind: 'failed'; message: string };

// One POST per token, whatever React does with effects (strict mode runs them twice).
const spent = new Map<string, Promise<LinkResult>>();

export function LinkPage({
  title,
  working,
  spend,
  done,
  failedHint,
}: {
  title: string;
  working: string;
  spend: (token: string) => Promise<LinkResult>;
  /** What follows the server's message once the link worked (a button on, a link to sign in). */
  done: (result: LinkResult) => ReactNode;
  failedHint: ReactNode;
}) {
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    const token = linkTokenHere();
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token && spent.size === 0) {
      setState({ kind: 'failed', message: accountEmail.linkExpired });
      return;
    }
    const key = token || [...spent.keys()].at(-1)!;
    if (!spent.has(key)) spent.set(key, spend(key));
    let live = true;
    spent
      .get(key)!
      .then((result) => live && setState({ kind: 'done', result }))
      .catch((error: unknown) => {
        const message = (error instanceof ApiRequestError && error.serverMessage) || accountEmail.linkExpired;
        if (live) setState({ kind: 'failed', message });
      });
    return () => {
      live = false;
    };
  }, [spend]);

  return (
    <AuthCard title={title} subtitle="" footer={null}>
      {state.kind === 'working' && (
        <div className="grid justify-items-center gap-3" role="status">
          <Spinner />
          <p className="text-sm text-muted-foreground">{working}</p>
        </div>
      )}
      {state.kind === 'done' && (
        <div className="grid gap-4">
          <NoticeAlert>{state.result.message}</NoticeAlert>
          {done(state.result)}
        </div>
      )}
      {state.kind === 'failed' && (
        <div className="grid gap-4">
          <ErrorAlert>{state.message}</ErrorAlert>
          <p className="text-sm text-muted-foreground">{failedHint}</p>
        </div>
      )}
    </AuthCard>
  );
}
