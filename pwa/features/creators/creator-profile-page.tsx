import { UserX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { profile } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';

/** Creator profiles (GET /api/creator-profile) come with their own issue; until then no profile exists to show. */
export function CreatorProfilePage({ username }: { username: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 text-center" data-username={username}>
        <UserX className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <h1 className="mt-3 text-xl font-bold">{profile.notFoundTitle}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{profile.notFoundBody}</p>
        <Link to={routes.home} className={buttonClass('outline', 'md', 'mt-6')}>
          Back to home
        </Link>
      </Card>
    </div>
  );
}
