import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { routes } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { useCurrentUser, useMemberUser } from '#pwa/lib/current-user.ts';
import { lazyComponent } from '#pwa/lib/lazy-component.tsx';
import { isNetworkError } from '#pwa/lib/online.ts';
import { Frame, PublicLayout } from './public-layout.tsx';

// Members' header (menus, the notification bell and its polling) in its own chunk: visitors never load it.
const AppHeader = lazyComponent(() => import('./app-header.tsx'), 'AppHeader');
// With it, members' offline handling: a screen with nothing saved, or no user saved, says so instead of spinning.
const OfflineScreen = lazyComponent(() => import('./offline-screen.tsx'), 'OfflineScreen');
const WaitingForUser = lazyComponent(() => import('./offline-screen.tsx'), 'WaitingForUser');

/** The members' frame downloaded, so a member's first render draws it at once (pwa/app/full-app.tsx). */
export const preloadMemberFrame = () =>
  Promise.all([AppHeader.preload(), OfflineScreen.preload(), WaitingForUser.preload()]).then(() => {});

function MemberFrame({ user, keepLanguage, children }: { user: User; keepLanguage?: boolean; children: ReactNode }) {
  return (
    <Frame header={<AppHeader user={user} keepLanguage={keepLanguage} />} member>
      <OfflineScreen>{children}</OfflineScreen>
    </Frame>
  );
}

/**
 * The guard: asks the server who is signed in (hint or not), a spinner meanwhile, signed-out visitors back to /.
 * A request that met no network is not a sign-out: it waits for the network like the rest of the screen.
 */
export function Guarded({ children }: { children: ReactNode }) {
  const { data: user, isPending, error } = useMemberUser();
  if (user) return <MemberFrame user={user}>{children}</MemberFrame>;
  if (isPending || isNetworkError(error)) return <WaitingForUser />;
  return <Navigate to={routes.home} replace />;
}

/**
 * Public pages "wrapped in the guard when signed in": the app header for members, the public one otherwise.
 * `keepLanguage` for the pages a mail's link opens: they stay in the language they opened in (loading the page again
 * in the member's would spend the link twice); the member's own language comes with the next screen.
 */
export function SiteLayout({ keepLanguage, children }: { keepLanguage?: boolean; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <WaitingForUser />;
  return user ? (
    <MemberFrame user={user} keepLanguage={keepLanguage}>
      {children}
    </MemberFrame>
  ) : (
    <PublicLayout>{children}</PublicLayout>
  );
}

/** One route, two pages: the member's (guarded) or the visitor's. */
export function SignedInOr({ member, visitor }: { member: ReactNode; visitor: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <WaitingForUser />;
  return user ? <Guarded>{member}</Guarded> : <PublicLayout>{visitor}</PublicLayout>;
}
