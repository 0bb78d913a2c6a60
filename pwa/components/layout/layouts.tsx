import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { routes } from '#shared/routes.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { Footer } from './footer.tsx';
import { PublicHeader } from './public-header.tsx';

// Members' header (menus, the notification bell and its polling) in its own chunk: visitors never load it.
const AppHeader = lazy(() => import('./app-header.tsx').then((m) => ({ default: m.AppHeader })));

function Frame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={cn(
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50',
          'focus:rounded focus:bg-card focus:p-2',
        )}
      >
        Skip to content
      </a>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Signed-out pages: the public header. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <Frame header={<PublicHeader />}>{children}</Frame>;
}

/** The guard: a spinner while the user loads, signed-out visitors back to /, then the app header. */
export function Guarded({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner />;
  if (!user) return <Navigate to={routes.home} replace />;
  return <Frame header={<AppHeader user={user} />}>{children}</Frame>;
}

/** Public pages "wrapped in the guard when signed in": the app header for members, the public one otherwise. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner />;
  return user ? <Frame header={<AppHeader user={user} />}>{children}</Frame> : <PublicLayout>{children}</PublicLayout>;
}

/** One route, two pages: the member's (guarded) or the visitor's. */
export function SignedInOr({ member, visitor }: { member: ReactNode; visitor: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner />;
  return user ? <Guarded>{member}</Guarded> : <PublicLayout>{visitor}</PublicLayout>;
}
