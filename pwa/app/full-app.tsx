// The full app: the router, the query client and every screen. Members open in it; a visitor's page switches to
// it in place when they sign in or a session turns up (pwa/app/visitor-app.tsx, pwa/main.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useMemo } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, Link, useNavigate } from 'react-router-dom';
import { routes } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { UpdatePromptOnDemand } from '#pwa/components/layout/update-prompt-on-demand.tsx';
import { ToasterOnDemand } from '#pwa/components/ui/toaster-on-demand.tsx';
import { type AppLinkProps, type AppShell, AppShellProvider } from '#pwa/lib/app-shell.tsx';
import { signedInAs } from '#pwa/lib/current-user.ts';
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
      enterAsMember: (user) => {
        signedInAs(queryClient, user);
        navigate(routes.home, { replace: true });
      },
    }),
    [navigate, queryClient],
  );
  return <AppShellProvider value={shell}>{children}</AppShellProvider>;
}

/** Renders the full app into `root` (replacing the visitor shell if it was there); `user` is the one just signed in. */
export function renderFullApp(root: Root, user?: User) {
  const queryClient = createQueryClient();
  if (user) signedInAs(queryClient, user);
  // Both on their way before React's first render: who is signed in (and their saved cache), and the screen.
  startAppData(queryClient, { memberScreen: isMemberScreen(window.location.pathname) });
  preloadScreen(window.location.pathname);
  root.render(
    <StrictMode>
      <ThemeProvider>
        <AppData client={queryClient}>
          <BrowserRouter>
            <RouterShell>
              <AppRoutes />
            </RouterShell>
          </BrowserRouter>
          <ToasterOnDemand />
          <UpdatePromptOnDemand />
        </AppData>
      </ThemeProvider>
    </StrictMode>,
  );
}
