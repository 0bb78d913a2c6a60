// The visitor shell: a first visit to /, /login or /signup with no session hint. React and these three pages only,
// without the router or the query client, so the first load stays small. Its links are page loads.
// Signing in, or a session the quiet check finds (a member whose browser lost the hint), switches to the full
// app in place (pwa/main.tsx); a toast raised just before stays on screen.
import { type ComponentType, Suspense, useEffect, useMemo } from 'react';
import { apiPaths, routes } from '#shared/routes.ts';
import type { SessionResponse, User } from '#shared/schemas/user.ts';
import { UpdatePromptOnDemand } from '#pwa/components/layout/update-prompt-on-demand.tsx';
import { PublicLayout } from '#pwa/components/layout/public-layout.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { ToasterOnDemand } from '#pwa/components/ui/toaster-on-demand.tsx';
import { getJson } from '#pwa/lib/api-client.ts';
import { type AppShell, AppShellProvider, PlainLink } from '#pwa/lib/app-shell.tsx';
import { lazyComponent, type Screen } from '#pwa/lib/lazy-component.tsx';
import { setSessionHint } from '#pwa/lib/session-hint.ts';
import { ThemeProvider } from '#pwa/lib/theme.tsx';

type Page = ComponentType & Screen;
const pages: Record<string, Page> = {
  [routes.home]: lazyComponent(() => import('#pwa/features/marketing/landing-page.tsx'), 'LandingPage'),
  [routes.login]: lazyComponent(() => import('#pwa/features/auth/login-page.tsx'), 'LoginPage'),
  [routes.signup]: lazyComponent(() => import('#pwa/features/auth/signup-page.tsx'), 'SignupPage'),
};

/** A page the visitor shell shows: for someone with no session hint, it opens there. */
export const isVisitorPage = (pathname: string) => Object.hasOwn(pages, pathname);

/** Starts the page's download before the first render. */
export const preloadVisitorPage = (pathname: string) => void pages[pathname]?.preload();

type Props = { pathname: string; enterFullApp: (user?: User, path?: string) => Promise<void> };

export function VisitorApp({ pathname, enterFullApp }: Props) {
  const shell = useMemo<AppShell>(
    () => ({
      Link: PlainLink,
      enterAsMember: (user, to) => enterFullApp(user, to ?? routes.dashboard),
    }),
    [enterFullApp],
  );
  // The quiet check (GET /api/user/session answers 200 either way): a session without a hint takes over.
  useEffect(() => {
    getJson<SessionResponse>(apiPaths.userSession)
      .then(({ user }) => {
        if (!user) return;
        setSessionHint(user.id);
        void enterFullApp();
      })
      .catch(() => {
        // Offline or the server away: the visitor's page stays as it is.
      });
  }, [enterFullApp]);
  const Page = pages[pathname]!;
  return (
    <ThemeProvider>
      <AppShellProvider value={shell}>
        {/* The frame comes with the page, not before it: a footer that moved down would be a layout shift. */}
        <Suspense fallback={<Spinner />}>
          <PublicLayout>
            <Page />
          </PublicLayout>
        </Suspense>
      </AppShellProvider>
      <ToasterOnDemand />
      <UpdatePromptOnDemand />
    </ThemeProvider>
  );
}
