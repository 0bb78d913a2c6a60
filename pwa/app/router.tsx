import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, useParams } from 'react-router-dom';
import { USERNAME_MAX, USERNAME_MIN } from '#shared/constants.ts';
import { Guarded, PublicLayout, SignedInOr, SiteLayout } from '#pwa/components/layout/layouts.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';

/** Each screen is its own chunk: the public site never loads the signed-in machinery. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const Landing = page(() => import('#pwa/features/marketing/landing-page.tsx'), 'LandingPage');
const About = page(() => import('#pwa/features/marketing/about-page.tsx'), 'AboutPage');
const Ambassadors = page(() => import('#pwa/features/marketing/ambassadors-page.tsx'), 'AmbassadorsPage');
const Security = page(() => import('#pwa/features/marketing/security-page.tsx'), 'SecurityPage');
const Privacy = page(() => import('#pwa/features/marketing/legal-pages.tsx'), 'PrivacyPage');
const Terms = page(() => import('#pwa/features/marketing/legal-pages.tsx'), 'TermsPage');
const Contact = page(() => import('#pwa/features/marketing/contact-page.tsx'), 'ContactPage');
const Signup = page(() => import('#pwa/features/auth/signup-page.tsx'), 'SignupPage');
const Login = page(() => import('#pwa/features/auth/login-page.tsx'), 'LoginPage');
const Dashboard = page(() => import('#pwa/features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const Transactions = page(() => import('#pwa/features/transactions/transactions-page.tsx'), 'TransactionsPage');
const Settings = page(() => import('#pwa/features/settings/settings-page.tsx'), 'SettingsPage');
const Help = page(() => import('#pwa/features/help/help-page.tsx'), 'HelpPage');
const DebugFinicity = page(() => import('#pwa/features/transactions/debug-page.tsx'), 'DebugPage');
const CreatorProfile = page(() => import('#pwa/features/creators/creator-profile-page.tsx'), 'CreatorProfilePage');
const NotFound = page(() => import('./not-found-page.tsx'), 'NotFoundPage');

const USERNAME = new RegExp(`^[A-Za-z0-9_.]{${USERNAME_MIN},${USERNAME_MAX}}$`);

/** Sign-in and sign-up are for visitors; a member goes home. */
function VisitorsOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner />;
  if (user) return <Navigate to="/" replace />;
  return <PublicLayout>{children}</PublicLayout>;
}

/** `/{username}` is a creator's page when it can be a username, else the 404 page. */
function UsernameRoute() {
  const { username = '' } = useParams();
  return <SiteLayout>{USERNAME.test(username) ? <CreatorProfile username={username} /> : <NotFound />}</SiteLayout>;
}

function Root() {
  return (
    <Suspense fallback={<Spinner />}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', element: <SignedInOr member={<Dashboard />} visitor={<Landing />} /> },
      {
        path: '/dashboard',
        element: (
          <Guarded>
            <Dashboard />
          </Guarded>
        ),
      },
      {
        path: '/transactions',
        element: (
          <Guarded>
            <Transactions />
          </Guarded>
        ),
      },
      {
        path: '/settings',
        element: (
          <Guarded>
            <Settings />
          </Guarded>
        ),
      },
      {
        path: '/debug-finicity',
        element: (
          <Guarded>
            <DebugFinicity />
          </Guarded>
        ),
      },
      {
        path: '/security',
        element: <SignedInOr member={<Security variant="member" />} visitor={<Security variant="public" />} />,
      },
      {
        path: '/signup',
        element: (
          <VisitorsOnly>
            <Signup />
          </VisitorsOnly>
        ),
      },
      {
        path: '/login',
        element: (
          <VisitorsOnly>
            <Login />
          </VisitorsOnly>
        ),
      },
      {
        path: '/about',
        element: (
          <SiteLayout>
            <About />
          </SiteLayout>
        ),
      },
      {
        path: '/ambassadors',
        element: (
          <SiteLayout>
            <Ambassadors />
          </SiteLayout>
        ),
      },
      // PRODUCT.md section 9: help is public; people who cannot sign in need it most.
      {
        path: '/help',
        element: (
          <SiteLayout>
            <Help />
          </SiteLayout>
        ),
      },
      {
        path: '/privacy',
        element: (
          <SiteLayout>
            <Privacy />
          </SiteLayout>
        ),
      },
      {
        path: '/terms',
        element: (
          <SiteLayout>
            <Terms />
          </SiteLayout>
        ),
      },
      {
        path: '/contact',
        element: (
          <SiteLayout>
            <Contact />
          </SiteLayout>
        ),
      },
      { path: '/:username', element: <UsernameRoute /> },
      {
        path: '*',
        element: (
          <SiteLayout>
            <NotFound />
          </SiteLayout>
        ),
      },
    ],
  },
]);
