import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { notFound } from '#shared/messages/not-found.ts';
import { notFoundTitle } from '#shared/messages/page-titles.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { usePageTitle } from '#pwa/lib/page-title.ts';

/** Any address that is no page: says so plainly, with the ways on: home, and the dashboard (sign-in for visitors). */
export function NotFoundPage() {
  usePageTitle(notFoundTitle);
  const { data: user } = useCurrentUser();
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6">
        <div className="mb-4 flex items-center gap-2">
          <AlertCircle className="size-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">{notFound.title}</h1>
        </div>
        <p className="text-sm text-muted-foreground">{notFound.body}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Link to={routes.home} className={buttonClass('primary', 'md', 'w-full')}>
            {notFound.home}
          </Link>
          <Link to={user ? routes.dashboard : routes.login} className={buttonClass('outline', 'md', 'w-full')}>
            {user ? notFound.dashboard : notFound.signIn}
          </Link>
        </div>
      </Card>
    </div>
  );
}
