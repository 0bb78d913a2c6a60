import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { Navigate, type RouteObject, useLocation, useParams, useRoutes } from 'react-router-dom';
import { USERNAME_MAX, USERNAME_MIN } from '#shared/constants.ts';
import { RETURN_PARAM, routes } from '#shared/routes.ts';
import { accountScreens } from '#shared/routes-account.ts';
import { STATEMENTS_ROUTE } from '#shared/routes-statements.ts';
import { safeReturnPath } from '#pwa/lib/return-path.ts';
import { Guarded, preloadMemberFrame, SignedInOr, SiteLayout } from '#pwa/components/layout/layouts.tsx';
import { PublicLayout } from '#pwa/components/layout/public-layout.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { currentUserQuery, useCurrentUser } from '#pwa/lib/current-user.ts';
import { lazyComponent, type Screen } from '#pwa/lib/lazy-component.tsx';
import { RouteTitle } from '#pwa/lib/page-title.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Each screen is its own chunk: the public site never loads the signed-in machinery. */
const page = lazyComponent;

const Landing = page(() => import('#pwa/features/marketing/landing-page.tsx'), 'LandingPage');
const About = page(() => import('#pwa/features/marketing/about-page.tsx'), 'AboutPage');
const Ambassadors = page(() => import('#pwa/features/marketing/ambassadors-page.tsx'), 'AmbassadorsPage');
const Security = page(() => import('#pwa/features/marketing/security-page.tsx'), 'SecurityPage');
const Privacy = page(() => import('#pwa/features/marketing/legal-pages.tsx'), 'PrivacyPage');
const Terms = page(() => import('#pwa/features/marketing/legal-pages.tsx'), 'TermsPage');
const Contact = page(() => import('#pwa/features/marketing/contact-page.tsx'), 'ContactPage');
const Signup = page(() => import('#pwa/features/auth/signup-page.tsx'), 'SignupPage');
const Login = page(() => import('#pwa/features/auth/login-page.tsx'), 'LoginPage');
const Dashboard = page(() => import('./routes/dashboard.tsx'), 'DashboardRoute');
const Transactions = page(() => import('./routes/transactions.tsx'), 'TransactionsRoute');
const Settings = page(() => import('./routes/settings.tsx'), 'SettingsRoute');
const Help = page(() => import('#pwa/features/help/help-page.tsx'), 'HelpPage');
const Payouts = page(() => import('#pwa/features/payouts/payouts-page.tsx'), 'PayoutsPage');
const Notifications = page(() => import('#pwa/features/notifications/notifications-page.tsx'), 'NotificationsPage');
const DebugFinicity = page(() => import('./routes/debug-finicity.tsx'), 'DebugFinicityRoute');
const CreatorProfile = page(() => import('#pwa/features/creators/creator-profile-page.tsx'), 'CreatorProfilePage');
const FindCreators = page(() => import('#pwa/features/creators/creator-search-page.tsx'), 'CreatorSearchPage');
const VerifyEmail = page(() => import('#pwa/features/auth/link-pages.tsx'), 'VerifyEmailPage');
const ConfirmEmail = page(() => import('#pwa/features/auth/link-pages.tsx'), 'ConfirmEmailPage');
const UndoEmailChange = page(() => import('#pwa/features/auth/link-pages.tsx'), 'UndoEmailChangePage');
const ForgotPassword = page(() => import('#pwa/features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPassword = page(() => import('#pwa/features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const Statements = page(() => import('#pwa/features/statements/statements-pages.tsx'), 'StatementsPages');
const NotFound = page(() => import('./not-found-page.tsx'), 'NotFoundPage');

const USERNAME = new RegExp(`^[A-Za-z0-9_.]{${USERNAME_MIN},${USERNAME_MAX}}$`);

/**
 * Sign-in and sign-up are for visitors; a member goes home, or where the sign-in was asked to lead (`?next=`, the
 * same place the sign-in itself goes: both answer the moment the member is known).
 */
function VisitorsOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const { search } = useLocation();
  // A user saved from before (the offline cache keeps one 10 minutes) is not a session: the server is asked again
  // before a member is sent on, or one whose session ended would be sent home, then to the landing, losing where
  // the link led. Offline (no answer), the saved user is trusted, as every other screen does.
  const [shownAt] = useState(Date.now);
  const check = useQuery({ ...currentUserQuery(), enabled: Boolean(user), refetchOnMount: 'always' });
  const confirmed = check.dataUpdatedAt >= shownAt || check.isError;
  if (isPending || (user && !confirmed)) return <Spinner />;
  if (user)
    return <Navigate to={safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? routes.home} replace />;
  return <PublicLayout>{children}</PublicLayout>;
}

/** `/{username}` is a creator's page when it can be a username, else the 404 page. */
function UsernameRoute() {
  const { username = '' } = useParams();
  return <SiteLayout>{USERNAME.test(username) ? <CreatorProfile username={username} /> : <NotFound />}</SiteLayout>;
}

/** A member's screen: the guard, then the app header. */
const member = (path: string, screen: ReactNode) => ({ path, element: <Guarded>{screen}</Guarded> });
/** A public page: the app header for members, the public one otherwise. */
const site = (path: string, screen: ReactNode) => ({ path, element: <SiteLayout>{screen}</SiteLayout> });
const linkPage = (path: string, screen: ReactNode) => ({
  path,
  element: <SiteLayout keepLanguage>{screen}</SiteLayout>,
});
const visitor = (path: string, screen: ReactNode) => ({ path, element: <VisitorsOnly>{screen}</VisitorsOnly> });

const screens: RouteObject[] = [
  { path: routes.home, element: <SignedInOr member={<Dashboard />} visitor={<Landing />} /> },
  member(routes.dashboard, <Dashboard />),
  member(routes.transactions, <Transactions />),
  member(routes.settings, <Settings />),
  member(`${routes.settings}/:page`, <Settings />),
  member(routes.payouts, <Payouts />),
  member(routes.notifications, <Notifications />),
  member(routes.creators, <FindCreators />),
  member(routes.debugFinicity, <DebugFinicity />),
  // A month's statement and a year's tax summary (Settings > Your data).
  member(STATEMENTS_ROUTE, <Statements />),
  {
    path: routes.security,
    element: <SignedInOr member={<Security variant="member" />} visitor={<Security variant="public" />} />,
  },
  visitor(routes.signup, <Signup />),
  visitor(routes.login, <Login />),
  // The pages a mail's link opens, signed in or not.
  linkPage(accountScreens.verifyEmail, <VerifyEmail />),
  linkPage(accountScreens.confirmEmail, <ConfirmEmail />),
  linkPage(accountScreens.undoEmailChange, <UndoEmailChange />),
  linkPage(accountScreens.resetPassword, <ResetPassword />),
  visitor(accountScreens.forgotPassword, <ForgotPassword />),
  site(routes.about, <About />),
  site(routes.ambassadors, <Ambassadors />),
  // docs/product-rules.md section 9: help is public; people who cannot sign in need it most.
  site(routes.help, <Help />),
  site(routes.privacy, <Privacy />),
  site(routes.terms, <Terms />),
  site(routes.contact, <Contact />),
  { path: '/:username', element: <UsernameRoute /> },
  site('*', <NotFound />),
];

/**
 * The screens this path opens on, started before the first render. `/` loads the landing page: a member there
 * gets the dashboard, but most first visits to `/` are visitors'.
 */
const firstScreens: Record<string, Screen[]> = {
  [routes.home]: [Landing],
  [routes.login]: [Login],
  [routes.signup]: [Signup],
  [routes.dashboard]: [Dashboard],
  [routes.transactions]: [Transactions],
  [routes.settings]: [Settings],
  [routes.help]: [Help],
};

const memberPaths: string[] = [routes.dashboard, routes.transactions, routes.settings, routes.debugFinicity];
/** A members' screen: it asks who is signed in even without the session hint. */
export const isMemberScreen = (pathname: string) => memberPaths.includes(pathname);

/** Starts the downloads the first screen needs (with the members' frame on their screens); settles when done. */
export function preloadScreen(pathname: string): Promise<void> {
  const downloads = (firstScreens[pathname] ?? []).map((screen) => screen.preload());
  if (isMemberScreen(pathname)) downloads.push(preloadMemberFrame());
  return Promise.all(downloads).then(() => {});
}

/** Declarative routes (no data router: its loaders and actions are unused and would double the router's size). */
export function AppRoutes() {
  return (
    <>
      <ScrollRestoration />
      <RouteTitle />
      <Suspense fallback={<Spinner />}>{useRoutes(screens)}</Suspense>
    </>
  );
}
