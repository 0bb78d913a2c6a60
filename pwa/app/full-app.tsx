// The full app: the router, the query client and every screen. Members open in it; a visitor's page switches to
// it in place when they sign in or a session turns up (pwa/app/visitor-app.tsx, pwa/main.tsx).
import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, useMemo } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Link, useNavigate } from 'react-router-dom';
import { routes } from '#shared/routes.ts';
import type { DrawnQueries } from '#shared/member-frame.ts';
import type { User } from '#shared/schemas/user.ts';
import { UpdatePromptOnDemand } from '#pwa/components/layout/update-prompt-on-demand.tsx';
import { ToasterOnDemand } from '#pwa/components/ui/toaster-on-demand.tsx';
import { type AppLinkProps, type AppShell, AppShellProvider } from '#pwa/lib/app-shell.tsx';
import { signedInAs, userKeys } from '#pwa/lib/current-user.ts';
import { reloadInMemberLanguage } from '#pwa/lib/i18n/switch-language.ts';
import { dollarSignFor, setDollarSignSource, setTimeZoneSource } from '#pwa/lib/format.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { ThemeProvider } from '#pwa/lib/theme.tsx';
import { AppData, startAppData } from './app-data.tsx';
import { AppRoutes, isMemberScreen, preloadScreen } from './router.tsx';

function RouterLink({ to, ...props }: AppLinkProps) {
  return <Link to={to} {...props} />;
}

/** Links through the router; after sign-in the user query holds the new user before home opens. */
function RouterShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shell = useMemo<AppShell>(
    () => ({
      Link: RouterLink,
      enterAsMember: (user, to) => {
        // A member who reads another language: the page loads again there, in theirs.
        if (reloadInMemberLanguage(user, to ?? routes.dashboard)) return;
        signedInAs(queryClient, user);
        navigate(to ?? routes.dashboard, { replace: true });
      },
    }),
    [navigate, queryClient],
  );
  return <AppShellProvider value={shell}>{children}</AppShellProvider>;
}

type RouterType = ComponentType<{ children: ReactNode }>;

/** The whole app under a router: the browser's, or at build time a static one (pwa/app/prerender.tsx). */
export function FullApp({ client, Router }: { client: QueryClient; Router: RouterType }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <AppData client={client}>
          <Router>
            <RouterShell>
              <AppRoutes />
            </RouterShell>
          </Router>
          <ToasterOnDemand />
          <UpdatePromptOnDemand />
        </AppData>
      </ThemeProvider>
    </StrictMode>
  );
}

/** How long the data a page was drawn with counts as just fetched: its screen does not ask for it again. */
const DRAWN_FRESH_MS = 60_000;

/**
 * The query cache starts with the data the server drew the page with. A query of it is not fetched again when
 * the screen mounts, for a minute (it was fetched a moment ago), unless invalidated; polling goes on as usual.
 */
function startFromDrawn(client: QueryClient, drawn: DrawnQueries) {
  const drawnAt = Date.now();
  const hashes = new Set<string>();
  for (const { queryKey, data } of drawn) {
    client.setQueryData(queryKey, data, { updatedAt: drawnAt });
    hashes.add(hashKey(queryKey));
  }
  const queries = client.getDefaultOptions().queries;
  client.setDefaultOptions({
    queries: {
      ...queries,
      refetchOnMount: (query) =>
        query.state.isInvalidated || !hashes.has(query.queryHash) || Date.now() - drawnAt > DRAWN_FRESH_MS,
    },
  });
}

/**
 * Starts what the first render needs (who is signed in and their saved cache, the screen's chunks); `ready`
 * settles when a render would draw the screen complete, with nothing left to wait for. `user` is the one just
 * signed in, or the one the server drew a page for (pwa/main.tsx), with the data it drew it with: `drawn`. That
 * data is newer than any saved copy, which restores around it.
 */
/**
 * Dollar amounts say 'US$' for a member outside the US ('$' alone reads as their own currency), and dates and times
 * are in the member's time zone, from the moment the user is known: the cache's listeners run before React draws
 * the change.
 */
function showAsTheMemberReads(client: QueryClient) {
  let sign = '$';
  let timeZone: string | undefined;
  setDollarSignSource(() => sign);
  setTimeZoneSource(() => timeZone);
  const follow = () => {
    const user = client.getQueryData<User | null>(userKeys.current());
    sign = dollarSignFor(user?.country);
    timeZone = user?.timeZone;
  };
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === userKeys.all[0]) follow();
  });
}

export function startFullApp(user?: User, drawn: DrawnQueries = []) {
  const client = createQueryClient();
  showAsTheMemberReads(client);
  if (user) signedInAs(client, user);
  if (drawn.length > 0) startFromDrawn(client, drawn);
  const { pathname } = window.location;
  const data = startAppData(client, { memberScreen: isMemberScreen(pathname), drawn: drawn.length > 0 });
  const ready = Promise.all([data, preloadScreen(pathname)]).then(() => {});
  const app = <FullApp client={client} Router={BrowserRouter} />;
  return {
    ready,
    render: (root: Root) => root.render(app),
    /** React takes over the screen the server drew (the same tree, drawn at build time: pwa/app/prerender.tsx). */
    hydrate: (container: Element) =>
      hydrateRoot(container, app, {
        // A page that did not match is drawn afresh by React; said in the console, where a test sees it.
        onRecoverableError: (error, info) =>
          console.error('[app] the drawn page was drawn again:', error, info.componentStack ?? ''),
      }),
  };
}
